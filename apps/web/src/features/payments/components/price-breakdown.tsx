import { formatCents } from "@campusride/shared/domain/money";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { seatsText } from "../../../lib/trip-format.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";

/** What the booking costs, as the server computed it: the driver's price × seats, CampusRide's fee, the total. */
export function PriceBreakdown({ breakdown }: { breakdown: BookingPayment["breakdown"] }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{PAYMENT_TEXT.priceTitle}</h3>
      <dl className="mt-2 divide-y divide-slate-200 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-700">
            {PAYMENT_TEXT.driverPrice(
              formatCents(breakdown.driverPricePerSeatCents),
              seatsText(breakdown.seats),
            )}
          </dt>
          <dd className="font-semibold text-slate-900">{formatCents(breakdown.driverPriceCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-700">{PAYMENT_TEXT.fee}</dt>
          <dd className="font-semibold text-slate-900">{formatCents(breakdown.feeCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2 text-base">
          <dt className="font-semibold text-slate-900">{PAYMENT_TEXT.total}</dt>
          <dd className="font-bold text-slate-900">{formatCents(breakdown.totalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
