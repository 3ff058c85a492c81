import { formatPhone } from "@campusride/shared/domain/phone";
import { updateProfileInputSchema, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { PhoneField } from "../../../components/phone-field.tsx";
import { Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useRecentSignIn } from "../../../components/recent-sign-in.tsx";
import { useUpdateProfile } from "../api/update-profile.ts";

/**
 * Name and phone of the profile (docs/product/profile.md#editing: names required, phone optional). A
 * new phone from a browser signed in more than a day ago takes the password first.
 */
export function AccountForm({
  profile,
  hasPassword = true,
  onSaved,
}: {
  profile: PrivateProfile;
  /** Whether the account has a password to confirm a sensitive change with. */
  hasPassword?: boolean;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateProfile();
  const { withRecentSignIn, dialog } = useRecentSignIn(hasPassword);
  const form = useZodForm(updateProfileInputSchema, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ? formatPhone(profile.phone) : "",
    },
  });
  return (
    <>
      <Form
        form={form}
        className="mt-4 space-y-4"
        describeError={(reason) => `Failed to update profile: ${reason}`}
        onSubmit={async (values) => {
          const saved = await withRecentSignIn((currentPassword) =>
            update.mutateAsync({ ...values, currentPassword }),
          );
          onSaved(saved.message);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField name="firstName" label="First name" autoComplete="given-name" />
          <InputField name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <PhoneField label="Phone (optional)" />
        <SubmitButton busyLabel="Saving…">Save Changes</SubmitButton>
      </Form>
      {/* outside the form: a submit inside the dialog must not bubble into this one */}
      {dialog}
    </>
  );
}
