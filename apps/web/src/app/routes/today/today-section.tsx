import { TodayTrips } from "../../../features/today/components/today-trips.tsx";

/**
 * The Today card on the dashboards (docs/product/ride-day.md#today), composed here: the
 * ride day's live status panel and the pickup spot's map belong to their own features and
 * are mounted through the card's slots, `renderStatus` (e.g.
 * `(trip) => <RideDayPanel rideId={trip.rideId} />`) and `renderMap`.
 */
export function TodaySection({ className }: { className?: string }) {
  return <TodayTrips className={className} />;
}
