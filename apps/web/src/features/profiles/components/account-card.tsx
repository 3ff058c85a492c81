import { formatPhone } from "@campusride/shared/domain/phone";
import type { ActiveRole, PrivateProfile } from "@campusride/shared/schemas/profile";
import { ROLE_LABELS } from "@campusride/shared/domain/user-types";
import { AccountForm } from "./account-form.tsx";
import { DetailItem, EditToggle, ProfileSection, useCardEditing } from "./profile-section.tsx";

const ROLE_NAMES: Record<ActiveRole, string> = { rider: "Rider", driver: "Driver" };

interface AccountCardProps {
  profile: PrivateProfile;
  activeRole: ActiveRole;
  /** Whether the account has a password (a stale session's phone change asks for it). */
  hasPassword?: boolean;
  /** Called after a successful save (the screen refreshes the session's name). */
  onSaved?: () => void;
}

/** Account Information with its Edit toggle. */
export function AccountCard({ profile, activeRole, hasPassword, onSaved }: AccountCardProps) {
  const editing = useCardEditing();
  return (
    <ProfileSection
      id="account-title"
      title="Account Information"
      action={<EditToggle isEditing={editing.isEditing} onClick={editing.toggle} />}
      success={editing.success}
    >
      {editing.isEditing ? (
        <AccountForm
          profile={profile}
          hasPassword={hasPassword}
          onSaved={(message) => {
            editing.saved(message);
            onSaved?.();
          }}
        />
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label="Name" value={`${profile.firstName} ${profile.lastName}`} />
          <DetailItem label="Email" value={profile.email} />
          <DetailItem label="Phone" value={profile.phone ? formatPhone(profile.phone) : "Not provided"} />
          <DetailItem label="Account type" value={ROLE_LABELS[profile.userType]} />
          {profile.userType === "both" ? (
            <DetailItem label="Currently acting as" value={ROLE_NAMES[activeRole]} />
          ) : null}
          {profile.university ? <DetailItem label="University" value={profile.university} /> : null}
        </dl>
      )}
    </ProfileSection>
  );
}
