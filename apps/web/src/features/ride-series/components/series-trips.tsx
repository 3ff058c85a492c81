import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import type { ReactNode } from "react";
import { EmptyList } from "../../../components/ui/list-states.tsx";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import type { RideSeriesWithRides } from "@campusride/shared/schemas/ride-series";

type SeriesRide = RideSeriesWithRides["rides"][number];

/**
 * The series' upcoming trips, by date: each one's day, time and seats left, and what the
 * viewer can do with it (`actions`, composed by the screen: its requests, edit and cancel
 * for the driver; a request for a rider).
 */
export function SeriesTrips({
  rides,
  actions,
}: {
  rides: SeriesRide[];
  actions: (ride: SeriesRide) => ReactNode;
}) {
  return (
    <section aria-labelledby="series-trips-title" className="space-y-3">
      <h2 id="series-trips-title" className="text-lg font-semibold text-slate-900">
        {WEEKLY_SERIES_MESSAGES.upcomingTitle}
      </h2>
      {rides.length === 0 ? (
        <EmptyList message={WEEKLY_SERIES_MESSAGES.noUpcoming} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {rides.map((ride) => {
            const titleId = seriesTripTitleId(ride.id);
            return (
              <li key={ride.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p id={titleId} className="font-semibold text-slate-900">
                    {formatTripDate(ride.departureDate)}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatTripTime(ride.departureTime, ride.departureDate)} ·{" "}
                    {WEEKLY_SERIES_MESSAGES.seatsLeft(ride.seatsRemaining)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">{actions(ride)}</div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The id of a listed trip's date, which its actions name ("Requests, Mon, Dec 1"). */
export function seriesTripTitleId(rideId: string): string {
  return `series-trip-${rideId}`;
}
