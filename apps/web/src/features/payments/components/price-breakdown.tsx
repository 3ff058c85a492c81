import { chargesFee, type PaymentMethod } from "@campusride/shared/domain/payments";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { PriceLines } from "../../../components/ui/price-lines.tsx";

/**
 * What the booking costs, as the server computed it: the driver's price × seats,
 * CampusRide's fee (waived at pickup), the total.
 */
export function PriceBreakdown({
  breakdown,
  method,
}: {
  breakdown: BookingPayment["breakdown"];
  method: PaymentMethod;
}) {
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{PAYMENT_MESSAGES.priceTitle}</h3>
      <PriceLines
        seats={breakdown.seats}
        driverPricePerSeatCents={breakdown.driverPricePerSeatCents}
        driverPriceCents={breakdown.driverPriceCents}
        feeCents={breakdown.feeCents}
        totalCents={breakdown.totalCents}
        isFeeWaived={!chargesFee(method) && breakdown.feeCents === 0}
      />
    </div>
  );
}
