import { LICENSE_REVIEW_MESSAGES } from "@campusride/shared/messages";
import { Inbox } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { usePendingLicenses } from "../api/get-pending-licenses.ts";
import { LicenseReviewCard } from "./license-review-card.tsx";

/**
 * The admin's queue of driver licenses waiting for review, oldest first. What became of
 * the last verify or reject is told above it (the reviewed card leaves the list, so focus
 * moves to that message).
 */
export function LicenseQueue() {
  const licenses = usePendingLicenses();
  const { message, setOutcome } = useOutcome();

  if (licenses.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading licenses…
      </p>
    );
  }
  if (licenses.isError) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{`${LICENSE_REVIEW_MESSAGES.queueLoadFailed} ${errorMessage(licenses.error)}`}</Alert>
        <Button variant="outline" onClick={() => void licenses.refetch()} disabled={licenses.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {message}
      {licenses.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center">
          <Inbox aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-800">{LICENSE_REVIEW_MESSAGES.queueEmpty}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {licenses.data.length === 1
              ? "1 license waiting, oldest first"
              : `${licenses.data.length} licenses waiting, oldest first`}
          </p>
          <ul className="space-y-6">
            {licenses.data.map((license) => (
              <li key={license.licenseId}>
                <LicenseReviewCard license={license} onReviewed={setOutcome} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
