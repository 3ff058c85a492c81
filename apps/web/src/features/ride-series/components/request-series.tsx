import { weekdaysText } from "@campusride/shared/domain/weekday-names";
import { LIMITS } from "@campusride/shared/limits";
import { BOOKING_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import {
  requestRideSeriesInputSchema,
  type RequestRideSeriesResult,
  type RideSeriesWithRides,
} from "@campusride/shared/schemas/ride-series";
import { useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorAt, Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { Stepper } from "../../../components/ui/stepper.tsx";
import { paths, seriesPath } from "../../../config/paths.ts";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import { useRideSeries } from "../api/get-ride-series.ts";
import { useRequestRideSeries } from "../api/request-ride-series.ts";

/**
 * On a trip of a weekly series, for a rider: "Request every trip of this series", with the
 * number of upcoming trips and their dates; one step sends a request on each, and what was
 * sent and what was not (already requested, full) is listed in its place.
 */
export function RequestSeries({ seriesId }: { seriesId: string }) {
  const found = useRideSeries(seriesId);
  const [result, setResult] = useState<RequestRideSeriesResult | null>(null);
  // a series that cannot be read leaves the single trip's request as it is
  if (!found.data || found.data.series.status !== "active" || found.data.rides.length === 0) return null;
  return (
    <section
      aria-labelledby="request-series-title"
      className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-5 shadow-sm sm:p-6"
    >
      <h2 id="request-series-title" className="text-lg font-semibold text-slate-900">
        {WEEKLY_SERIES_MESSAGES.requestAllTitle}
      </h2>
      {result ? (
        <RequestedAll result={result} rides={found.data.rides} />
      ) : (
        <RequestAllForm data={found.data} onSent={setResult} />
      )}
      <Link
        to={seriesPath(seriesId)}
        className="inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {WEEKLY_SERIES_MESSAGES.seeAllDates}
      </Link>
    </section>
  );
}

function RequestAllForm({
  data,
  onSent,
}: {
  data: RideSeriesWithRides;
  onSent: (result: RequestRideSeriesResult) => void;
}) {
  const request = useRequestRideSeries();
  const { series, rides } = data;
  const mostSeats = Math.max(1, ...rides.map((ride) => ride.seatsRemaining));
  const form = useZodForm(requestRideSeriesInputSchema, {
    defaultValues: { seatsRequested: 1, bagsCount: 0, notes: "" },
  });
  const seats = useWatch({ control: form.control, name: "seatsRequested" });
  const bags = useWatch({ control: form.control, name: "bagsCount" }) ?? 0;
  const { errors } = useFormState({ control: form.control });
  const setNumber = (name: "seatsRequested" | "bagsCount", value: number) =>
    form.setValue(name, value, { shouldDirty: true });
  return (
    <>
      <p className="text-slate-700">
        {WEEKLY_SERIES_MESSAGES.requestAllIntro(weekdaysText(series.weekdays), rides.length)}
      </p>
      <div>
        <h3 className="text-sm font-semibold text-slate-800">{WEEKLY_SERIES_MESSAGES.requestAllDates}</h3>
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={WEEKLY_SERIES_MESSAGES.requestAllDates}>
          {rides.map((ride) => (
            <li
              key={ride.id}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800"
            >
              {formatTripDate(ride.departureDate)}
            </li>
          ))}
        </ul>
      </div>
      <Form
        form={form}
        aria-label={WEEKLY_SERIES_MESSAGES.requestAllTitle}
        fallbackError={WEEKLY_SERIES_MESSAGES.requestAllFailed}
        className="space-y-5"
        onSubmit={async (input) => onSent(await request.mutateAsync({ seriesId: series.id, input }))}
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <Stepper
            label={WEEKLY_SERIES_MESSAGES.seatsEachLabel}
            value={seats}
            min={1}
            max={mostSeats}
            onChange={(value) => setNumber("seatsRequested", value)}
            error={errorAt(errors, "seatsRequested")}
          />
          <Stepper
            label={WEEKLY_SERIES_MESSAGES.bagsLabel}
            value={bags}
            min={0}
            max={LIMITS.bags.max}
            onChange={(value) => setNumber("bagsCount", value)}
            error={errorAt(errors, "bagsCount")}
          />
        </div>
        <TextareaField name="notes" label={BOOKING_MESSAGES.notesLabel} rows={2} maxLength={LIMITS.text} />
        <SubmitButton busyLabel={WEEKLY_SERIES_MESSAGES.requestAllSending}>
          {WEEKLY_SERIES_MESSAGES.requestAllButton(rides.length)}
        </SubmitButton>
      </Form>
    </>
  );
}

/** What one step made: the trips requested, and those left out with why. */
function RequestedAll({
  result,
  rides,
}: {
  result: RequestRideSeriesResult;
  rides: RideSeriesWithRides["rides"];
}) {
  const dateOf = (rideId: string) => {
    const ride = rides.find((one) => one.id === rideId);
    return ride ? formatTripDate(ride.departureDate) : rideId;
  };
  return (
    <div className="space-y-3">
      <Alert tone="success">
        <p>{WEEKLY_SERIES_MESSAGES.requestAllDone(result.bookings.length)}</p>
        <ul className="mt-1 list-disc pl-5">
          {result.bookings.map((booking) => (
            <li key={booking.id}>{dateOf(booking.rideId)}</li>
          ))}
        </ul>
        <Link to={paths.myRides} className="mt-2 inline-block font-semibold underline underline-offset-2">
          {WEEKLY_SERIES_MESSAGES.seeMyRides}
        </Link>
      </Alert>
      {result.skipped.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{WEEKLY_SERIES_MESSAGES.requestAllSkipped}</h3>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {result.skipped.map((skipped) => (
              <li key={skipped.rideId}>
                {dateOf(skipped.rideId)}: {WEEKLY_SERIES_MESSAGES.skippedReason(skipped.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
