import { approveQuestion, notEnoughSeatsMessage, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripRequest } from "@campusride/shared/schemas/bookings";
import { TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useApproveBooking } from "../../api/approve-booking.ts";
import { useRejectBooking } from "../../api/reject-booking.ts";
import { TRIP_TEXT, rejectQuestion } from "../../trip-text.ts";

interface DecisionDialogProps {
  decision: "approve" | "reject";
  request: TripRequest;
  /** The trip's seats left now: Approve is refused when the request needs more. */
  seatsRemaining: number;
  /** Told what happened once the request is answered (it moves to another list). */
  onDone: (message: string) => void;
}

/** The server's refusal (409 'You only have N seats…', 'Only pending requests…'), else the catalogue's failure text. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/**
 * Approve or Reject a request after a confirmation (docs/product/trips.md#requests-page): the question, for Approve
 * the 'Warning: Not enough seats' with Approve disabled, Cancel, and 'Processing...'.
 */
export function DecisionDialog({ decision, request, seatsRemaining, onDone }: DecisionDialogProps) {
  const approve = useApproveBooking();
  const reject = useRejectBooking();
  const isApprove = decision === "approve";
  const mutation = isApprove ? approve : reject;
  const name = `${request.rider.firstName} ${request.rider.lastName}`;
  const seats = request.seatsRequested;
  const isShort = isApprove && seatsRemaining < seats;
  const verb = isApprove ? "Approve" : "Reject";
  return (
    <ConfirmDialog
      trigger={{ label: verb, ariaLabel: `${verb} ${name}`, variant: isApprove ? "primary" : "outline" }}
      title={`${verb} Request`}
      confirm={{ label: verb, variant: isApprove ? "primary" : "danger", disabled: isShort }}
      busyLabel={TRIP_TEXT.processing}
      onConfirm={async () => {
        await mutation.mutateAsync(request.id);
        onDone(isApprove ? TRIP_TEXT.approvedRequest(name) : TRIP_TEXT.rejectedRequest(name));
      }}
      describeError={(error) =>
        refusal(error, isApprove ? TRIP_MESSAGES.approveFailed : TRIP_MESSAGES.rejectFailed)
      }
    >
      <p className="text-slate-700">
        {isApprove ? approveQuestion(name, seats) : rejectQuestion(name, seats)}
      </p>
      {isShort ? (
        <div
          role="alert"
          className="mt-4 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{TRIP_MESSAGES.notEnoughSeatsWarning}</p>
            <p>{notEnoughSeatsMessage(seatsRemaining, seats)}</p>
          </div>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
