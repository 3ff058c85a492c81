import { isCalendarDate } from "@campusride/shared/domain/local-time";
import { SERIES_MAX_MONTHS, seriesDates } from "@campusride/shared/domain/ride-series";
import { SERIES_MESSAGES } from "@campusride/shared/messages";
import { latestSeriesEnd } from "@campusride/shared/schemas/ride-series";
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
  if (repeat.weekdays.length === 0) problems.weekdays = SERIES_MESSAGES.weekdays;
  if (!repeat.endsOn || !isCalendarDate(repeat.endsOn)) {
    problems.endsOn = SERIES_MESSAGES.endsOn;
  } else if (isCalendarDate(startsOn)) {
    if (repeat.endsOn < startsOn) problems.endsOn = SERIES_MESSAGES.endsBeforeStart;
    else if (repeat.endsOn > latestSeriesEnd(startsOn))
      problems.endsOn = SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS);
    else if (!problems.weekdays && seriesDates(repeat.weekdays, startsOn, repeat.endsOn).length === 0) {
      problems.weekdays = SERIES_MESSAGES.noDates;
    }
  }
  return problems;
}
