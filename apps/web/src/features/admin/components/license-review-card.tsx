import type { PendingLicense } from "@campusride/shared/schemas/licenses";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useVerifyLicense } from "../api/verify-license.ts";
import { LicenseFilePreview } from "./license-file-preview.tsx";
import { RejectLicenseDialog } from "./reject-license-dialog.tsx";
import type { Outcome as ReviewOutcome } from "../../../components/ui/outcome-message.tsx";
import { formatMoment } from "../../../lib/date-time-format.ts";

interface LicenseReviewCardProps {
  license: PendingLicense;
  onReviewed: (outcome: ReviewOutcome) => void;
}

/** One upload in the queue: who sent it and when, the file, Verify and Reject. */
export function LicenseReviewCard({ license, onReviewed }: LicenseReviewCardProps) {
  const verify = useVerifyLicense();
  const name = `${license.firstName} ${license.lastName}`;
  const headingId = `license-${license.licenseId}`;

  // awaited rather than mutate's callbacks: the card leaves the list (the queue is read
  // again) before those would run, and the outcome is told by the queue above it
  async function verifyLicense() {
    try {
      const { message } = await verify.mutateAsync({ userId: license.userId, licenseId: license.licenseId });
      onReviewed({ tone: "success", message: `${message} ${name} can now create trips.` });
    } catch (error) {
      onReviewed({ tone: "error", message: errorMessage(error) });
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="min-w-0 space-y-4">
          <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
            {name}
          </h2>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-medium text-slate-600">Email</dt>
              <dd className="break-all text-slate-900">{license.email}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">University</dt>
              <dd className="text-slate-900">{license.university ?? "Not given"}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Uploaded</dt>
              <dd className="text-slate-900">
                <time dateTime={license.uploadedAt}>{formatMoment(license.uploadedAt)}</time>
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void verifyLicense()} disabled={verify.isPending}>
              {verify.isPending ? "Verifying..." : "Verify"}
            </Button>
            <RejectLicenseDialog
              userId={license.userId}
              licenseId={license.licenseId}
              name={name}
              disabled={verify.isPending}
              onRejected={onReviewed}
            />
          </div>
        </div>
        <LicenseFilePreview license={license} name={name} />
      </div>
    </article>
  );
}
