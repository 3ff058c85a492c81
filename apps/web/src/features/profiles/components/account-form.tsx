import { formatPhone } from "@campusride/shared/domain/phone";
import { updateProfileInputSchema, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateProfile } from "../api/update-profile.ts";

/** Name and phone of the profile (spec §5 "Profile edit": names required, phone optional). */
export function AccountForm({
  profile,
  onSaved,
}: {
  profile: PrivateProfile;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateProfile();
  const form = useZodForm(updateProfileInputSchema, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ? formatPhone(profile.phone) : "",
    },
  });
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      describeError={(reason) => `Failed to update profile: ${reason}`}
      onSubmit={async (values) => onSaved((await update.mutateAsync(values)).message)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="firstName" label="First name" autoComplete="given-name" />
        <InputField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <InputField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="(xxx) xxx-xxxx"
      />
      <SubmitButton busyLabel="Saving…">Save Changes</SubmitButton>
    </Form>
  );
}
