import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import type { Outcome } from "../../../components/ui/outcome-message.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCancelBooking } from "../api/cancel-booking.ts";
import { BOOKING_TEXT } from "../booking-text.ts";

interface CancelBookingButtonProps {
  bookingId: string;
  /** The card's title: the button is described by the trip it cancels. */
  titleId: string;
  onOutcome: (outcome: Outcome) => void;
}

/** 'Cancel' on a pending request, asked again in a dialog; the list then says what happened. */
export function CancelBookingButton({ bookingId, titleId, onOutcome }: CancelBookingButtonProps) {
  const cancelBooking = useCancelBooking();
  return (
    <ConfirmDialog
      trigger={{ label: BOOKING_TEXT.cancelRequest, describedBy: titleId, variant: "outline" }}
      title={BOOKING_TEXT.cancelTitle}
      confirm={{ label: BOOKING_TEXT.confirmCancel, variant: "danger" }}
      cancelLabel={BOOKING_TEXT.keepRequest}
      busyLabel={BOOKING_TEXT.processing}
      onConfirm={async () => {
        await cancelBooking.mutateAsync(bookingId);
        onOutcome({ tone: "success", message: BOOKING_MESSAGES.cancelled });
      }}
      describeError={(error) =>
        // a request answered meanwhile says so; anything else is the spec's failure
        error instanceof ApiError && error.status === 409 ? error.message : BOOKING_MESSAGES.cancelFailed
      }
    >
      <p className="text-slate-700">{BOOKING_TEXT.cancelBody}</p>
    </ConfirmDialog>
  );
}
