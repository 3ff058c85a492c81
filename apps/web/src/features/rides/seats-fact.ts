import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { DriverRide } from "@campusride/shared/schemas/rides";

/** The driver's 'Seats' fact: how many are left of those offered, or that the trip is cancelled. */
export function seatsFact(ride: Pick<DriverRide, "status" | "seatsRemaining" | "availableSeats">): string {
  return ride.status === "cancelled"
    ? TRIP_MESSAGES.seatsCancelled
    : TRIP_MESSAGES.seatsRemaining(ride.seatsRemaining, ride.availableSeats);
}
