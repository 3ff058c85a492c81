import type { PendingLicense } from "@campusride/shared/schemas/licenses";
import { ExternalLink } from "lucide-react";

/**
 * The uploaded file itself, from the admin-only address: an image as an image, a PDF in a
 * frame (the file's answer lets only this site frame it), and a link to open either whole.
 */
export function LicenseFilePreview({ license, name }: { license: PendingLicense; name: string }) {
  const isPdf = license.contentType === "application/pdf";
  const label = `Driver license uploaded by ${name}`;
  return (
    <div className="space-y-2">
      {isPdf ? (
        <iframe
          src={license.fileUrl}
          title={`${label} (PDF)`}
          className="h-96 w-full rounded-lg border border-slate-200 bg-slate-50"
        />
      ) : (
        <img
          src={license.fileUrl}
          alt={label}
          className="max-h-96 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
        />
      )}
      <a
        href={license.fileUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        {isPdf ? "Open PDF" : "Open image"} in a new tab
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
