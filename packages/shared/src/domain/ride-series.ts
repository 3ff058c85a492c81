/** A weekly series runs at most this many months from its first date to its last. */
export const SERIES_MAX_MONTHS = 6;
/** Its trips are made this many days ahead (today included), a rolling four weeks. */
export const SERIES_AHEAD_DAYS = 28;

const DAY_MS = 24 * 3600 * 1000;

/** The dates from `from` to `through` (both included) that fall on one of `weekdays` (ISO, 1 = Monday). */
export function seriesDates(weekdays: readonly number[], from: string, through: string): string[] {
  const dates: string[] = [];
  const last = Date.parse(`${through}T12:00:00Z`);
  // calendar dates as UTC noons: plain arithmetic, no time zone
  for (let day = Date.parse(`${from}T12:00:00Z`); day <= last; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay() || 7;
    if (weekdays.includes(weekday)) dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}
