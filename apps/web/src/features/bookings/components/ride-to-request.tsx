import { formatCents } from "@campusride/shared/domain/money";
import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import { publicProfilePath } from "@campusride/shared/paths";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { Link } from "react-router";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { seatsText } from "../../../lib/trip-format.ts";
import { formatDepartureDay, formatTripTime } from "../../../lib/date-time-format.ts";

/** The ride a rider is about to request: route, day, time, seats left and the price per seat they pay. */
export function RideToRequest({ ride }: { ride: PublicRide }) {
  return (
    <section
      aria-labelledby="ride-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="ride-title" className="text-xl font-semibold break-words text-slate-900">
          <TripRoute from={ride.departureCity} to={ride.destinationCity} />
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Driver:{" "}
          <Link
            to={publicProfilePath(ride.driver.id)}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {ride.driver.firstName}
          </Link>
        </p>
        <PreferenceBadges trip={ride} className="mt-3" />
      </div>
      <TripFacts
        facts={[
          { label: "Date", value: formatDepartureDay(ride.departureDate) },
          { label: "Time", value: formatTripTime(ride.departureTime, ride.departureDate) },
          { label: "Seats available", value: seatsText(ride.seatsRemaining) },
          {
            label: "Price per seat",
            value: (
              <>
                {formatCents(ride.riderPricePerSeatCents)}
                <span className="block text-xs font-normal text-slate-600">
                  {SEARCH_MESSAGES.feeIncluded}
                </span>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
