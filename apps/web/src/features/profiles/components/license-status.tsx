import { LICENSE_HINT, licenseFileError } from "@campusride/shared/domain/license-file";
import { LICENSE_REVIEW_MESSAGES } from "@campusride/shared/messages";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import clsx from "clsx";
import { useState } from "react";
import { LicenseFileField } from "../../../components/license-file-field.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUploadLicense } from "../api/upload-license.ts";

type LicenseStatusValue = PrivateProfile["licenseStatus"];

const STATUS_STYLES: Record<LicenseStatusValue, string> = {
  none: "text-slate-900",
  pending: "text-amber-800",
  verified: "text-brand-800",
  rejected: "text-red-700",
};

const UPLOAD_LABELS: Record<LicenseStatusValue, string> = {
  none: "Upload driver license",
  pending: "Replace driver license",
  verified: "Replace driver license",
  rejected: LICENSE_REVIEW_MESSAGES.reupload,
};

/**
 * Where the driver license stands in the admins' review (none, pending, verified,
 * rejected with the reason), and the picker that uploads or replaces it at once. A new
 * upload goes back to pending review; a verified license is not offered for replacing.
 */
export function LicenseStatus({ profile }: { profile: PrivateProfile }) {
  const upload = useUploadLicense();
  const [fileError, setFileError] = useState<string | undefined>();
  const status = profile.licenseStatus;
  const isVerified = status === "verified";

  function choose(file: File | null) {
    if (!file) return;
    const error = licenseFileError(file);
    setFileError(error);
    if (!error) upload.mutate(file);
  }

  return (
    <div className="mt-6 space-y-3 border-t border-slate-200 pt-4">
      <p className="text-sm">
        <span className="font-medium text-slate-600">Driver license: </span>
        <span className={clsx("font-semibold", STATUS_STYLES[status])}>
          {LICENSE_REVIEW_MESSAGES[status]}
        </span>
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
      {status === "rejected" ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>
            <span className="font-semibold">{LICENSE_REVIEW_MESSAGES.reasonLabel}: </span>
            {profile.licenseRejectionReason}
          </p>
          <p className="mt-1">{LICENSE_REVIEW_MESSAGES.reuploadHint}</p>
        </div>
      ) : null}
      {!isVerified ? (
        <div>
          <LicenseFileField
            label={UPLOAD_LABELS[status]}
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
