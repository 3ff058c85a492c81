import { formatCents } from "@campusride/shared/domain/money";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { useEffect, useState } from "react";
import { formatMoment } from "../../../lib/date-time-format.ts";
import { useBookingPayment } from "../api/get-booking-payment.ts";
import { paymentStatusText } from "../payment-status.ts";
import { PAYMENT_TEXT, entryLabel } from "../payment-text.ts";
import { PaymentLoader } from "./payment-loader.tsx";
import { PriceBreakdown } from "./price-breakdown.tsx";

/** Back from the provider's page, its webhook may lag: the receipt asks again this often… */
export const RECEIPT_POLL_MS = 2_000;
/** …for up to this long. */
export const RECEIPT_POLL_FOR_MS = 60_000;

/** What the live region says: the money's status, or that the payment is still on its way. */
function statusLine(payment: BookingPayment, isToCome: boolean, hasStoppedWaiting: boolean): string {
  if (payment.status !== "awaiting_payment") return paymentStatusText(payment, { isToCome });
  return hasStoppedWaiting ? PAYMENT_MESSAGES.stillConfirming : PAYMENT_TEXT.waitingForProvider;
}

function ReceiptLines({ payment }: { payment: BookingPayment }) {
  const { summary } = payment;
  return (
    <>
      {summary.refundedCents > 0 || summary.owedAtPickupCents > 0 ? (
        <dl className="divide-y divide-slate-200 text-sm">
          {summary.refundedCents > 0 ? (
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-700">{PAYMENT_TEXT.refundLine}</dt>
              <dd className="font-semibold text-slate-900">{formatCents(summary.refundedCents)}</dd>
            </div>
          ) : null}
          {summary.owedAtPickupCents > 0 ? (
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-700">{PAYMENT_TEXT.owedLine}</dt>
              <dd className="font-semibold text-slate-900">{formatCents(summary.owedAtPickupCents)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {payment.entries.length > 0 ? (
        <div>
          <h3 id="receipt-lines-title" className="text-base font-semibold text-slate-900">
            {PAYMENT_TEXT.receiptLines}
          </h3>
          <ol aria-labelledby="receipt-lines-title" className="mt-2 divide-y divide-slate-200 text-sm">
            {payment.entries.map((entry, index) => (
              <li
                key={`${entry.step}-${entry.to}-${index}`}
                className="flex flex-wrap justify-between gap-x-4 py-2"
              >
                <span className="text-slate-800">
                  {entryLabel(entry)}
                  <span className="block text-xs text-slate-600">
                    <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
                  </span>
                </span>
                <span className="font-semibold text-slate-900">{formatCents(entry.amountCents)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}

/**
 * The receipt after 'Confirm and Pay' (/dashboard/confirmation, docs/product/payments.md#confirm-and-pay): where the money
 * stands in words, the amounts and the ledger's entries as dated lines. While the payment
 * is still awaited (the provider's webhook may arrive after the rider), it is read again
 * every 2 s for up to a minute, and a polite live region tells what arrives.
 */
export function PaymentReceipt({
  bookingId,
  isToCome = false,
}: {
  bookingId: string;
  /** A pending request or a confirmed seat on a trip to come (nothing owed yet at pickup is not 'nothing to pay'). */
  isToCome?: boolean;
}) {
  const [hasStoppedWaiting, setStoppedWaiting] = useState(false);
  const query = useBookingPayment(bookingId, (payment) =>
    payment?.status === "awaiting_payment" && !hasStoppedWaiting ? RECEIPT_POLL_MS : false,
  );
  const isAwaiting = query.data?.status === "awaiting_payment";
  useEffect(() => {
    if (!isAwaiting) return;
    const timer = setTimeout(() => setStoppedWaiting(true), RECEIPT_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [isAwaiting]);
  return (
    <section
      aria-labelledby="receipt-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="receipt-title" className="text-xl font-semibold text-slate-900">
        {PAYMENT_TEXT.receiptTitle}
      </h2>
      <PaymentLoader payment={query}>
        {(payment) => (
          <>
            <div
              role="status"
              aria-live="polite"
              className="space-y-1 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
            >
              <p className="font-semibold">{statusLine(payment, isToCome, hasStoppedWaiting)}</p>
              {payment.method === "pay_at_pickup" && payment.status !== "none" ? (
                <p>{PAYMENT_MESSAGES.payAtPickup}</p>
              ) : null}
            </div>
            <PriceBreakdown breakdown={payment.breakdown} method={payment.method} />
            <ReceiptLines payment={payment} />
          </>
        )}
      </PaymentLoader>
    </section>
  );
}
