import type { RiderBooking } from "@campusride/shared/schemas/bookings";

/**
 * What a booking costs the rider, as the server priced it at the request: the driver's
 * price plus CampusRide's fee by card, the driver's price alone at pickup. A booking made
 * before the price was stored was paid at pickup: the driver's price × seats, as the
 * server counts it too.
 */
export function riderTotalCents(booking: Pick<RiderBooking, "priceCents" | "totalPriceCents">): number {
  return booking.priceCents ?? booking.totalPriceCents;
}
