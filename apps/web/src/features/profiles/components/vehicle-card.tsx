import { PROFILE_MESSAGES } from "@campusride/shared/messages";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { isDriverType } from "@campusride/shared/domain/user-types";
import { Car, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { LicenseStatus } from "./license-status.tsx";
import { EditToggle, ProfileSection, useCardEditing } from "./profile-section.tsx";
import { VehicleForm } from "./vehicle-form.tsx";

/** Vehicle Information: details, Edit or 'Add Vehicle Information', and the driver license. */
export function VehicleCard({ profile }: { profile: PrivateProfile }) {
  const hasVehicle = Boolean(profile.carMake);
  const editing = useCardEditing();

  return (
    <ProfileSection
      id="vehicle-title"
      title="Vehicle Information"
      action={hasVehicle ? <EditToggle isEditing={editing.isEditing} onClick={editing.toggle} /> : null}
      success={editing.success}
    >
      {editing.isEditing ? (
        <VehicleForm
          profile={profile}
          onSaved={editing.saved}
          onCancel={hasVehicle ? undefined : editing.toggle}
        />
      ) : hasVehicle ? (
        <p className="mt-4 flex items-center gap-3 text-slate-800">
          <Car aria-hidden="true" className="size-5 text-brand-700" />
          {profile.carYear} {profile.carMake} {profile.carModel} · {profile.carColor}
          {profile.licensePlate ? ` · Plate ${profile.licensePlate}` : null}
        </p>
      ) : (
        <div className="mt-4">
          {isDriverType(profile.userType) ? (
            <p className="mb-3 text-sm text-slate-600">{PROFILE_MESSAGES.driverCarIncomplete}</p>
          ) : null}
          <Button onClick={editing.toggle}>
            <Plus aria-hidden="true" className="size-4" />
            Add Vehicle Information
          </Button>
        </div>
      )}
      {isDriverType(profile.userType) ? <LicenseStatus profile={profile} /> : null}
    </ProfileSection>
  );
}
