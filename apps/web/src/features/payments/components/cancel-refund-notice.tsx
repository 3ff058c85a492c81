import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { useBookingPayment } from "../api/get-booking-payment.ts";
import { cancellationTermsSentence, refundIfCancelledText } from "../payment-status.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";

/**
 * In the dialog that cancels a confirmed seat: what comes back if the rider cancels now
 * (the server's figure), and the Terms (PAYMENT_MESSAGES: free until FREE_CANCELLATION_HOURS
 * before departure, then part is kept for the driver).
 */
export function CancelRefundNotice({ bookingId }: { bookingId: string }) {
  const payment = useBookingPayment(bookingId);
  if (payment.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {PAYMENT_TEXT.loading}
      </p>
    );
  }
  if (payment.isError && !payment.data) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {PAYMENT_MESSAGES.loadFailed}
      </p>
    );
  }
  return (
    <div className="space-y-2 text-slate-700">
      <p className="font-semibold text-slate-900">{refundIfCancelledText(payment.data)}</p>
      <p className="text-sm">{cancellationTermsSentence(payment.data)}</p>
    </div>
  );
}
