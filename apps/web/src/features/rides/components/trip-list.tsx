import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { RideScope } from "@campusride/shared/schemas/rides";
import { CalendarX } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { useMyRides } from "../api/get-my-rides.ts";
import { TripCard } from "./trip-card.tsx";

interface TripListProps {
  scope: RideScope;
  /** Shown under the empty state (e.g. a way to create a trip). */
  emptyAction?: ReactNode;
}

/** The driver's upcoming or past trips, with loading, error and empty states. */
export function TripList({ scope, emptyAction }: TripListProps) {
  const rides = useMyRides(scope);
  const { message, setOutcome } = useOutcome();
  if (rides.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading your trips…
      </p>
    );
  }
  if (rides.isError && !rides.data) {
    return (
      <Alert tone="error">
        <p>{TRIP_MESSAGES.loadFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void rides.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  const list = rides.data.rides;
  const tellDone = (text: string) => setOutcome({ tone: "success", message: text });
  if (list.length === 0) {
    return (
      <div className="space-y-4">
        {message}
        <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <p className="mt-3 text-lg font-semibold text-slate-800">
            {scope === "upcoming" ? TRIP_MESSAGES.noUpcoming : TRIP_MESSAGES.noPast}
          </p>
          {emptyAction ? <div className="mt-5">{emptyAction}</div> : null}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {message}
      <ul className="space-y-4" aria-label={scope === "upcoming" ? "Upcoming trips" : "Past trips"}>
        {list.map((ride) => (
          <li key={ride.id}>
            <TripCard ride={ride} onDone={tellDone} />
          </li>
        ))}
      </ul>
    </div>
  );
}
