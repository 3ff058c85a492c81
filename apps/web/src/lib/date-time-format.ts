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

/** An instant's clock time in Florida's time: "4:05 PM" (with the zone to another browser). */
export function formatClockAt(iso: string, viewerZone?: string): string {
  const instant = new Date(iso);
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

const dayOfYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: TRIP_TIME_ZONE,
});

/** A moment's day, "Dec 8, 2026", in the trips' time zone (a review window's end). */
export function formatMomentDay(iso: string): string {
  return dayOfYear.format(new Date(iso));
}

const monthOfYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" → "November 2026". */
export function formatMonth(month: string): string {
  return monthOfYear.format(new Date(`${month}-15T12:00:00Z`));
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const calendarDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: TRIP_TIME_ZONE,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", then the day ("Dec 3") after a week. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return "";
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return calendarDay.format(new Date(iso));
}
