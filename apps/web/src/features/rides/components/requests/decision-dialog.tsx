import { approveQuestion, notEnoughSeatsMessage, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripRequest } from "@campusride/shared/schemas/bookings";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, buttonStyles } from "../../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../../components/ui/dialog.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useApproveBooking } from "../../api/approve-booking.ts";
import { useRejectBooking } from "../../api/reject-booking.ts";
import { TRIP_TEXT, rejectQuestion } from "../../trip-text.ts";

interface DecisionDialogProps {
  decision: "approve" | "reject";
  request: TripRequest;
  /** The trip's seats left now: Approve is refused when the request needs more. */
  seatsRemaining: number;
}

/** The server's refusal (409 'You only have N seats…', 'Only pending requests…'), else the spec's failure text. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/**
 * Approve or Reject a request after a confirmation (spec §2): the question, for Approve
 * the 'Warning: Not enough seats' with Approve disabled, Cancel, and 'Processing...'.
 */
export function DecisionDialog({ decision, request, seatsRemaining }: DecisionDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const approve = useApproveBooking();
  const reject = useRejectBooking();
  const mutation = decision === "approve" ? approve : reject;
  const name = `${request.rider.firstName} ${request.rider.lastName}`;
  const seats = request.seatsRequested;
  const isShort = decision === "approve" && seatsRemaining < seats;
  const verb = decision === "approve" ? "Approve" : "Reject";

  function openChange(open: boolean) {
    if (mutation.isPending) return;
    setOpen(open);
    if (open) mutation.reset();
  }

  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger
        aria-label={`${verb} ${name}`}
        className={buttonStyles({ variant: decision === "approve" ? "primary" : "outline", size: "sm" })}
      >
        {verb}
      </DialogTrigger>
      <DialogContent title={`${verb} Request`}>
        <p className="text-slate-700">
          {decision === "approve" ? approveQuestion(name, seats) : rejectQuestion(name, seats)}
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
        {mutation.isError ? (
          <Alert tone="error" className="mt-4">
            {refusal(
              mutation.error,
              decision === "approve" ? TRIP_MESSAGES.approveFailed : TRIP_MESSAGES.rejectFailed,
            )}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={mutation.isPending} onClick={() => openChange(false)}>
            Cancel
          </Button>
          <Button
            variant={decision === "approve" ? "primary" : "danger"}
            disabled={mutation.isPending || isShort}
            onClick={() => mutation.mutate(request.id, { onSuccess: () => setOpen(false) })}
          >
            {mutation.isPending ? TRIP_TEXT.processing : verb}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
