import { formatPhone } from "@campusride/shared/domain/phone";
import { emergencyContactInputSchema, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { PhoneField } from "../../../components/phone-field.tsx";
import { useRecentSignIn } from "../../../components/recent-sign-in.tsx";
import { EmailField, Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateEmergencyContact } from "../api/update-emergency-contact.ts";

/**
 * The emergency contact's name, phone and email; any may be left empty (or emptied). From
 * a browser signed in more than a day ago it takes the password first, as the phone does.
 */
export function EmergencyContactForm({
  profile,
  hasPassword = true,
  onSaved,
}: {
  profile: PrivateProfile;
  /** Whether the account has a password to confirm a sensitive change with. */
  hasPassword?: boolean;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateEmergencyContact();
  const { withRecentSignIn, dialog } = useRecentSignIn(hasPassword);
  const form = useZodForm(emergencyContactInputSchema, {
    defaultValues: {
      name: profile.emergencyContactName ?? "",
      phone: profile.emergencyContactPhone ? formatPhone(profile.emergencyContactPhone) : "",
      email: profile.emergencyContactEmail ?? "",
    },
  });
  return (
    <>
      <Form
        form={form}
        className="mt-4 space-y-4"
        describeError={(reason) => `Failed to update emergency contact: ${reason}`}
        onSubmit={async (values) => {
          const saved = await withRecentSignIn((currentPassword) =>
            update.mutateAsync({ ...values, currentPassword }),
          );
          onSaved(saved.message);
        }}
      >
        <InputField name="name" label="Name (optional)" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField label="Phone (optional)" autoComplete="off" />
          <EmailField
            label="Email (optional)"
            autoComplete="off"
            placeholder="name@example.com"
            hint="Share my trip sends the trip's link here."
          />
        </div>
        <SubmitButton busyLabel="Saving…">Save Emergency Contact</SubmitButton>
      </Form>
      {/* outside the form: a submit inside the dialog must not bubble into this one */}
      {dialog}
    </>
  );
}
