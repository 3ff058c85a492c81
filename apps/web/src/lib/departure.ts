import { departureInstant } from "@campusride/shared/domain/local-time";

/** Whether a trip has left: its local date and time in Florida are now or past. */
export function hasDeparted(
  ride: { departureDate: string; departureTime: string },
  now: number = Date.now(),
): boolean {
  return departureInstant(ride.departureDate, ride.departureTime).getTime() <= now;
}
