import { TODAY_MESSAGES } from "@campusride/shared/messages";
import type { TodayTrip } from "@campusride/shared/schemas/today";
import clsx from "clsx";
import { lazy, Suspense, type ReactNode } from "react";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useToday } from "../api/get-today.ts";

// The card (and the phone formatting it brings) loads only on a day with a trip, not with
// every dashboard.
const TodayCard = lazy(async () => ({ default: (await import("./today-card.tsx")).TodayCard }));

interface TodayTripsProps {
  /** Each trip's live status (the ride day's panel), which the screen mounts in the card. */
  renderStatus?: (trip: TodayTrip) => ReactNode;
  /** Each trip's map of the pickup spot, which the screen mounts in the card. */
  renderMap?: (trip: TodayTrip) => ReactNode;
  /** Spacing from what follows, when there is something to show. */
  className?: string;
}

/**
 * The dashboards' first section on a day with a trip (docs/product/ride-day.md#today): one
 * card per trip of today. Nothing at all on a day without one; while loading, only a note
 * for screen readers, so the dashboard does not jump when there is nothing to show.
 */
export function TodayTrips({ renderStatus, renderMap, className }: TodayTripsProps) {
  const today = useToday();
  if (today.isPending) {
    return (
      <p className="sr-only" aria-busy="true">
        {TODAY_MESSAGES.loading}
      </p>
    );
  }
  if (today.isError) {
    return (
      <div className={className}>
        <LoadFailed
          message={`${TODAY_MESSAGES.loadFailed} ${errorMessage(today.error)}`}
          onRetry={() => void today.refetch()}
        />
      </div>
    );
  }
  const { trips } = today.data;
  if (trips.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <section aria-labelledby="today-title" className={clsx("space-y-4", className)}>
        <h2 id="today-title" className="text-lg font-semibold text-slate-900">
          {TODAY_MESSAGES.title}
        </h2>
        {trips.map((trip) => (
          <TodayCard
            key={`${trip.role}-${trip.rideId}`}
            trip={trip}
            statusSlot={renderStatus?.(trip)}
            mapSlot={renderMap?.(trip)}
          />
        ))}
      </section>
    </Suspense>
  );
}
