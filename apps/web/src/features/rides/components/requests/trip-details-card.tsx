import { formatCents } from "@campusride/shared/domain/money";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import { formatTripDate, formatTripTime } from "../../../../lib/date-time-format.ts";
import { TripFacts } from "../../../../components/ui/trip-facts.tsx";
import { TripRoute } from "../../../../components/ui/trip-route.tsx";
import { LinkedLegLink } from "../linked-leg-link.tsx";
import { TripStatusBadge } from "../trip-status-badge.tsx";
import { seatsFact } from "../../seats-fact.ts";

/** The Trip Details card of a trip's requests page (docs/product/trips.md#requests-page). */
export function TripDetailsCard({ ride }: { ride: DriverRide }) {
  return (
    <section
      aria-labelledby="trip-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="trip-details-title" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Trip Details
      </h2>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <p className="min-w-0 text-xl font-semibold break-words text-slate-900">
          <TripRoute from={ride.departureCity} to={ride.destinationCity} />
        </p>
        <TripStatusBadge status={ride.status} />
      </div>
      <div className="mt-4">
        <TripFacts
          facts={[
            { label: "Date", value: formatTripDate(ride.departureDate) },
            { label: "Time", value: formatTripTime(ride.departureTime, ride.departureDate) },
            { label: "Seats", value: seatsFact(ride) },
            { label: "Price per seat", value: formatCents(ride.pricePerSeatCents) },
          ]}
        />
      </div>
      <LinkedLegLink ride={ride} className="mt-3" />
      {ride.notes ? (
        <div className="mt-4">
          <h3 className="text-xs font-medium text-slate-600">Notes</h3>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{ride.notes}</p>
        </div>
      ) : null}
    </section>
  );
}
