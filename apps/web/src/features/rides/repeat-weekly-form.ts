import { isCalendarDate } from "@campusride/shared/domain/local-time";
import { latestSeriesEnd, scheduleDates } from "@campusride/shared/domain/weekly-schedule";
import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { z } from "zod";

/**
 * The create form's "Repeat weekly" (docs/product/recurring-rides.md): off, the form makes
 * one trip; on, a weekly series from the form's Date, at its Time, on the chosen weekdays
 * (ISO, 1 = Monday) until `endsOn`.
 */
export const repeatWeeklyValueSchema = z.object({
  isOn: z.boolean(),
  weekdays: z.array(z.number().int().min(1).max(7)).max(7),
  endsOn: z.string().max(10),
});
export type RepeatWeeklyValue = z.infer<typeof repeatWeeklyValueSchema>;

export const NO_REPEAT: RepeatWeeklyValue = { isOn: false, weekdays: [], endsOn: "" };

/**
 * The message for each field of the schedule that is wrong (keys under `repeat.`), the
 * server's rules said where they can still be changed: a day, an end date from the first
 * date to six months on, and at least one date between them.
 */
export function repeatWeeklyProblems(repeat: RepeatWeeklyValue, startsOn: string): Record<string, string> {
  if (!repeat.isOn) return {};
  const problems: Record<string, string> = {};
  if (repeat.weekdays.length === 0) problems.weekdays = WEEKLY_SERIES_MESSAGES.weekdaysRequired;
  if (!repeat.endsOn || !isCalendarDate(repeat.endsOn)) {
    problems.endsOn = WEEKLY_SERIES_MESSAGES.untilRequired;
  } else if (isCalendarDate(startsOn)) {
    if (repeat.endsOn < startsOn) problems.endsOn = WEEKLY_SERIES_MESSAGES.untilBeforeStart;
    else if (repeat.endsOn > latestSeriesEnd(startsOn)) problems.endsOn = WEEKLY_SERIES_MESSAGES.untilTooFar;
    else if (!problems.weekdays && scheduleDates(repeat.weekdays, startsOn, repeat.endsOn).length === 0) {
      problems.weekdays = WEEKLY_SERIES_MESSAGES.noDates;
    }
  }
  return problems;
}
