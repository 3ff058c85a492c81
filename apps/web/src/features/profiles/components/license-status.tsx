import { LICENSE_HINT, licenseFileError } from "@campusride/shared/domain/license-file";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { useState } from "react";
import { LicenseFileField } from "../../../components/license-file-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUploadLicense } from "../api/upload-license.ts";

/** The driver license's state, and the picker that uploads (or replaces) it at once. */
export function LicenseStatus({ profile }: { profile: PrivateProfile }) {
  const upload = useUploadLicense();
  const [fileError, setFileError] = useState<string | undefined>();

  function choose(file: File | null) {
    if (!file) return;
    const error = licenseFileError(file);
    setFileError(error);
    if (!error) upload.mutate(file);
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
            hint={LICENSE_HINT}
            disabled={upload.isPending}
            onFileChange={choose}
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
