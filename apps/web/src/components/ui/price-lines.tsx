import { formatCents } from "@campusride/shared/domain/money";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { seatsText } from "../../lib/trip-format.ts";

export interface PriceLinesProps {
  seats: number;
  driverPricePerSeatCents: number;
  /** The driver's price × seats. */
  driverPriceCents: number;
  feeCents: number;
  totalCents: number;
  /** Paid to the driver at pickup: the fee is waived, and its line says so. */
  isFeeWaived: boolean;
}

/**
 * A price as its lines: the driver's price × seats, CampusRide's fee ($0.00 and why, when
 * it is waived at pickup), the total. Before a request and after it, the same lines.
 */
export function PriceLines({
  seats,
  driverPricePerSeatCents,
  driverPriceCents,
  feeCents,
  totalCents,
  isFeeWaived,
}: PriceLinesProps) {
  return (
    <dl className="mt-2 divide-y divide-slate-200 text-sm">
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-700">
          {PAYMENT_MESSAGES.driverPrice(formatCents(driverPricePerSeatCents), seatsText(seats))}
        </dt>
        <dd className="font-semibold text-slate-900">{formatCents(driverPriceCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-700">
          {isFeeWaived ? PAYMENT_MESSAGES.feeWaivedLine : PAYMENT_MESSAGES.fee}
        </dt>
        <dd className="font-semibold text-slate-900">{formatCents(feeCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-2 text-base">
        <dt className="font-semibold text-slate-900">{PAYMENT_MESSAGES.total}</dt>
        <dd className="font-bold text-slate-900">{formatCents(totalCents)}</dd>
      </div>
    </dl>
  );
}
