import {
  TRIP_TIME_ZONE,
  addDaysLocal,
  departureInstant,
  isClockTime,
  todayLocal,
} from "@campusride/shared/domain/local-time";

/**
 * The web app's one way of writing dates and times: 12-hour clock times ("2:30 PM"), in
 * the trips' own time zone (Florida's, America/New_York) wherever a trip or a moment of
 * it is shown, with the zone's abbreviation ("EST", "EDT") added when the browser's clock
 * reads another time (a student visiting home, a laptop set to UTC), so no time is taken
 * for the reader's own.
 */

// A calendar date: formatted at noon UTC in UTC, it never shifts a day.
const tripDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: TRIP_TIME_ZONE,
});

const shortMoment = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TRIP_TIME_ZONE,
});

const moment = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TRIP_TIME_ZONE,
});

const dayAndClock = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TRIP_TIME_ZONE,
});

const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: TRIP_TIME_ZONE, timeZoneName: "short" });

/** The wall clock of an instant in a zone, to the minute: two zones agree when these do. */
function wallClock(instant: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  }).format(instant);
}

/**
 * " EST" / " EDT" when a clock in `viewerZone` (the browser's, unless given) reads another
 * time than Florida's at `instant`; "" when they agree.
 */
export function zoneSuffix(instant: Date, viewerZone?: string): string {
  if (wallClock(instant, viewerZone) === wallClock(instant, TRIP_TIME_ZONE)) return "";
  const name = zoneName.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
  return name ? ` ${name}` : "";
}

/** "2026-06-12" → "Fri, Jun 12, 2026". */
export function formatTripDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : tripDate.format(parsed);
}

/** A departure day as a rider reads it: "Today", "Tomorrow" or "Friday, June 12, 2026" (Florida's today). */
export function formatDepartureDay(date: string, today: string = todayLocal()): string {
  if (date === today) return "Today";
  if (date === addDaysLocal(today, 1)) return "Tomorrow";
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}

/**
 * A trip's departure time on its date ("14:30" on "2026-06-12") → "2:30 PM", the trip's
 * Florida time; "2:30 PM EDT" to a browser whose clock reads otherwise.
 */
export function formatTripTime(time: string, date: string, viewerZone?: string): string {
  if (!isClockTime(time)) return time;
  let instant: Date;
  try {
    instant = departureInstant(date, time);
  } catch {
    // no usable date: the clock time alone, read on today's date
    instant = departureInstant(todayLocal(), time);
  }
  return `${clock.format(instant)}${zoneSuffix(instant, viewerZone)}`;
}

/** An instant in Florida's time: "Thu, Mar 14, 2030, 4:05 PM" (with the zone to another browser). */
export function formatMoment(iso: string, viewerZone?: string): string {
  const instant = new Date(iso);
  return `${moment.format(instant)}${zoneSuffix(instant, viewerZone)}`;
}

/** A recent instant (a request, a message) in Florida's time: "Jun 3, 2:15 PM" (with the zone to another browser). */
export function formatRequestedAt(iso: string, viewerZone?: string): string {
  const instant = new Date(iso);
  return `${shortMoment.format(instant)}${zoneSuffix(instant, viewerZone)}`;
}

/** A time in the course of a trip (its arrival): "Thu 4:25 PM" (with the zone to another browser). */
export function formatDayAndTime(iso: string, viewerZone?: string): string {
  const instant = new Date(iso);
  return `${dayAndClock.format(instant)}${zoneSuffix(instant, viewerZone)}`;
}
