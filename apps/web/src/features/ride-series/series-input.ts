import type { CreateRideInput } from "@campusride/shared/schemas/rides";
import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { ApiError } from "../../lib/api-client.ts";
import type { CreateSeriesInput } from "./api/create-ride-series.ts";

/** POST /api/ride-series's body: the trip as the create form made it, repeated from its date. */
export function seriesInputFromTrip(
  trip: CreateRideInput,
  schedule: { weekdays: number[]; endsOn: string },
): CreateSeriesInput {
  const { departureDate, departureTime, ...fields } = trip;
  return {
    ...fields,
    departureTime,
    weekdays: schedule.weekdays,
    startsOn: departureDate,
    endsOn: schedule.endsOn,
  };
}

/**
 * A refusal of the series as the confirm screen shows it: the confirm form holds only the
 * price, so each field the server named (weekdays, the dates, the time) is said in one
 * alert, after what to do; any other refusal (an overlapping trip) as the server said it.
 */
export function seriesRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { price, pricePerSeatCents, ...scheduleFields } = error.fields;
  const said = Object.values(scheduleFields);
  if (said.length === 0) return error;
  const message = [WEEKLY_SERIES_MESSAGES.scheduleProblem, ...said].join(" ");
  const priceMessage = price ?? pricePerSeatCents;
  return new ApiError(error.status, error.code, message, priceMessage ? { price: priceMessage } : {});
}
