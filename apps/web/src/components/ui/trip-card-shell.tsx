import type { ReactNode } from "react";
import { TripRoute } from "./trip-route.tsx";

interface TripCardShellProps {
  /** The id of the card's title, which names the card (and describes its actions). */
  titleId: string;
  from: string;
  to: string;
  /** Shown beside the title: the status. */
  badges: ReactNode;
  children: ReactNode;
}

/** A card of a list of trips (a driver's trip, a rider's request), titled by its route. */
export function TripCardShell({ titleId, from, to, badges, children }: TripCardShellProps) {
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          <TripRoute from={from} to={to} />
        </h3>
        {badges}
      </div>
      {children}
    </article>
  );
}
