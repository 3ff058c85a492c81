import { addMonths, format, getISODay, parseISO } from "date-fns";
import { addDaysLocal } from "./local-time.ts";

/**
 * A weekly series' schedule as people read it: ISO weekdays (1 = Monday … 7 = Sunday),
 * and the dates they fall on between two dates (docs/product/recurring-rides.md).
 */
export const WEEKDAYS = [
  { day: 1, short: "Mon", name: "Monday" },
  { day: 2, short: "Tue", name: "Tuesday" },
  { day: 3, short: "Wed", name: "Wednesday" },
  { day: 4, short: "Thu", name: "Thursday" },
  { day: 5, short: "Fri", name: "Friday" },
  { day: 6, short: "Sat", name: "Saturday" },
  { day: 7, short: "Sun", name: "Sunday" },
] as const;

/** A series ends at most this many months after it starts. */
export const SERIES_MAX_MONTHS = 6;

/** The ISO weekday (1 = Monday) of a "YYYY-MM-DD" date. */
export function isoWeekdayOf(date: string): number {
  return getISODay(parseISO(date));
}

/** "Mon, Wed" for [3, 1]: the days in week order, each once. */
export function weekdaysText(weekdays: readonly number[]): string {
  return WEEKDAYS.filter(({ day }) => weekdays.includes(day))
    .map(({ short }) => short)
    .join(", ");
}

/** The last date a series starting on `startsOn` may run to (six months on). */
export function latestSeriesEnd(startsOn: string): string {
  return format(addMonths(parseISO(startsOn), SERIES_MAX_MONTHS), "yyyy-MM-dd");
}

/** The dates from `startsOn` to `endsOn` (both included) that fall on one of `weekdays`. */
export function scheduleDates(weekdays: readonly number[], startsOn: string, endsOn: string): string[] {
  const dates: string[] = [];
  if (weekdays.length === 0 || endsOn < startsOn) return dates;
  for (let date = startsOn; date <= endsOn; date = addDaysLocal(date, 1)) {
    if (weekdays.includes(isoWeekdayOf(date))) dates.push(date);
  }
  return dates;
}
