import { formatCents } from "@campusride/shared/domain/money";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { formatMoment } from "../../lib/date-time-format.ts";

/**
 * Where a booking's money stands, in one sentence for its rider: authorised, paid, owed
 * at pickup, refunded in full or in part. Amounts come from the server's summary. A
 * request still to ride at pickup owes nothing yet (until the driver approves): it is
 * told how it will pay rather than that there is nothing to pay.
 */
export function paymentStatusText(
  { method, status, breakdown, summary }: BookingPayment,
  { isToCome = false }: { isToCome?: boolean } = {},
): string {
  const isCard = method === "card";
  switch (status) {
    case "awaiting_payment":
      return PAYMENT_MESSAGES.awaitingPayment;
    case "authorised":
      return PAYMENT_MESSAGES.authorised(formatCents(summary.heldCents || breakdown.totalCents));
    case "owed_at_pickup":
      return PAYMENT_MESSAGES.owedAtPickup(formatCents(summary.owedAtPickupCents));
    case "charged":
    case "settled":
    case "paid_out":
      return isCard
        ? PAYMENT_MESSAGES.charged(formatCents(summary.chargedCents))
        : PAYMENT_MESSAGES.paidAtPickup(formatCents(summary.riderPaidCents));
    case "released":
      return PAYMENT_MESSAGES.released;
    case "refunded":
      return isCard
        ? PAYMENT_MESSAGES.refunded(formatCents(summary.refundedCents))
        : PAYMENT_MESSAGES.nothingToPay;
    case "partially_refunded":
      return isCard
        ? PAYMENT_MESSAGES.partiallyRefunded(
            formatCents(summary.refundedCents),
            formatCents(summary.chargedCents - summary.refundedCents),
          )
        : PAYMENT_MESSAGES.lateFeeOwed(formatCents(summary.owedAtPickupCents));
    case "none":
      return isToCome && !isCard ? PAYMENT_MESSAGES.payAtPickup : PAYMENT_MESSAGES.nothingToPay;
  }
}

/** What cancelling now gives back (card) or leaves owed (at pickup), as the cancel dialog says it. */
export function refundIfCancelledText({ method, breakdown, cancellation }: BookingPayment): string {
  const refund = cancellation.refundIfCancelledNowCents;
  if (method === "card") return PAYMENT_MESSAGES.refundIfCancelled(formatCents(refund));
  const kept = breakdown.totalCents - refund;
  return kept > 0
    ? PAYMENT_MESSAGES.owedIfCancelled(formatCents(kept))
    : PAYMENT_MESSAGES.nothingOwedIfCancelled;
}

/** "Free cancellation until …. After that, half back …", or once the free window is over, "Free cancellation ended …". */
export function cancellationTermsSentence(
  { cancellation }: Pick<BookingPayment, "cancellation">,
  now = Date.now(),
) {
  const { freeUntil } = cancellation;
  const when = formatMoment(freeUntil);
  return new Date(freeUntil).getTime() >= now
    ? `${PAYMENT_MESSAGES.freeUntil(when)} ${PAYMENT_MESSAGES.lateTerms}`
    : PAYMENT_MESSAGES.freeEnded(when);
}
