import { formatCents } from "@campusride/shared/domain/money";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { ReviewLink } from "../../../components/ui/review-link.tsx";
import { editRidePath, tripRequestsPath } from "../../../config/paths.ts";
import { hasDeparted } from "../../../lib/departure.ts";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { LinkedLegLink } from "./linked-leg-link.tsx";
import { PreferenceBadges } from "../../../components/ui/preference-badges.tsx";
import { TripCardShell } from "../../../components/ui/trip-card-shell.tsx";
import { TripStatusAction } from "./trip-status-action.tsx";
import { TRIP_TEXT } from "../trip-text.ts";
import { TripStatusBadge } from "./trip-status-badge.tsx";
import { TripTimeEditor } from "./trip-time-editor.tsx";
import { seatsFact } from "../seats-fact.ts";
import { routeWords } from "@campusride/shared/domain/route-label";

function pendingText(count: number): string {
  return `${count} pending ${count === 1 ? "request" : "requests"}`;
}

/**
 * One of the driver's trips: route, date, time, seats left, price per seat, its pending
 * requests, and for an active trip the time edit, the edit page, complete and cancel.
 */
export function TripCard({
  ride,
  onDone,
  seriesTag,
}: {
  ride: DriverRide;
  onDone: (message: string) => void;
  /** For a trip of a weekly series, its "Weekly · Mon, Wed" link (composed by the screen). */
  seriesTag?: (ride: DriverRide, titleId: string) => ReactNode;
}) {
  const titleId = `trip-${ride.id}-title`;
  const date = formatTripDate(ride.departureDate);
  const tripName = `${routeWords(ride.departureCity, ride.destinationCity)} on ${date}`;
  const isActive = ride.status === "active";
  return (
    <TripCardShell
      titleId={titleId}
      from={ride.departureCity}
      to={ride.destinationCity}
      badges={<TripStatusBadge status={ride.status} />}
    >
      {seriesTag?.(ride, titleId)}
      <PreferenceBadges trip={ride} className="mt-3" />
      <div className="mt-4">
        <TripFacts
          facts={[
            { label: "Date", value: date },
            { label: "Time", value: formatTripTime(ride.departureTime, ride.departureDate) },
            { label: "Seats", value: seatsFact(ride) },
            { label: "Price per seat", value: formatCents(ride.pricePerSeatCents) },
          ]}
        />
      </div>
      <LinkedLegLink ride={ride} className="mt-3" />
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 text-slate-700">
          <Users aria-hidden="true" className="size-4 text-brand-700" />
          {isActive ? pendingText(ride.pendingRequests) : TRIP_TEXT.closedRequests}
        </span>
        <Link
          to={tripRequestsPath(ride.id)}
          aria-describedby={titleId}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          View requests
        </Link>
        {ride.status === "completed" && (ride.reviewsToWrite > 0 || ride.reviewsWritten > 0) ? (
          <ReviewLink rideId={ride.id} titleId={titleId} isReviewed={ride.reviewsToWrite === 0} />
        ) : null}
      </p>
      {isActive ? (
        <div className="mt-5 flex flex-wrap items-start gap-2 border-t border-slate-200 pt-4">
          <TripTimeEditor rideId={ride.id} departureTime={ride.departureTime} />
          <Link
            to={editRidePath(ride.id)}
            aria-describedby={titleId}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Edit Trip
          </Link>
          {/* completed counts towards earnings: offered once the trip has left */}
          {hasDeparted(ride) ? (
            <TripStatusAction
              rideId={ride.id}
              action="complete"
              tripName={tripName}
              titleId={titleId}
              onDone={onDone}
            />
          ) : null}
          <TripStatusAction
            rideId={ride.id}
            action="cancel"
            tripName={tripName}
            titleId={titleId}
            onDone={onDone}
          />
        </div>
      ) : null}
    </TripCardShell>
  );
}
