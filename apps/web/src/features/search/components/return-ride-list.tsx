import { formatCents } from "@campusride/shared/domain/money";
import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import type { MatchedRide } from "@campusride/shared/schemas/search";
import { Button } from "../../../components/ui/button.tsx";
import { TripCardShell } from "../../../components/ui/trip-card-shell.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { seatPrice } from "../../../lib/seat-price.ts";

interface ReturnRideListProps {
  /** The rides back the search found on the return date (the reverse direction). */
  rides: MatchedRide[];
  returnDate: string;
  /** The ride back chosen: the rides out's 'Book seat' offers it on the request screen. */
  chosenId: string | undefined;
  onChoose: (rideId: string | undefined) => void;
  paymentMethod: PaymentMethod | undefined;
}

/**
 * Find a Ride's rides back (docs/product/search.md#round-trips): a card per ride, and
 * 'Choose this ride back', which the request of a ride out then offers to request too.
 */
export function ReturnRideList({
  rides,
  returnDate,
  chosenId,
  onChoose,
  paymentMethod,
}: ReturnRideListProps) {
  return (
    <section aria-labelledby="return-results-title" className="space-y-4">
      <h3 id="return-results-title" className="text-xl font-semibold text-slate-900">
        {ROUND_TRIP_MESSAGES.returnResults} · {formatTripDate(returnDate)}
      </h3>
      {rides.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {ROUND_TRIP_MESSAGES.noReturnRides}
        </p>
      ) : (
        <ul aria-label={ROUND_TRIP_MESSAGES.returnResults} className="space-y-4">
          {rides.map((ride) => {
            const titleId = `return-${ride.id}-title`;
            const isChosen = ride.id === chosenId;
            const price = seatPrice(ride, paymentMethod);
            return (
              <li key={ride.id}>
                <TripCardShell
                  titleId={titleId}
                  from={ride.departureCity}
                  to={ride.destinationCity}
                  isHighlighted={isChosen}
                  badges={null}
                >
                  <div className="mt-3">
                    <TripFacts
                      facts={[
                        { label: "Time", value: formatTripTime(ride.departureTime, ride.departureDate) },
                        { label: "Driver", value: ride.driver.firstName },
                        { label: "Seats left", value: String(ride.seatsRemaining) },
                        { label: "Per seat", value: formatCents(price.cents) },
                      ]}
                    />
                  </div>
                  <Button
                    variant={isChosen ? "primary" : "outline"}
                    size="sm"
                    className="mt-4"
                    aria-pressed={isChosen}
                    aria-describedby={titleId}
                    onClick={() => onChoose(isChosen ? undefined : ride.id)}
                  >
                    {ROUND_TRIP_MESSAGES.chooseReturn}
                  </Button>
                  {isChosen ? (
                    <p className="mt-2 text-sm font-medium text-brand-800">
                      {ROUND_TRIP_MESSAGES.returnChosen}
                    </p>
                  ) : null}
                </TripCardShell>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
