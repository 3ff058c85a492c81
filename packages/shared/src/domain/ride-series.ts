import { addDaysLocal, isoWeekday } from "./local-time.ts";

/** A weekly series runs at most this many months from its first date to its last. */
export const SERIES_MAX_MONTHS = 6;
/** Its trips are made this many days ahead (today included), a rolling four weeks. */
export const SERIES_AHEAD_DAYS = 28;

/** The dates from `from` to `through` (both included) that fall on one of `weekdays` (ISO, 1 = Monday). */
export function seriesDates(weekdays: readonly number[], from: string, through: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= through; date = addDaysLocal(date, 1)) {
    if (weekdays.includes(isoWeekday(date))) dates.push(date);
  }
  return dates;
}
