import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { cancellationTermsSentence } from "../payment-status.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";

/** The Terms as they apply to this booking: free until FREE_CANCELLATION_HOURS before departure, then LATE_CANCELLATION_REFUND_PERCENT back. */
export function CancellationTerms({ payment }: { payment: BookingPayment }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{PAYMENT_TEXT.termsTitle}</h3>
      <p className="mt-1 text-sm text-slate-800">{cancellationTermsSentence(payment)}</p>
    </div>
  );
}
