import { riderPriceCents } from "@campusride/shared/domain/pricing";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";

export interface PriceBreakdown {
  /** The driver's price per seat. */
  driverPerSeatCents: number;
  /** The driver's price × seats (spec §3 total_price). */
  driverTotalCents: number;
  /** CampusRide's fee on top. */
  feeCents: number;
  /** What the rider pays. */
  totalCents: number;
}

/**
 * What a booking costs the rider and how that splits: the fee-inclusive price stored with
 * the booking, or for a booking made before it was stored, the rider price per seat × seats.
 */
export function priceBreakdown(booking: RiderBooking): PriceBreakdown {
  const totalCents =
    booking.priceCents ?? riderPriceCents(booking.ride.pricePerSeatCents) * booking.seatsRequested;
  return {
    driverPerSeatCents: booking.ride.pricePerSeatCents,
    driverTotalCents: booking.totalPriceCents,
    feeCents: totalCents - booking.totalPriceCents,
    totalCents,
  };
}
