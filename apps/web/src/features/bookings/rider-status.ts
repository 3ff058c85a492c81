import { BOOKING_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { BookingStatus, RiderBooking } from "@campusride/shared/schemas/bookings";
import { hasDeparted } from "../../lib/departure.ts";

/** A request's status as the rider reads it: its own, or that the driver cancelled the trip. */
export type RiderStatus = BookingStatus | "rideCancelled";

export const RIDER_STATUS_LABELS: Record<RiderStatus, string> = {
  pending: "Pending",
  approved: BOOKING_MESSAGES.confirmed,
  rejected: "Rejected",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Expired",
  no_show: "No-show",
  rideCancelled: TRIP_MESSAGES.rideCancelled,
};

type BookingOnRide = Pick<RiderBooking, "status" | "ride">;

/**
 * One status per request. A trip its driver cancelled comes first ('Ride
 * Cancelled', docs/product/bookings.md#states): the server leaves the trip's requests as they were, so a request can still
 * read 'Confirmed' on a trip that will not happen.
 */
export function riderStatusOf({ status, ride }: BookingOnRide): RiderStatus {
  return ride.status === "cancelled" ? "rideCancelled" : status;
}

/** The trip is still to happen: active and not yet left. */
function isRideToCome({ ride }: BookingOnRide, now: number): boolean {
  return ride.status === "active" && !hasDeparted(ride, now);
}

/** A confirmed (approved) request on a trip to come: 'Confirm and Pay' is offered for it. */
export function canConfirm(booking: BookingOnRide, now: number = Date.now()): boolean {
  return riderStatusOf(booking) === "approved" && isRideToCome(booking, now);
}

/** A pending request on a trip to come: it waits for the driver's answer (and expires without one). */
export function isAwaitingDriver(booking: BookingOnRide, now: number = Date.now()): boolean {
  return riderStatusOf(booking) === "pending" && isRideToCome(booking, now);
}

/**
 * A rider cancels a pending request or a confirmed seat, from Upcoming (docs/product/bookings.md#cancelling),
 * while its trip is still to come: a confirmed seat is refunded per the Terms.
 */
export function canCancel(booking: BookingOnRide, now: number = Date.now()): boolean {
  const status = riderStatusOf(booking);
  return (status === "pending" || status === "approved") && isRideToCome(booking, now);
}

/** A seat the driver confirmed (approved, or ridden) on a trip not cancelled: its pick-up details are shown. */
export function hasConfirmedSeat(booking: BookingOnRide): boolean {
  const status = riderStatusOf(booking);
  return status === "approved" || status === "completed";
}
