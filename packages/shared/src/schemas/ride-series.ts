import { z } from "zod";
import { addMonthsLocal, isCalendarDate, todayLocal } from "../domain/local-time.ts";
import { SERIES_MAX_MONTHS } from "../domain/ride-series.ts";
import { LIMITS } from "../limits.ts";
import { SERIES_MESSAGES, TRIP_MESSAGES } from "../messages.ts";
import { sanitizeText } from "../sanitize.ts";
import { bookingSchema, createBookingInputSchema } from "./bookings.ts";
import {
  availableSeatsSchema,
  departureTimeSchema,
  newTripTimeSchema,
  pricePerSeatCentsSchema,
  publicRideSchema,
  tripOfferFields,
  withTripPlaceRules,
} from "./rides.ts";

/** ISO weekdays, 1 = Monday … 7 = Sunday: at least one, each once; kept in order. */
const weekdaysSchema = z
  .array(z.number({ error: SERIES_MESSAGES.weekdaysInvalid }).int().min(1).max(7), {
    error: SERIES_MESSAGES.weekdays,
  })
  .min(1, SERIES_MESSAGES.weekdays)
  .max(7, SERIES_MESSAGES.weekdaysInvalid)
  .refine((days) => new Set(days).size === days.length, SERIES_MESSAGES.weekdaysInvalid)
  .transform((days) => [...days].sort((a, b) => a - b));

function seriesDate(message: string) {
  return z.string({ error: message }).min(1, message).refine(isCalendarDate, TRIP_MESSAGES.dateInvalid);
}

/** The last date a series starting on `startsOn` may run to: SERIES_MAX_MONTHS later. */
export function latestSeriesEnd(startsOn: string): string {
  return addMonthsLocal(startsOn, SERIES_MAX_MONTHS);
}

/**
 * POST /api/ride-series: every field of a trip but its date, and the schedule: weekdays,
 * time, first and last date (at most SERIES_MAX_MONTHS apart, not starting in the past).
 */
export const createRideSeriesInputSchema = withTripPlaceRules(
  z.object({
    ...tripOfferFields,
    weekdays: weekdaysSchema,
    departureTime: newTripTimeSchema,
    startsOn: seriesDate(SERIES_MESSAGES.startsOn).refine(
      (value) => value >= todayLocal(),
      SERIES_MESSAGES.startsPast,
    ),
    endsOn: seriesDate(SERIES_MESSAGES.endsOn),
  }),
)
  .refine((series) => series.endsOn >= series.startsOn, {
    message: SERIES_MESSAGES.endsBeforeStart,
    path: ["endsOn"],
  })
  // judged once both dates are real ones (their own checks say what is wrong otherwise)
  .refine((series) => !isCalendarDate(series.startsOn) || series.endsOn <= latestSeriesEnd(series.startsOn), {
    message: SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS),
    path: ["endsOn"],
  });
export type CreateRideSeries = z.output<typeof createRideSeriesInputSchema>;

/** PATCH /api/ride-series/:id: what changes for the series and each of its future trips. */
export const updateRideSeriesInputSchema = z
  .object({
    pricePerSeatCents: pricePerSeatCentsSchema.optional(),
    availableSeats: availableSeatsSchema.optional(),
    notes: z
      .string()
      .max(LIMITS.text, TRIP_MESSAGES.notesTooLong)
      .transform((value) => sanitizeText(value))
      .optional(),
    departureTime: departureTimeSchema.optional(),
    endsOn: seriesDate(SERIES_MESSAGES.endsOn).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to change.");
export type UpdateRideSeries = z.output<typeof updateRideSeriesInputSchema>;

export const SERIES_STATUSES = ["active", "cancelled"] as const;

/** A weekly series as its driver and riders read it. */
export const rideSeriesSchema = z.object({
  id: z.uuid(),
  driverId: z.string(),
  weekdays: z.array(z.number().int()),
  departureTime: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(SERIES_STATUSES),
  departureCity: z.string(),
  destinationCity: z.string(),
  originAddress: z.string().nullable(),
  destinationAddress: z.string().nullable(),
  availableSeats: z.number().int(),
  pricePerSeatCents: z.number().int(),
  riderPricePerSeatCents: z.number().int(),
  /** The date of its next active trip yet to leave; null when none is left. */
  nextDepartureDate: z.string().nullable(),
  /** Its active trips yet to leave. */
  upcomingCount: z.number().int(),
});
export type RideSeries = z.infer<typeof rideSeriesSchema>;

/** A series with its trips (the made ones yet to leave, by date). */
export const rideSeriesWithRidesSchema = z.object({
  series: rideSeriesSchema,
  rides: z.array(publicRideSchema),
});
export type RideSeriesWithRides = z.infer<typeof rideSeriesWithRidesSchema>;

export const myRideSeriesResponseSchema = z.object({ series: z.array(rideSeriesSchema) });

/** A trip of the series left as it was, and why (the catalogue's text). */
const skippedRideSchema = z.object({ rideId: z.uuid(), reason: z.string() });

export const updateRideSeriesResponseSchema = rideSeriesWithRidesSchema.extend({
  skipped: z.array(skippedRideSchema),
});

export const cancelRideSeriesResponseSchema = z.object({
  series: rideSeriesSchema,
  cancelledRideIds: z.array(z.uuid()),
});

/** POST /api/ride-series/:id/requests: one request per upcoming trip, the same seats and bags each. */
export const requestRideSeriesInputSchema = createBookingInputSchema.pick({
  seatsRequested: true,
  bagsCount: true,
  notes: true,
});

export const SERIES_SKIP_REASONS = ["already_requested", "full"] as const;

export const requestRideSeriesResponseSchema = z.object({
  bookings: z.array(bookingSchema),
  skipped: z.array(z.object({ rideId: z.uuid(), reason: z.enum(SERIES_SKIP_REASONS) })),
});
export type RequestRideSeriesResult = z.infer<typeof requestRideSeriesResponseSchema>;
