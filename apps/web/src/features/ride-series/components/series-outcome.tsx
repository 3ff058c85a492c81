import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import type { SeriesWithRides, SkippedRide } from "../series-types.ts";

/** The trips a series-wide change left as they were, each by its date and the reason. */
export function SkippedTrips({
  skipped,
  rides,
}: {
  skipped: SkippedRide[];
  rides: SeriesWithRides["rides"];
}) {
  if (skipped.length === 0) return null;
  return (
    <ul
      className="list-disc pl-5 text-sm text-slate-700"
      aria-label={WEEKLY_SERIES_MESSAGES.requestAllSkipped}
    >
      {skipped.map(({ rideId, reason }) => {
        const ride = rides.find((one) => one.id === rideId);
        return (
          <li key={rideId}>
            {ride ? formatTripDate(ride.departureDate) : rideId}: {reason}
          </li>
        );
      })}
    </ul>
  );
}
