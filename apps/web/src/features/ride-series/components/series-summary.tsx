import { formatCents } from "@campusride/shared/domain/money";
import { weekdaysText } from "@campusride/shared/domain/weekday-names";
import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import type { RideSeries } from "@campusride/shared/schemas/ride-series";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";

/**
 * A series at a glance: its route, its days and time between its two dates, the seats and
 * the price per seat (the rider's price for a rider), and whether it is cancelled.
 */
export function SeriesSummary({ series, isDriver }: { series: RideSeries; isDriver: boolean }) {
  const days = weekdaysText(series.weekdays);
  const time = formatTripTime(series.departureTime.slice(0, 5), series.startsOn);
  return (
    <section
      aria-labelledby="series-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="series-title" className="text-xl font-semibold break-words text-slate-900">
          <TripRoute from={series.departureCity} to={series.destinationCity} />
        </h2>
        <p className="mt-1 font-medium text-brand-800">{WEEKLY_SERIES_MESSAGES.weeklyTag(days)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {WEEKLY_SERIES_MESSAGES.scheduleValue(
            days,
            time,
            formatTripDate(series.startsOn),
            formatTripDate(series.endsOn),
          )}
        </p>
      </div>
      <TripFacts
        facts={[
          { label: "Seats", value: WEEKLY_SERIES_MESSAGES.seatsValue(series.availableSeats) },
          {
            label: "Price per seat",
            value: formatCents(isDriver ? series.pricePerSeatCents : series.riderPricePerSeatCents),
          },
        ]}
      />
      {series.status === "cancelled" ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 font-medium text-slate-800">
          {WEEKLY_SERIES_MESSAGES.isCancelled}
        </p>
      ) : null}
    </section>
  );
}
