import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { confirmationPath } from "../../../config/paths.ts";
import { useBookingPayment } from "../api/get-booking-payment.ts";
import { paymentStatusText } from "../payment-status.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";
import { CancellationTerms } from "./cancellation-terms.tsx";
import { CheckoutButton } from "./checkout-button.tsx";
import { PaymentLoader } from "./payment-loader.tsx";
import { PriceBreakdown } from "./price-breakdown.tsx";

interface PaymentPanelProps {
  bookingId: string;
  /** A pending request or a confirmed seat on a trip to come: it can still be paid and cancelled. */
  isToCome: boolean;
  /** A confirmed seat on a trip to come: pay at pickup confirms it (nothing paid online) and shows the summary. */
  isConfirmed: boolean;
}

/**
 * Paying what the booking asks next: 'Confirm and Pay' on the provider's page (card), or
 * at pickup, where nothing is paid online, 'Confirm: pay the driver at pickup' to the summary.
 */
function PayAction({
  payment,
  isToCome,
  isConfirmed,
}: { payment: BookingPayment } & Omit<PaymentPanelProps, "bookingId">) {
  if (payment.method === "card") {
    if (payment.status === "awaiting_payment") {
      return isToCome ? <CheckoutButton bookingId={payment.bookingId} /> : null;
    }
    return payment.entries.length > 0 ? (
      <ButtonLink to={confirmationPath(payment.bookingId)} variant="outline">
        {PAYMENT_TEXT.viewReceipt}
      </ButtonLink>
    ) : null;
  }
  // at pickup nothing is paid online: the button says so, and what it does
  if (!isConfirmed) return null;
  return (
    <div className="space-y-2">
      <ButtonLink to={confirmationPath(payment.bookingId)} aria-describedby="confirm-at-pickup-hint">
        {PAYMENT_MESSAGES.confirmAtPickup}
      </ButtonLink>
      <p id="confirm-at-pickup-hint" className="text-sm text-slate-600">
        {PAYMENT_MESSAGES.confirmAtPickupHint}
      </p>
    </div>
  );
}

/**
 * 'Confirm and Pay': the price breakdown from the server, where the money
 * stands in words, the cancellation terms as they apply to this booking, a previous
 * decline, and the way to pay: on the provider's page (card) or to the driver at pickup.
 */
export function PaymentPanel({ bookingId, isToCome, isConfirmed }: PaymentPanelProps) {
  const query = useBookingPayment(bookingId);
  return (
    <section
      aria-labelledby="payment-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="payment-title" className="text-xl font-semibold text-slate-900">
        {PAYMENT_TEXT.statusTitle}
      </h2>
      <PaymentLoader payment={query}>
        {(payment) => (
          <>
            <PriceBreakdown breakdown={payment.breakdown} method={payment.method} />
            <p className="text-sm font-medium text-slate-900">{paymentStatusText(payment, { isToCome })}</p>
            {payment.failure && payment.status === "awaiting_payment" ? (
              <Alert tone="error">
                <p>
                  {PAYMENT_TEXT.previousAttempt} {payment.failure}
                </p>
              </Alert>
            ) : null}
            {isToCome && payment.method === "pay_at_pickup" && payment.status !== "none" ? (
              <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
                {PAYMENT_MESSAGES.payAtPickup}
              </p>
            ) : null}
            {isToCome ? <CancellationTerms payment={payment} /> : null}
            <PayAction payment={payment} isToCome={isToCome} isConfirmed={isConfirmed} />
          </>
        )}
      </PaymentLoader>
    </section>
  );
}
