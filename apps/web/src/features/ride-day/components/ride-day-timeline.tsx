import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import type { RideDayEvent } from "@campusride/shared/schemas/ride-day";
import { useId } from "react";
import { formatClockAt } from "../../../lib/date-time-format.ts";
import { useRideDay } from "../api/get-ride-day.ts";

function entryText(event: RideDayEvent): string {
  const write = RIDE_DAY_MESSAGES.entry[event.kind];
  return write(event.actorFirstName, event.riderFirstName ?? event.actorFirstName, event.minutes ?? 0);
}

/**
 * The trip's day so far, oldest first (docs/product/ride-day.md#live-status): every status
 * the driver and the reader's side set, with its time. Nothing for anyone who may not
 * follow the trip's day, nor before the day has begun.
 */
export function RideDayTimeline({ rideId }: { rideId: string }) {
  const day = useRideDay(rideId);
  const titleId = useId();
  const events = day.data?.events ?? [];
  if (!day.data || (events.length === 0 && !day.data.canSetStatus)) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {RIDE_DAY_MESSAGES.timelineTitle}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{RIDE_DAY_MESSAGES.timelineEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="ride-day-timeline">
          {events.map((event) => (
            <li key={event.id} className="flex gap-3 text-sm text-slate-800">
              <time dateTime={event.createdAt} className="w-20 shrink-0 text-slate-600">
                {formatClockAt(event.createdAt)}
              </time>
              <span className="min-w-0 break-words">{entryText(event)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
