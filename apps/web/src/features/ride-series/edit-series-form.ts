import { dollarsToCents } from "@campusride/shared/domain/money";
import { isCalendarDate, isClockTime } from "@campusride/shared/domain/local-time";
import { LIMITS } from "@campusride/shared/limits";
import { SERIES_MAX_MONTHS } from "@campusride/shared/domain/ride-series";
import { SERIES_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { latestSeriesEnd, type RideSeries } from "@campusride/shared/schemas/ride-series";
import { MAX_PRICE_PER_SEAT_CENTS } from "@campusride/shared/schemas/rides";
import { z } from "zod";
import type { UpdateSeriesInput } from "./api/update-ride-series.ts";

/** Dollars, with cents or without ("15", "12.50"). */
const DOLLARS = /^\d+(\.\d{1,2})?$/;

/** The series' edit form, as typed: each field starts at the series' value. */
export interface EditSeriesValues {
  price: string;
  availableSeats: string;
  departureTime: string;
  notes: string;
  endsOn: string;
}

/** The form's check: the same limits as a trip's, and a last date from the first to six months on. */
export function editSeriesFormSchema(series: Pick<RideSeries, "startsOn">) {
  return z.object({
    price: z
      .string()
      .trim()
      .refine((text) => DOLLARS.test(text), TRIP_MESSAGES.priceCents)
      .transform((text) => dollarsToCents(Number(text)))
      .refine((cents) => cents >= 1, TRIP_MESSAGES.priceEdit)
      .refine((cents) => cents <= MAX_PRICE_PER_SEAT_CENTS, TRIP_MESSAGES.priceTooHigh),
    availableSeats: z
      .string()
      .trim()
      .transform((text) => Number.parseInt(text, 10))
      .refine(
        (seats) => seats >= LIMITS.driverSeats.min && seats <= LIMITS.driverSeats.max,
        TRIP_MESSAGES.seats,
      ),
    departureTime: z.string().refine(isClockTime, TRIP_MESSAGES.timeInvalid),
    notes: z.string().max(LIMITS.text, TRIP_MESSAGES.notesTooLong),
    endsOn: z
      .string()
      .refine(isCalendarDate, SERIES_MESSAGES.endsOn)
      .refine((date) => date >= series.startsOn, SERIES_MESSAGES.endsBeforeStart)
      .refine((date) => date <= latestSeriesEnd(series.startsOn), SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS)),
  });
}

export type EditSeriesOutput = z.output<ReturnType<typeof editSeriesFormSchema>>;

/** The form's starting values: the series as it is, and the notes of its trips. */
export function editSeriesDefaults(series: RideSeries, notes: string): EditSeriesValues {
  return {
    price: (series.pricePerSeatCents / 100).toFixed(2),
    availableSeats: String(series.availableSeats),
    departureTime: series.departureTime.slice(0, 5),
    notes,
    endsOn: series.endsOn,
  };
}

/** PATCH's body: only what differs from the series (and its trips' notes) as they are. */
export function seriesChanges(
  series: RideSeries,
  notes: string,
  values: EditSeriesOutput,
): UpdateSeriesInput {
  const changes: UpdateSeriesInput = {};
  if (values.price !== series.pricePerSeatCents) changes.pricePerSeatCents = values.price;
  if (values.availableSeats !== series.availableSeats) changes.availableSeats = values.availableSeats;
  if (values.departureTime !== series.departureTime.slice(0, 5)) changes.departureTime = values.departureTime;
  if (values.notes.trim() !== notes.trim()) changes.notes = values.notes.trim();
  if (values.endsOn !== series.endsOn) changes.endsOn = values.endsOn;
  return changes;
}
