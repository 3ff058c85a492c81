import { departureInstant } from "@campusride/shared/domain/local-time";
import { estimatedArrival } from "@campusride/shared/domain/trip-arrival";

/** A trip that can still be shared: active and not yet arrived (the server decides; this hides the button). */
export function isTripToShare(
  ride: {
    status: string;
    departureDate: string;
    departureTime: string;
    timeLength: string | null;
    distance: number | null;
  },
  now: number = Date.now(),
): boolean {
  if (ride.status !== "active") return false;
  const departureAt = departureInstant(ride.departureDate, ride.departureTime);
  return (
    estimatedArrival({ departureAt, timeLength: ride.timeLength, distanceMiles: ride.distance }).getTime() >
    now
  );
}
