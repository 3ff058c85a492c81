import { estimateDurationSeconds } from "./distance.ts";

/**
 * A trip whose duration and distance are both unknown is taken to last this long, for how
 * long its link answers; it is never shown as an arrival time.
 */
export const UNKNOWN_TRIP_HOURS = 12;
/**
 * The longest a trip is taken to last, whatever its free-text duration says: a link to a
 * trip must not outlive it by years ("100000 days") or overflow a date.
 */
export const MAX_TRIP_HOURS = 24;
/** A shared trip's link keeps working this long after the estimated arrival (traffic, stops). */
export const SHARE_GRACE_HOURS = 1;

const UNIT_SECONDS: Record<string, number> = { day: 86_400, hour: 3600, hr: 3600, min: 60, minute: 60 };

/**
 * Seconds of a duration as maps services word it ("1 hour 55 mins", "2 days 3 hours",
 * "45 mins"); null when nothing in it reads as a finite duration.
 */
export function parseDurationSeconds(text: string | null | undefined): number | null {
  if (!text) return null;
  let seconds = 0;
  let isFound = false;
  for (const [, amount, unit] of text
    .toLowerCase()
    .matchAll(/(\d+(?:\.\d+)?)\s*(day|hour|hr|minute|min)s?/g)) {
    seconds += Number(amount) * (UNIT_SECONDS[unit!] ?? 0);
    isFound = true;
  }
  // a number too long to be finite reads as nothing
  return isFound && seconds > 0 && Number.isFinite(seconds) ? Math.round(seconds) : null;
}

interface TripTiming {
  departureAt: Date;
  timeLength: string | null;
  distanceMiles: number | null;
}

/**
 * How long a trip takes, when it is known: its duration, else the driving time estimated
 * from its distance; never more than MAX_TRIP_HOURS (the duration is the driver's free
 * text). Null when the trip has neither.
 */
export function knownTripSeconds(trip: Omit<TripTiming, "departureAt">): number | null {
  const seconds =
    parseDurationSeconds(trip.timeLength) ??
    (trip.distanceMiles && trip.distanceMiles > 0 ? estimateDurationSeconds(trip.distanceMiles) : null);
  return seconds === null ? null : Math.min(seconds, MAX_TRIP_HOURS * 3600);
}

/** When a trip is expected to arrive, as shown to people: null when its duration is not known. */
export function knownArrival(trip: TripTiming): Date | null {
  const seconds = knownTripSeconds(trip);
  return seconds === null ? null : new Date(trip.departureAt.getTime() + seconds * 1000);
}

/**
 * Until when a trip is taken to run, for links and checks (never shown as an arrival):
 * its known arrival, else UNKNOWN_TRIP_HOURS after the departure.
 */
export function estimatedArrival(trip: TripTiming): Date {
  return knownArrival(trip) ?? new Date(trip.departureAt.getTime() + UNKNOWN_TRIP_HOURS * 3600 * 1000);
}

/** Until when a shared trip's link answers: the estimated arrival plus the grace. */
export function shareExpiry(trip: Parameters<typeof estimatedArrival>[0]): Date {
  return new Date(estimatedArrival(trip).getTime() + SHARE_GRACE_HOURS * 3600 * 1000);
}
