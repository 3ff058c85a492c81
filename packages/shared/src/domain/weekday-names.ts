/**
 * The days of a weekly series as people read them: ISO weekdays, 1 = Monday … 7 = Sunday
 * (docs/product/recurring-rides.md).
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

/** "Mon, Wed" for [3, 1]: the days in week order, each once. */
export function weekdaysText(weekdays: readonly number[]): string {
  return WEEKDAYS.filter(({ day }) => weekdays.includes(day))
    .map(({ short }) => short)
    .join(", ");
}
