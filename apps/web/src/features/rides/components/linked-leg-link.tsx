import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { Repeat } from "lucide-react";
import { Link } from "react-router";
import { tripRequestsPath } from "../../../config/paths.ts";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { useRide } from "../api/get-ride.ts";

interface LinkedLegLinkProps {
  /** The driver's trip: its return leg, or on a return leg its trip out. */
  ride: { returnRideId: string | null; outboundRideId: string | null };
  className?: string;
}

/**
 * A round trip's other leg, for its driver (docs/product/trips.md#round-trips): "Return
 * trip: Orlando → Gainesville, Sun, Nov 30 at 5:00 PM" (or "Trip out: …" on a return
 * leg), linking to that leg's requests; nothing on a one-way trip.
 */
export function LinkedLegLink({ ride, className }: LinkedLegLinkProps) {
  const otherId = ride.returnRideId ?? ride.outboundRideId;
  if (!otherId) return null;
  return <OtherLeg rideId={otherId} isReturn={ride.returnRideId !== null} className={className} />;
}

function OtherLeg({
  rideId,
  isReturn,
  className,
}: {
  rideId: string;
  isReturn: boolean;
  className?: string | undefined;
}) {
  const leg = useRide(rideId);
  const label = isReturn ? ROUND_TRIP_MESSAGES.returnTripLink : ROUND_TRIP_MESSAGES.outboundTripLink;
  const text = leg.data
    ? label(
        `${leg.data.departureCity} to ${leg.data.destinationCity}`,
        `${formatTripDate(leg.data.departureDate)} at ${formatTripTime(leg.data.departureTime, leg.data.departureDate)}`,
      )
    : isReturn
      ? ROUND_TRIP_MESSAGES.returnTripTitle
      : ROUND_TRIP_MESSAGES.outboundTripTitle;
  return (
    <p className={className}>
      <Link
        to={tripRequestsPath(rideId)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
      >
        <Repeat aria-hidden="true" className="size-4 shrink-0" />
        {text}
      </Link>
    </p>
  );
}
