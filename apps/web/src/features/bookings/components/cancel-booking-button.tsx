import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { ReactNode } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import type { Outcome } from "../../../components/ui/outcome-message.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { BOOKING_TEXT } from "../booking-text.ts";

/** What cancelling a confirmed seat gives back, shown in its dialog (the screen passes the payments' notice). */
export type CancelTerms = (bookingId: string) => ReactNode;

interface CancelBookingButtonProps {
  bookingId: string;
  /** The card's title: the button is described by the trip it cancels. */
  titleId: string;
  /** A confirmed seat (refunded per the Terms) rather than a pending request. */
  isConfirmed: boolean;
  /** For a confirmed seat: what comes back if the rider cancels now. */
  cancelTerms?: CancelTerms;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * 'Cancel' on a pending request or a confirmed seat, asked again in a dialog; for a
 * confirmed seat the dialog says what comes back (the Terms: domain/payments.ts). The list
 * then says what happened.
 */
export function CancelBookingButton({
  bookingId,
  titleId,
  isConfirmed,
  cancelTerms,
  onOutcome,
}: CancelBookingButtonProps) {
  const cancelBooking = useCancelBooking();
  const text = isConfirmed ? BOOKING_TEXT.cancelSeat : BOOKING_TEXT.cancelPending;
  return (
    <ConfirmDialog
      trigger={{ label: BOOKING_TEXT.cancelRequest, describedBy: titleId, variant: "outline" }}
      title={text.title}
      confirm={{ label: text.confirm, variant: "danger" }}
      cancelLabel={text.keep}
      busyLabel={BOOKING_TEXT.processing}
      onConfirm={async () => {
        await cancelBooking.mutateAsync(bookingId);
        onOutcome({
          tone: "success",
          message: isConfirmed ? BOOKING_MESSAGES.seatCancelled : BOOKING_MESSAGES.cancelled,
        });
      }}
      describeError={(error) =>
        // a request answered meanwhile (or a trip that left) says so; anything else is the catalogue's failure
        error instanceof ApiError && error.status === 409 ? error.message : BOOKING_MESSAGES.cancelFailed
      }
    >
      {isConfirmed ? (
        <div className="space-y-3">
          {cancelTerms?.(bookingId)}
          <p className="text-sm text-slate-700">{BOOKING_TEXT.cancelSeat.body}</p>
        </div>
      ) : (
        <p className="text-slate-700">{BOOKING_TEXT.cancelPending.body}</p>
      )}
    </ConfirmDialog>
  );
}
