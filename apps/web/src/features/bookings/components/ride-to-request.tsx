import { formatCents } from "@campusride/shared/domain/money";
import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { publicProfilePath } from "@campusride/shared/paths";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { Link } from "react-router";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripNotes } from "../../../components/ui/trip-notes.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { seatPrice } from "../../../lib/seat-price.ts";
import { seatsText } from "../../../lib/trip-format.ts";
import { formatDepartureDay, formatTripTime } from "../../../lib/date-time-format.ts";

/**
 * The ride a rider is about to request: route, day, time, seats left, the price per seat
 * they pay, and the driver's notes.
 */
export function RideToRequest({
  ride,
  paymentMethod,
}: {
  ride: PublicRide;
  /** How riders pay: the fee is charged by card only. */
  paymentMethod?: PaymentMethod | undefined;
}) {
  const price = seatPrice(ride, paymentMethod);
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
                {formatCents(price.cents)}
                <span className="block text-xs font-normal text-slate-600">{price.note}</span>
              </>
            ),
          },
        ]}
      />
      <TripNotes notes={ride.notes} />
    </section>
  );
}
