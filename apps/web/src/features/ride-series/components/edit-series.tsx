import { LIMITS } from "@campusride/shared/limits";
import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { latestSeriesEnd, type RideSeries } from "@campusride/shared/schemas/ride-series";
import { useMemo } from "react";
import { Form, InputField, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import { useUpdateRideSeries, type SeriesUpdated } from "../api/update-ride-series.ts";
import {
  editSeriesDefaults,
  editSeriesFormSchema,
  seriesChanges,
  type EditSeriesValues,
} from "../edit-series-form.ts";

interface EditSeriesProps {
  series: RideSeries;
  /** The notes its trips carry now (the series itself keeps them with its trip's fields). */
  notes: string;
  /** Told what became of the change: saved, and the trips that kept their own values. */
  onSaved: (message: string, skipped: SeriesUpdated["skipped"]) => void;
}

/**
 * 'Edit series': price, seats, time, notes and last date, for the series and each of its
 * future trips; only what was changed is sent. The server's refusal of a field shows on it.
 */
export function EditSeries({ series, notes, onSaved }: EditSeriesProps) {
  const update = useUpdateRideSeries();
  const schema = useMemo(() => editSeriesFormSchema(series), [series]);
  const form = useZodForm<typeof schema, EditSeriesValues>(schema, {
    defaultValues: editSeriesDefaults(series, notes),
  });
  return (
    <section
      aria-labelledby="edit-series-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="edit-series-title" className="text-lg font-semibold text-slate-900">
        {WEEKLY_SERIES_MESSAGES.editTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{WEEKLY_SERIES_MESSAGES.editHint}</p>
      <Form
        form={form}
        aria-label={WEEKLY_SERIES_MESSAGES.editTitle}
        fallbackError={WEEKLY_SERIES_MESSAGES.updateFailed}
        className="mt-4 space-y-5"
        onSubmit={async (values) => {
          const changes = seriesChanges(series, notes, values);
          if (Object.keys(changes).length === 0) {
            form.setError("root.server", { message: WEEKLY_SERIES_MESSAGES.nothingChanged });
            return;
          }
          const result = await update.mutateAsync({ seriesId: series.id, changes });
          const message =
            result.skipped.length === 0
              ? WEEKLY_SERIES_MESSAGES.saved
              : WEEKLY_SERIES_MESSAGES.savedWithSkipped(result.skipped.length);
          onSaved(message, result.skipped);
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            name="price"
            label={WEEKLY_SERIES_MESSAGES.priceLabel}
            inputMode="decimal"
            autoComplete="off"
          />
          <InputField
            name="availableSeats"
            label={WEEKLY_SERIES_MESSAGES.seatsLabel}
            inputMode="numeric"
            hint={`${LIMITS.driverSeats.min} to ${LIMITS.driverSeats.max}`}
          />
          <InputField name="departureTime" label={WEEKLY_SERIES_MESSAGES.timeLabel} type="time" />
          <InputField
            name="endsOn"
            label={WEEKLY_SERIES_MESSAGES.endsOnLabel}
            type="date"
            min={series.startsOn}
            max={latestSeriesEnd(series.startsOn)}
            hint={WEEKLY_SERIES_MESSAGES.untilHint(formatTripDate(latestSeriesEnd(series.startsOn)))}
          />
        </div>
        <TextareaField
          name="notes"
          label={WEEKLY_SERIES_MESSAGES.notesLabel}
          rows={3}
          maxLength={LIMITS.text}
        />
        <SubmitButton busyLabel={WEEKLY_SERIES_MESSAGES.saving}>
          {WEEKLY_SERIES_MESSAGES.saveButton}
        </SubmitButton>
      </Form>
    </section>
  );
}
