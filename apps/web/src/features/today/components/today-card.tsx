import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";
import { formatPhone } from "@campusride/shared/domain/phone";
import { countdownText } from "@campusride/shared/domain/today";
import { directionsUrl } from "@campusride/shared/domain/trip-spots";
import { TODAY_MESSAGES } from "@campusride/shared/messages";
import type { TodaySpot, TodayTrip } from "@campusride/shared/schemas/today";
import { MapPin, MessageSquare, Navigation, Phone, ShieldCheck } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { rideConfirmationPath, tripRequestsPath } from "../../../config/paths.ts";
import { useMinuteClock } from "../use-minute-clock.ts";

/** The id of the Share my trip section on the booking and requests pages (trip-sharing's ShareTrip). */
const SHARE_SECTION = "share-trip-title";

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: TRIP_TIME_ZONE,
});

/** A big, thumb-sized action (at least 44 px tall). */
const action = "min-h-11 w-full sm:w-auto";

interface TodayCardProps {
  trip: TodayTrip;
  /**
   * The trip's live status and its buttons (the ride day's panel), mounted by the screen;
   * the card keeps a place for it between the times and the pickup spot.
   */
  statusSlot?: ReactNode;
  /** A map of the pickup spot, mounted by the screen above the spot's text. */
  mapSlot?: ReactNode;
}

/**
 * One trip of today (docs/product/ride-day.md#today): the route, a countdown to the (moved)
 * departure, the status, the pickup spot with Directions, the other side's phone to call or
 * text, and Share my trip. Laid out for one hand on a phone: the actions at the bottom,
 * every one at least 44 px tall.
 */
export function TodayCard({ trip, statusSlot, mapSlot }: TodayCardProps) {
  const titleId = useId();
  const now = useMinuteClock();
  const leaves = new Date(trip.departureAt);
  const countdown = countdownText(leaves, new Date(now));
  const isLeaving = leaves.getTime() <= now;
  const detailsPath = trip.bookingId ? rideConfirmationPath(trip.bookingId) : tripRequestsPath(trip.rideId);
  return (
    <article
      aria-labelledby={titleId}
      className="min-w-0 overflow-hidden rounded-2xl border-2 border-brand-600 bg-white shadow-sm"
    >
      <div className="space-y-1 bg-brand-50 px-4 py-4 sm:px-6">
        <p className="text-sm font-semibold text-brand-800">
          {trip.role === "driver" ? TODAY_MESSAGES.asDriver : TODAY_MESSAGES.asRider}
        </p>
        <h3 id={titleId} className="text-xl font-bold break-words text-slate-900">
          <TripRoute from={trip.from} to={trip.to} />
        </h3>
        {/* the minute-by-minute countdown is for the eyes; a screen reader hears only a new time */}
        <p aria-hidden="true" className="text-2xl font-bold text-brand-800" data-testid="today-countdown">
          {countdown}
        </p>
        <p role="status" aria-live="polite" className="sr-only">
          {isLeaving ? TODAY_MESSAGES.leavingNow : TODAY_MESSAGES.leavesAt(clock.format(leaves))}
        </p>
        <p className="text-sm text-slate-700">
          {TODAY_MESSAGES.leavesAt(clock.format(leaves))}
          {trip.arrivalAt ? ` · ${TODAY_MESSAGES.arrives(clock.format(new Date(trip.arrivalAt)))}` : null}
        </p>
        {trip.delayMinutes > 0 ? (
          <p className="text-sm font-semibold text-amber-800">
            {TODAY_MESSAGES.runningLate(trip.delayMinutes)}
          </p>
        ) : null}
      </div>
      <div className="space-y-5 px-4 py-4 sm:px-6">
        {statusSlot ? <div>{statusSlot}</div> : null}
        <PickupSpot spot={trip.pickup} mapSlot={mapSlot} />
        {trip.driver ? (
          <Person
            heading={TODAY_MESSAGES.driver}
            name={trip.driver.firstName}
            detail={
              trip.driver.car
                ? [trip.driver.car.color, trip.driver.car.make, trip.driver.car.model]
                    .filter(Boolean)
                    .join(" ")
                : null
            }
            phone={trip.driver.phone}
          />
        ) : (
          <div className="space-y-3">
            <h4 className="text-base font-semibold text-slate-900">{TODAY_MESSAGES.riders}</h4>
            {trip.riders.length === 0 ? (
              <p className="text-sm text-slate-600">{TODAY_MESSAGES.noRiders}</p>
            ) : null}
            <ul className="space-y-3">
              {trip.riders.map((rider) => (
                <li key={rider.bookingId}>
                  <Person
                    name={rider.firstName}
                    detail={[
                      TODAY_MESSAGES.seats(rider.seats),
                      rider.pickup ? `${TODAY_MESSAGES.pickup}: ${rider.pickup.label}` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    phone={rider.phone}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          {trip.canShare ? (
            <Link
              to={`${detailsPath}#${SHARE_SECTION}`}
              className={buttonStyles({ variant: "primary", size: "lg", className: action })}
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
              {TODAY_MESSAGES.shareMyTrip}
            </Link>
          ) : null}
          <Link
            to={detailsPath}
            className={buttonStyles({ variant: "outline", size: "lg", className: action })}
          >
            {TODAY_MESSAGES.openTrip}
          </Link>
        </div>
      </div>
    </article>
  );
}

function PickupSpot({ spot, mapSlot }: { spot: TodaySpot | null; mapSlot?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        {spot?.isProposed ? TODAY_MESSAGES.proposedPickup : TODAY_MESSAGES.pickup}
      </h4>
      {spot ? (
        <>
          {mapSlot}
          <p className="text-base font-medium break-words text-slate-900">{spot.label}</p>
          {spot.note ? <p className="text-sm break-words text-slate-700">{spot.note}</p> : null}
          <a
            href={directionsUrl(spot)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={TODAY_MESSAGES.directionsLabel}
            className={buttonStyles({ variant: "outline", size: "lg", className: action })}
          >
            <Navigation aria-hidden="true" className="size-5" />
            {TODAY_MESSAGES.directions}
          </a>
        </>
      ) : (
        <p className="text-sm text-slate-600">{TODAY_MESSAGES.noPickup}</p>
      )}
    </section>
  );
}

/** The other side: their first name, a detail, and their phone to call or text (once approved). */
function Person({
  heading,
  name,
  detail,
  phone,
}: {
  heading?: string;
  name: string;
  detail: string | null;
  phone: string | null;
}) {
  return (
    <div className="space-y-2">
      {heading ? <h4 className="text-base font-semibold text-slate-900">{heading}</h4> : null}
      <p className="break-words text-slate-900">
        <span className="font-semibold">{name}</span>
        {detail ? <span className="text-slate-700"> · {detail}</span> : null}
      </p>
      {phone ? <p className="text-sm text-slate-700">{formatPhone(phone)}</p> : null}
      {phone ? (
        <div className="grid grid-cols-2 gap-3">
          <a
            href={`tel:${phone}`}
            aria-label={TODAY_MESSAGES.callLabel(name)}
            className={buttonStyles({ variant: "secondary", size: "lg", className: "min-h-11" })}
          >
            <Phone aria-hidden="true" className="size-5" />
            {TODAY_MESSAGES.call}
          </a>
          <a
            href={`sms:${phone}`}
            aria-label={TODAY_MESSAGES.textLabel(name)}
            className={buttonStyles({ variant: "secondary", size: "lg", className: "min-h-11" })}
          >
            <MessageSquare aria-hidden="true" className="size-5" />
            {TODAY_MESSAGES.text}
          </a>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{TODAY_MESSAGES.noPhone}</p>
      )}
    </div>
  );
}
