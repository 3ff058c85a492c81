import { isCalendarDate, isoWeekday, todayLocal } from "@campusride/shared/domain/local-time";
import { seriesDates } from "@campusride/shared/domain/ride-series";
import { WEEKDAYS, weekdaysText } from "@campusride/shared/domain/weekday-names";
import { latestSeriesEnd } from "@campusride/shared/schemas/ride-series";
import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { useId } from "react";
import { useController, useFormState, useWatch } from "react-hook-form";
import { FieldError, FieldHint, inputStyles } from "../../../components/ui/form-field.tsx";
import { errorAt } from "../../../components/ui/form.tsx";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import { NO_REPEAT, type RepeatWeeklyValue } from "../repeat-weekly-form.ts";

/**
 * The create form's "Repeat weekly": a switch, then the weekdays (a checkbox each, Mon to
 * Sun) and the last date; the first date and the time are the form's own Date and Time.
 * The form's values hold `repeat` (repeat-weekly-form.ts) and `departureDate`.
 */
export function RepeatWeeklyFields() {
  const id = useId();
  const { field } = useController<{ repeat: RepeatWeeklyValue }, "repeat">({ name: "repeat" });
  const startsOn = useWatch<{ departureDate: string }, "departureDate">({ name: "departureDate" });
  const { errors } = useFormState();
  const repeat = field.value ?? NO_REPEAT;
  const hasStart = isCalendarDate(startsOn ?? "");
  const weekdaysError = errorAt(errors, "repeat.weekdays");
  const endsOnError = errorAt(errors, "repeat.endsOn");
  const change = (next: Partial<RepeatWeeklyValue>) => field.onChange({ ...repeat, ...next });

  function toggleRepeat(isOn: boolean) {
    // the first date's weekday to start with: the usual choice
    const weekdays =
      isOn && repeat.weekdays.length === 0 && hasStart ? [isoWeekday(startsOn)] : repeat.weekdays;
    change({ isOn, weekdays });
  }

  function toggleDay(day: number, isChosen: boolean) {
    const others = repeat.weekdays.filter((chosen) => chosen !== day);
    change({ weekdays: isChosen ? [...others, day].sort((a, b) => a - b) : others });
  }

  const dates =
    hasStart && isCalendarDate(repeat.endsOn) ? seriesDates(repeat.weekdays, startsOn, repeat.endsOn) : [];
  const lastDate = dates.at(-1);
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {WEEKLY_SERIES_MESSAGES.repeatTitle}
      </legend>
      <div>
        <label className="inline-flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={repeat.isOn}
            onChange={(event) => toggleRepeat(event.target.checked)}
            aria-describedby={`${id}-hint`}
            className="size-5 accent-brand-700"
          />
          {WEEKLY_SERIES_MESSAGES.repeatLabel}
        </label>
        <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-600">
          {WEEKLY_SERIES_MESSAGES.repeatHint}
        </p>
      </div>
      {repeat.isOn ? (
        <>
          <p className="text-sm text-slate-700">
            {hasStart
              ? WEEKLY_SERIES_MESSAGES.startsFrom(formatTripDate(startsOn))
              : WEEKLY_SERIES_MESSAGES.startsFromUnset}
          </p>
          <fieldset aria-describedby={weekdaysError ? `${id}-weekdays-error` : undefined}>
            <legend className="text-sm font-semibold text-slate-800">
              {WEEKLY_SERIES_MESSAGES.weekdaysLabel}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WEEKDAYS.map(({ day, short, name }) => {
                const isChosen = repeat.weekdays.includes(day);
                return (
                  <label
                    key={day}
                    className={
                      isChosen
                        ? "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border-2 border-brand-700 bg-brand-700 px-3 text-sm font-semibold text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
                        : "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border-2 border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
                    }
                  >
                    <input
                      type="checkbox"
                      checked={isChosen}
                      onChange={(event) => toggleDay(day, event.target.checked)}
                      aria-invalid={weekdaysError ? true : undefined}
                      className="sr-only"
                    />
                    <span aria-hidden="true">{short}</span>
                    <span className="sr-only">{name}</span>
                  </label>
                );
              })}
            </div>
            <FieldError id={weekdaysError ? `${id}-weekdays-error` : undefined}>{weekdaysError}</FieldError>
          </fieldset>
          <div className="max-w-xs">
            <label htmlFor={`${id}-until`} className="block text-sm font-semibold text-slate-800">
              {WEEKLY_SERIES_MESSAGES.untilLabel}
            </label>
            <input
              id={`${id}-until`}
              type="date"
              value={repeat.endsOn}
              min={hasStart ? startsOn : todayLocal()}
              max={latestSeriesEnd(hasStart ? startsOn : todayLocal())}
              onChange={(event) => change({ endsOn: event.target.value })}
              aria-invalid={Boolean(endsOnError)}
              aria-describedby={[`${id}-until-hint`, endsOnError ? `${id}-until-error` : ""].join(" ").trim()}
              className={`mt-1.5 ${inputStyles}`}
            />
            <FieldHint id={`${id}-until-hint`}>
              {WEEKLY_SERIES_MESSAGES.untilHint(
                formatTripDate(latestSeriesEnd(hasStart ? startsOn : todayLocal())),
              )}
            </FieldHint>
            <FieldError id={endsOnError ? `${id}-until-error` : undefined}>{endsOnError}</FieldError>
          </div>
          {dates.length > 0 && lastDate ? (
            <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
              {WEEKLY_SERIES_MESSAGES.preview(
                dates.length,
                weekdaysText(repeat.weekdays),
                formatTripDate(startsOn),
                formatTripDate(lastDate),
              )}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
