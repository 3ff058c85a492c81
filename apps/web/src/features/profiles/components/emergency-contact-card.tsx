import { formatPhone } from "@campusride/shared/domain/phone";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { EmergencyContactForm } from "./emergency-contact-form.tsx";
import { EMERGENCY_CONTACT_ID } from "../../../lib/emergency-contact.ts";
import { DetailItem, EditToggle, ProfileSection, useCardEditing } from "./profile-section.tsx";

const NOT_GIVEN = "Not provided";

/** Emergency contact: who Share my trip tells, visible to its owner only. */
export function EmergencyContactCard({
  profile,
  hasPassword = true,
}: {
  profile: PrivateProfile;
  /** Whether the account has a password to confirm a change with (a stale session needs one). */
  hasPassword?: boolean;
}) {
  const editing = useCardEditing();
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  // Share my trip links here (/profile#emergency-contact): the card is drawn after the profile loads
  useEffect(() => {
    if (hash === `#${EMERGENCY_CONTACT_ID}`) card.current?.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <div id={EMERGENCY_CONTACT_ID} ref={card} className="scroll-mt-24">
      <ProfileSection
        id="emergency-contact-title"
        title="Emergency contact"
        action={<EditToggle isEditing={editing.isEditing} onClick={editing.toggle} />}
        success={editing.success}
      >
        <p className="mt-1 text-sm text-slate-600">
          Only you see this. When you share a trip, its read-only link is emailed to this address.
        </p>
        {editing.isEditing ? (
          <EmergencyContactForm profile={profile} hasPassword={hasPassword} onSaved={editing.saved} />
        ) : (
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <DetailItem label="Name" value={profile.emergencyContactName ?? NOT_GIVEN} />
            <DetailItem
              label="Phone"
              value={profile.emergencyContactPhone ? formatPhone(profile.emergencyContactPhone) : NOT_GIVEN}
            />
            <DetailItem label="Email" value={profile.emergencyContactEmail ?? NOT_GIVEN} />
          </dl>
        )}
      </ProfileSection>
    </div>
  );
}
