import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { lazy } from "react";
import { SpotMap } from "../../../components/ui/spot-map.tsx";
import { TodayTrips } from "../../../features/today/components/today-trips.tsx";

// loaded with the Today card, on a day with a trip only (the card's own Suspense waits for it)
const RideDayPanel = lazy(async () => ({
  default: (await import("../../../features/ride-day/components/ride-day-panel.tsx")).RideDayPanel,
}));

/**
 * The Today card on the dashboards (docs/product/ride-day.md#today), composed here: the
 * ride day's live status panel belongs to its own feature and is mounted through the
 * card's status slot; the pickup spot's small map through its map slot.
 */
export function TodaySection({ className }: { className?: string }) {
  return (
    <TodayTrips
      className={className}
      renderStatus={(trip) => <RideDayPanel rideId={trip.rideId} />}
      renderMap={(trip) =>
        trip.pickup ? (
          <SpotMap label={TRIP_MESSAGES.spotMapLabel(TRIP_MESSAGES.pickupSpotTitle)} spot={trip.pickup} />
        ) : null
      }
    />
  );
}
