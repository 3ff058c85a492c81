import { riderSeatPriceCents, type PaymentMethod } from "@campusride/shared/domain/payments";
import { SEARCH_MESSAGES } from "@campusride/shared/messages";

/**
 * What a rider pays per seat on a ride, and how to read it: by card the driver's price plus
 * CampusRide's fee; paid to the driver at pickup the driver's price, no fee. While the way
 * of paying is not known yet, the driver's price, with no word on a fee.
 */
export function seatPrice(
  ride: { pricePerSeatCents: number },
  method: PaymentMethod | undefined,
): { cents: number; note: string } {
  if (!method) return { cents: ride.pricePerSeatCents, note: SEARCH_MESSAGES.perSeat };
  return {
    cents: riderSeatPriceCents(method, ride.pricePerSeatCents),
    note: method === "card" ? SEARCH_MESSAGES.feeIncluded : SEARCH_MESSAGES.paidAtPickup,
  };
}
