import { requestExpiryLabel } from "@campusride/shared/domain/request-expiry";
import { departureInstant } from "@campusride/shared/domain/local-time";

/** Whether a trip has left: its local date and time in Florida are now or past. */
export function hasDeparted(
  ride: { departureDate: string; departureTime: string },
  now: number = Date.now(),
): boolean {
  return departureInstant(ride.departureDate, ride.departureTime).getTime() <= now;
}

/** "Expires in 5 h" or "Expires at departure": when a pending request on the trip stops waiting. */
export function requestExpiryText(
  request: { createdAt: string },
  ride: { departureDate: string; departureTime: string },
): string {
  return requestExpiryLabel(
    new Date(request.createdAt),
    departureInstant(ride.departureDate, ride.departureTime),
  );
}
