import { formatPhone } from "@campusride/shared/domain/phone";
import { emergencyContactInputSchema, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { EmailField, Form, InputField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { useUpdateEmergencyContact } from "../api/update-emergency-contact.ts";

/** The emergency contact's name, phone and email; any may be left empty (or emptied). */
export function EmergencyContactForm({
  profile,
  onSaved,
}: {
  profile: PrivateProfile;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateEmergencyContact();
  const form = useZodForm(emergencyContactInputSchema, {
    defaultValues: {
      name: profile.emergencyContactName ?? "",
      phone: profile.emergencyContactPhone ? formatPhone(profile.emergencyContactPhone) : "",
      email: profile.emergencyContactEmail ?? "",
    },
  });
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      describeError={(reason) => `Failed to update emergency contact: ${reason}`}
      onSubmit={async (values) => onSaved((await update.mutateAsync(values)).message)}
    >
      <InputField name="name" label="Name (optional)" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="off"
          placeholder="(xxx) xxx-xxxx"
        />
        <EmailField
          label="Email (optional)"
          autoComplete="off"
          placeholder="name@example.com"
          hint="Share my trip sends the trip's link here."
        />
      </div>
      <SubmitButton busyLabel="Saving…">Save Emergency Contact</SubmitButton>
    </Form>
  );
}
