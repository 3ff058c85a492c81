import { formatCents } from "@campusride/shared/domain/money";
import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import { publicProfilePath } from "@campusride/shared/paths";
import type { MatchedRide } from "@campusride/shared/schemas/search";
import { Route } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button, buttonStyles } from "../../../components/ui/button.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripNotes } from "../../../components/ui/trip-notes.tsx";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { WomenOnlyNote } from "../../../components/ui/women-only-note.tsx";
import { RatingBadge } from "../../../components/ui/rating-stars.tsx";
import { TripCardShell } from "../../../components/ui/trip-card-shell.tsx";
import { bookingPath, paths } from "../../../config/paths.ts";
import { returnState } from "../../../lib/return-path.ts";
import { seatPrice } from "../../../lib/seat-price.ts";
import { carText } from "../../../lib/trip-format.ts";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { detourText, STANDING_TEXT, type RideStanding } from "../ride-text.ts";
import { SeatIcons } from "./seat-icons.tsx";

interface RideResultCardProps {
  ride: MatchedRide;
  /** Whether the map shows this ride's route. */
  isSelected: boolean;
  onSelect: () => void;
  /** The searched passengers: 'Book seat' starts the request at that many seats. */
  passengers: number;
  /** The signed-in rider's own trip, or one they already asked for: no 'Book seat'. */
  standing: RideStanding | undefined;
  /** How riders pay: the price per seat carries the fee by card only. */
  paymentMethod?: PaymentMethod | undefined;
  /** The ride back chosen in the search: 'Book seat' offers to request it too. */
  returnRideId?: string | undefined;
}

/** 'Book seat', or in its place where the rider stands with the ride (with their request in My Rides). */
function BookingAction({
  ride,
  titleId,
  passengers,
  standing,
  returnRideId,
}: Pick<RideResultCardProps, "ride" | "passengers" | "standing" | "returnRideId"> & { titleId: string }) {
  const { pathname, search } = useLocation();
  if (!standing) {
    // the request, once sent, comes back to this search
    return (
      <Link
        to={bookingPath(ride.id, passengers, returnRideId)}
        state={returnState(`${pathname}${search}`)}
        aria-describedby={titleId}
        className={buttonStyles({ size: "sm" })}
      >
        Book seat
      </Link>
    );
  }
  const badge = (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-800">
      {STANDING_TEXT[standing]}
    </span>
  );
  if (standing === "own") return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {badge}
      <Link
        to={paths.myRides}
        aria-describedby={titleId}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        My Rides
      </Link>
    </span>
  );
}

/**
 * One ride the search found: route, date, time, driver and car, seats left, the price a
 * rider pays per seat (the fee by card only), the driver's notes, whether it is on the way,
 * and 'Book seat'.
 */
export function RideResultCard({
  ride,
  isSelected,
  onSelect,
  passengers,
  standing,
  paymentMethod,
  returnRideId,
}: RideResultCardProps) {
  const price = seatPrice(ride, paymentMethod);
  const titleId = `ride-${ride.id}-title`;
  const addresses = [ride.originAddress, ride.destinationAddress].filter(Boolean).join(" to ");
  const car = carText(ride.driver);
  return (
    <TripCardShell
      titleId={titleId}
      from={ride.departureCity}
      to={ride.destinationCity}
      isHighlighted={isSelected}
      badges={
        ride.isOnTheWay ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
            <Route aria-hidden="true" className="size-3.5" />
            <span>{SEARCH_MESSAGES.onTheWay}</span>
            <span aria-hidden="true">·</span>
            <span>{detourText(ride)}</span>
          </p>
        ) : null
      }
    >
      {addresses ? <p className="mt-1 text-sm break-words text-slate-600">{addresses}</p> : null}
      <PreferenceBadges trip={ride} className="mt-3" />
      <WomenOnlyNote trip={ride} audience="rider" className="mt-3" />
      <div className="mt-4">
        <TripFacts
          facts={[
            { label: "Date", value: formatTripDate(ride.departureDate) },
            { label: "Time", value: formatTripTime(ride.departureTime, ride.departureDate) },
            {
              label: "Driver",
              value: (
                <>
                  <Link
                    to={publicProfilePath(ride.driver.id)}
                    className="text-brand-700 underline-offset-2 hover:underline"
                  >
                    {ride.driver.firstName}
                  </Link>
                  <RatingBadge rating={ride.driver.rating} counted="riders" className="flex font-normal" />
                  {car ? <span className="block font-normal text-slate-600">{car}</span> : null}
                </>
              ),
            },
            { label: "Seats", value: <SeatIcons count={ride.seatsRemaining} /> },
          ]}
        />
      </div>
      <TripNotes notes={ride.notes} isShort className="mt-3" />
      {ride.isOnTheWay ? null : <p className="mt-3 text-sm text-slate-600">{detourText(ride)}</p>}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-slate-900">
          <span className="text-2xl font-bold">{formatCents(price.cents)}</span>{" "}
          <span className="text-sm text-slate-600">{price.note}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={isSelected}
            aria-describedby={titleId}
            onClick={onSelect}
          >
            Show on map
          </Button>
          <BookingAction
            ride={ride}
            titleId={titleId}
            passengers={passengers}
            standing={standing}
            returnRideId={returnRideId}
          />
        </div>
      </div>
    </TripCardShell>
  );
}
