import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import type { RideSeriesWithRides } from "@campusride/shared/schemas/ride-series";
import type { SeriesUpdated } from "../api/update-ride-series.ts";

/** The trips a series-wide change left as they were, each by its date and the reason. */
export function SkippedTrips({
  skipped,
  rides,
}: {
  skipped: SeriesUpdated["skipped"];
  rides: RideSeriesWithRides["rides"];
}) {
  if (skipped.length === 0) return null;
  return (
    <ul className="list-disc pl-5 text-sm text-slate-700" aria-label={WEEKLY_SERIES_MESSAGES.keptOwn}>
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
