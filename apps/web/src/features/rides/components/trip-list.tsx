import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { DriverRide, RideScope } from "@campusride/shared/schemas/rides";
import type { ReactNode } from "react";
import { EmptyList, KeptDataNote, LoadFailed, NotLoadedYet } from "../../../components/ui/list-states.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { useMyRides } from "../api/get-my-rides.ts";
import { TripCard } from "./trip-card.tsx";

interface TripListProps {
  scope: RideScope;
  /** Shown under the empty state (e.g. a way to create a trip). */
  emptyAction?: ReactNode;
  /** A weekly series' trip's link to its series (the screen composes it). */
  seriesTag?: (ride: DriverRide, titleId: string) => ReactNode;
}

/**
 * The driver's upcoming or past trips, with loading, error and empty states; offline, what
 * was loaded stays with a note, and an unread list says it could not load.
 */
export function TripList({ scope, emptyAction, seriesTag }: TripListProps) {
  const rides = useMyRides(scope);
  const { message, setOutcome } = useOutcome();
  if (rides.isPending) {
    const loading = (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading your trips…
      </p>
    );
    return <NotLoadedYet query={rides} loading={loading} />;
  }
  if (rides.isError && !rides.data) {
    return <LoadFailed message={TRIP_MESSAGES.loadFailed} onRetry={() => void rides.refetch()} />;
  }
  const list = rides.data.rides;
  const tellDone = (text: string) => setOutcome({ tone: "success", message: text });
  if (list.length === 0) {
    return (
      <div className="space-y-4">
        {message}
        <KeptDataNote query={rides} />
        <EmptyList
          message={scope === "upcoming" ? TRIP_MESSAGES.noUpcoming : TRIP_MESSAGES.noPast}
          action={emptyAction}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {message}
      <KeptDataNote query={rides} />
      <ul className="space-y-4" aria-label={scope === "upcoming" ? "Upcoming trips" : "Past trips"}>
        {list.map((ride) => (
          <li key={ride.id}>
            <TripCard ride={ride} onDone={tellDone} seriesTag={seriesTag} />
          </li>
        ))}
      </ul>
    </div>
  );
}
