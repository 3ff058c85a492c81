import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** Trip dates and times are local to Florida's time zone, as drivers and riders read them. */
export const TRIP_TIME_ZONE = "America/New_York";

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Today's date ("YYYY-MM-DD") in America/New_York. */
export function todayLocal(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), TRIP_TIME_ZONE), "yyyy-MM-dd");
}

/** `date` plus `days` days ("YYYY-MM-DD"), for seeds and date pickers. */
export function addDaysLocal(date: string, days: number): string {
  const [year, month, day] = splitDate(date);
  return format(new Date(Date.UTC(year, month - 1, day + days, 12)), "yyyy-MM-dd");
}

/** `date` plus `years` years ("YYYY-MM-DD"); 29 February becomes 28 February in a common year. */
export function addYearsLocal(date: string, years: number): string {
  const [year, month, day] = splitDate(date);
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return format(new Date(Date.UTC(year + years, month - 1, Math.min(day, lastDay), 12)), "yyyy-MM-dd");
}

/** `date` plus `months` months ("YYYY-MM-DD"); the 31st becomes the month's last day when it has fewer. */
export function addMonthsLocal(date: string, months: number): string {
  const [year, month, day] = splitDate(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay), 12)), "yyyy-MM-dd");
}

/** The ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = splitDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** A real calendar date written YYYY-MM-DD: 2026-02-30 is not one. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = splitDate(value);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A 24-hour time HH:MM (seconds allowed, as PostgreSQL returns them). */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** "14:30:00" → "14:30". */
export function shortTime(value: string): string {
  return value.slice(0, 5);
}

/**
 * "14:30:00" → "2:30 PM": a trip's time on the 12-hour clock US students read, for texts
 * written away from the browser (notifications, emails); Florida's time, like every trip time.
 */
export function clockTime(value: string): string {
  const match = TIME_PATTERN.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** The instant a trip leaves: its local date and time in America/New_York. */
export function departureInstant(date: string, time: string): Date {
  const [year, month, day] = splitDate(date);
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  const local = new TZDate(year, month - 1, day, Number(match[1]), Number(match[2]), TRIP_TIME_ZONE);
  return new Date(local.getTime());
}

/**
 * False for a time the clocks skip on that date (02:30 on the day daylight saving time
 * starts): no trip can leave then. A repeated time (01:30 when it ends) is its first one.
 */
export function localTimeExists(date: string, time: string): boolean {
  const local = new TZDate(departureInstant(date, time).getTime(), TRIP_TIME_ZONE);
  return format(local, "yyyy-MM-dd") === date && format(local, "HH:mm") === shortTime(time);
}

function splitDate(value: string): [number, number, number] {
  const match = DATE_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a date: ${value}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const longDay = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-12-03" → "Thursday, December 3": a calendar date in words (read at noon UTC, so it never shifts). */
export function calendarDay(date = ""): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDay.format(parsed);
}

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-12-03" → "Dec 3" (a calendar date: formatted at noon UTC it never shifts a day). */
export function shortCalendarDay(date = ""): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : shortDay.format(parsed);
}
