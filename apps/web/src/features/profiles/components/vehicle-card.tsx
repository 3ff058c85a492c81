import { LIMITS } from "@campusride/shared/limits";
import { type PrivateProfile } from "@campusride/shared/schemas/profile";
import { PROFILE_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { carDetailsSchema } from "@campusride/shared/schemas/vehicle";
import { isDriverType } from "@campusride/shared/schemas/signup";
import { Car, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { CarFields, EMPTY_CAR, type CarValues } from "../../../components/car-fields.tsx";
import { LicenseFileField } from "../../../components/license-file-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUpdateVehicle } from "../api/update-profile.ts";
import { useUploadLicense } from "../api/upload-license.ts";
import { EditToggle, ProfileSection } from "./profile-section.tsx";

function carOf(profile: PrivateProfile): CarValues {
  if (!profile.carMake) return EMPTY_CAR;
  return {
    carMake: profile.carMake,
    carModel: profile.carModel ?? "",
    carYear: profile.carYear ? String(profile.carYear) : "",
    carColor: profile.carColor ?? "",
  };
}

/** Vehicle Information: details, Edit or 'Add Vehicle Information', and the driver license. */
export function VehicleCard({ profile }: { profile: PrivateProfile }) {
  const hasVehicle = Boolean(profile.carMake);
  const [isEditing, setEditing] = useState(false);
  const [car, setCar] = useState<CarValues>(carOf(profile));
  const [error, setError] = useState<string | undefined>();
  const [success, setSuccess] = useState<string | null>(null);
  const update = useUpdateVehicle();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!carDetailsSchema.safeParse(car).success) {
      setError(PROFILE_MESSAGES.driverCarOnUpdate);
      return;
    }
    setError(undefined);
    const result = await update.mutateAsync({ ...car, carYear: Number(car.carYear) }).catch(() => null);
    if (result) {
      setSuccess(result.message);
      setEditing(false);
    }
  }

  function toggle() {
    setEditing((open) => !open);
    setCar(carOf(profile));
    setError(undefined);
    setSuccess(null);
    update.reset();
  }

  return (
    <ProfileSection
      id="vehicle-title"
      title="Vehicle Information"
      action={hasVehicle ? <EditToggle isEditing={isEditing} onClick={toggle} /> : null}
      success={success}
    >
      {isEditing ? (
        <form noValidate onSubmit={save} className="mt-4 space-y-4">
          {update.isError ? (
            <Alert tone="error">{`Failed to update car details: ${errorMessage(update.error)}`}</Alert>
          ) : null}
          <CarFields value={car} onChange={setCar} error={error} />
          <div className="flex gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save Vehicle"}
            </Button>
            {!hasVehicle ? (
              <Button variant="ghost" onClick={toggle}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : hasVehicle ? (
        <p className="mt-4 flex items-center gap-3 text-slate-800">
          <Car aria-hidden="true" className="size-5 text-brand-700" />
          {profile.carYear} {profile.carMake} {profile.carModel} · {profile.carColor}
        </p>
      ) : (
        <div className="mt-4">
          {isDriverType(profile.userType) ? (
            <p className="mb-3 text-sm text-slate-600">{PROFILE_MESSAGES.driverCarIncomplete}</p>
          ) : null}
          <Button onClick={toggle}>
            <Plus aria-hidden="true" className="size-4" />
            Add Vehicle Information
          </Button>
        </div>
      )}
      {isDriverType(profile.userType) ? <LicenseStatus profile={profile} /> : null}
    </ProfileSection>
  );
}

function LicenseStatus({ profile }: { profile: PrivateProfile }) {
  const upload = useUploadLicense();
  const [fileError, setFileError] = useState<string | undefined>();

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!/\.(jpe?g|png|pdf)$/i.test(file.name)) {
      setFileError(SIGNUP_MESSAGES.licenseType);
      return;
    }
    if (file.size >= LIMITS.licenseMaxBytes) {
      setFileError(SIGNUP_MESSAGES.licenseSize);
      return;
    }
    setFileError(undefined);
    await upload.mutateAsync(file).catch(() => null);
  }

  const status = profile.driverLicenseVerified
    ? "Verified"
    : profile.hasLicenseFile
      ? "Uploaded — verification takes about 24 hours"
      : "Not uploaded";

  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <p className="text-sm">
        <span className="font-medium text-slate-600">Driver license: </span>
        <span className="text-slate-900">{status}</span>
        {profile.hasLicenseFile ? (
          <>
            {" · "}
            <a
              href="/api/me/license"
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 hover:underline"
            >
              View uploaded file
            </a>
          </>
        ) : null}
      </p>
      {!profile.driverLicenseVerified ? (
        <div className="mt-3">
          <LicenseFileField
            label={profile.hasLicenseFile ? "Replace driver license" : "Upload driver license"}
            error={fileError ?? (upload.isError ? errorMessage(upload.error) : undefined)}
            hint="JPEG, PNG or PDF, under 5MB."
            disabled={upload.isPending}
            onFile={(file) => void choose(file)}
          />
          {upload.isSuccess ? (
            <Alert tone="success" className="mt-3">
              {upload.data.message}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
