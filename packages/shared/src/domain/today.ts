import { TODAY_MESSAGES } from "../messages.ts";

/**
 * The Today card (docs/product/ride-day.md#today): the trips of the day in Florida, and the
 * next trip when it leaves within this many hours (a trip just after midnight, say).
 */
export const TODAY_AHEAD_HOURS = 6;

/** A trip's departure moved by the lateness its driver announced. */
export function movedDeparture(departureAt: Date, delayMinutes: number): Date {
  return new Date(departureAt.getTime() + delayMinutes * 60_000);
}

/**
 * The countdown to a departure, to the minute: "Leaves in 1 h 12 min", "Leaves in 5 min",
 * "Leaves in 2 h"; "Leaving now" once the time has come.
 */
export function countdownText(departureAt: Date, now: Date): string {
  const minutes = Math.ceil((departureAt.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return TODAY_MESSAGES.leavingNow;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} h` : "", rest > 0 ? `${rest} min` : ""].filter(Boolean);
  return TODAY_MESSAGES.leavesIn(parts.join(" "));
}
