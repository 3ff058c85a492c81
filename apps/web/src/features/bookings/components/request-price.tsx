import { formatCents } from "@campusride/shared/domain/money";
import { bookingPriceOf, chargesFee, feeCents, type PaymentMethod } from "@campusride/shared/domain/payments";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { PriceLines } from "../../../components/ui/price-lines.tsx";
import { seatsText } from "../../../lib/trip-format.ts";

interface RequestPriceProps {
  /** The driver's price per seat. */
  driverPricePerSeatCents: number;
  seats: number;
  /** How riders pay on this CampusRide; not known yet while it loads. */
  method: PaymentMethod | undefined;
}

/**
 * Before the rider sends a request: what it costs, itemised as the receipt will be (the
 * driver's price × seats, CampusRide's fee, by card only, and the total), and how it is paid.
 * Until the way of paying is known, only the driver's price is shown.
 */
export function RequestPrice({ driverPricePerSeatCents, seats, method }: RequestPriceProps) {
  const shownSeats = Math.max(seats, 0);
  const price = bookingPriceOf(method ?? "pay_at_pickup", driverPricePerSeatCents, shownSeats);
  return (
    <section aria-labelledby="request-price-title" className="rounded-xl bg-brand-50 p-4 text-brand-900">
      <h2 id="request-price-title" className="text-base font-semibold text-slate-900">
        {PAYMENT_MESSAGES.priceTitle}
      </h2>
      {method ? (
        <>
          <PriceLines
            seats={shownSeats}
            driverPricePerSeatCents={driverPricePerSeatCents}
            driverPriceCents={price.driverPriceCents}
            feeCents={feeCents(price)}
            totalCents={price.totalCents}
            isFeeWaived={!chargesFee(method)}
          />
          <p className="mt-2 text-sm font-medium">
            {chargesFee(method)
              ? PAYMENT_MESSAGES.totalByCard(formatCents(price.totalCents))
              : PAYMENT_MESSAGES.totalAtPickup(formatCents(price.totalCents))}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm">
          {PAYMENT_MESSAGES.driverPrice(formatCents(driverPricePerSeatCents), seatsText(shownSeats))}
        </p>
      )}
    </section>
  );
}
