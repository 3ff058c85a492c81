import { type ActiveRole, type PrivateProfile } from "@campusride/shared/schemas/profile";
import { PROFILE_MESSAGES } from "@campusride/shared/messages";
import { ROLE_LABELS } from "@campusride/shared/schemas/signup";
import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { EditToggle, ProfileSection } from "./profile-section.tsx";

const ROLE_NAMES: Record<ActiveRole, string> = { rider: "Rider", driver: "Driver" };

/** Account Information with its Edit toggle. */
interface AccountCardProps {
  profile: PrivateProfile;
  activeRole: ActiveRole;
  /** Called after a successful save (the screen refreshes the session's name). */
  onSaved?: () => void;
}

export function AccountCard({ profile, activeRole, onSaved }: AccountCardProps) {
  const [isEditing, setEditing] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();

  function toggle() {
    setForm({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? "" });
    setErrors({});
    setEditing((open) => !open);
    setSuccess(null);
    update.reset();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const nextErrors: Record<string, string> = {};
    if (form.firstName.trim() === "") nextErrors.firstName = PROFILE_MESSAGES.firstNameRequired;
    if (form.lastName.trim() === "") nextErrors.lastName = PROFILE_MESSAGES.lastNameRequired;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    const result = await update.mutateAsync(form).catch(() => null);
    if (result) {
      setSuccess(result.message);
      setEditing(false);
      onSaved?.();
    }
  }

  return (
    <ProfileSection
      id="account-title"
      title="Account Information"
      action={<EditToggle isEditing={isEditing} onClick={toggle} />}
      success={success}
    >
      {isEditing ? (
        <form noValidate onSubmit={save} className="mt-4 space-y-4">
          {update.isError ? (
            <Alert tone="error">{`Failed to update profile: ${errorMessage(update.error)}`}</Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              error={errors.firstName}
              value={form.firstName}
              onValueChange={(firstName) => setForm({ ...form, firstName })}
            />
            <TextField
              label="Last name"
              error={errors.lastName}
              value={form.lastName}
              onValueChange={(lastName) => setForm({ ...form, lastName })}
            />
          </div>
          <TextField
            label="Phone (optional)"
            type="tel"
            placeholder="(xxx) xxx-xxxx"
            value={form.phone}
            onValueChange={(phone) => setForm({ ...form, phone })}
          />
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save Changes"}
          </Button>
        </form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Item label="Name" value={`${profile.firstName} ${profile.lastName}`} />
          <Item label="Email" value={profile.email} />
          <Item label="Phone" value={profile.phone ?? "Not provided"} />
          <Item label="Account type" value={ROLE_LABELS[profile.userType]} />
          {profile.userType === "both" ? (
            <Item label="Currently acting as" value={ROLE_NAMES[activeRole]} />
          ) : null}
          {profile.university ? <Item label="University" value={profile.university} /> : null}
        </dl>
      )}
    </ProfileSection>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}
