import { directionsUrl } from "@campusride/shared/domain/trip-spots";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripSpot } from "@campusride/shared/schemas/rides";
import clsx from "clsx";
import { Navigation } from "lucide-react";
import { useId } from "react";
import { SpotMap } from "./spot-map.tsx";

/**
 * The trip's pickup and drop-off spots for its driver and a rider whose seat is confirmed
 * (the server sends them to no one else): each under its heading, with the driver's note
 * and a Directions link the phone opens in its maps app. Nothing when neither is set.
 */
export function TripSpots({
  pickupSpot,
  dropoffSpot,
  className,
}: {
  pickupSpot: TripSpot | null;
  dropoffSpot: TripSpot | null;
  className?: string;
}) {
  if (!pickupSpot && !dropoffSpot) return null;
  return (
    <div className={clsx("grid gap-4 sm:grid-cols-2", className)}>
      {pickupSpot ? <SpotSection title={TRIP_MESSAGES.pickupSpotTitle} spot={pickupSpot} /> : null}
      {dropoffSpot ? <SpotSection title={TRIP_MESSAGES.dropoffSpotTitle} spot={dropoffSpot} /> : null}
    </div>
  );
}

function SpotSection({ title, spot }: { title: string; spot: TripSpot }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-base font-medium break-words text-slate-900">{spot.label}</p>
      {spot.note ? <p className="mt-1 text-sm break-words text-slate-700">{spot.note}</p> : null}
      <SpotMap label={TRIP_MESSAGES.spotMapLabel(title)} spot={spot} />
      <a
        href={directionsUrl(spot)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={TRIP_MESSAGES.directionsTo(title)}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:bg-brand-50 hover:underline"
      >
        <Navigation aria-hidden="true" className="size-4 shrink-0" />
        {TRIP_MESSAGES.directions}
      </a>
    </section>
  );
}
