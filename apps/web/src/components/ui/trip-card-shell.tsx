import clsx from "clsx";
import type { ReactNode } from "react";
import { TripRoute } from "./trip-route.tsx";

interface TripCardShellProps {
  /** The id of the card's title, which names the card (and describes its actions). */
  titleId: string;
  from: string;
  to: string;
  /** Shown beside the title: the status, or that the ride is on the way. */
  badges: ReactNode;
  /** Outlined as the one chosen (the search result whose route the map shows). */
  isHighlighted?: boolean;
  children: ReactNode;
}

/** A card of a list of trips (a driver's trip, a rider's request, a search result), titled by its route. */
export function TripCardShell({
  titleId,
  from,
  to,
  badges,
  isHighlighted = false,
  children,
}: TripCardShellProps) {
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        "rounded-2xl border bg-white p-5 shadow-sm sm:p-6",
        isHighlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
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
