import { z } from "zod";
import { isCalendarDate } from "../domain/local-time.ts";
import { LUGGAGE_SIZES } from "../domain/trip-preferences.ts";
import { LIMITS } from "../limits.ts";
import { SEARCH_MESSAGES } from "../messages.ts";
import { sanitizeAddress } from "../sanitize.ts";
import { ratingSummarySchema } from "./reviews.ts";
import { publicRideSchema, rideDriverSchema } from "./rides.ts";

const latitude = z.number({ error: SEARCH_MESSAGES.bothLocations }).min(-90).max(90);
const longitude = z.number({ error: SEARCH_MESSAGES.bothLocations }).min(-180).max(180);
const address = z
  .string()
  .max(LIMITS.address)
  .transform((value) => sanitizeAddress(value) || undefined)
  .optional();

/** Find a Ride's filters (TripFilters of domain/trip-preferences.ts); a missing one does not filter. */
export const tripFiltersSchema = z.object({
  luggageSize: z.enum(LUGGAGE_SIZES).optional(),
  maxTwoInBack: z.boolean().optional(),
  petsAllowed: z.boolean().optional(),
  smokingAllowed: z.boolean().optional(),
  musicAllowed: z.boolean().optional(),
  womenOnly: z.boolean().optional(),
  instantBooking: z.boolean().optional(),
});

/**
 * POST /api/search: the places, date and passengers (docs/product/search.md), and
 * the filters, and whether to include women-only trips (granted only to a
 * signed-in rider whose profile asks for them; everyone else never sees them).
 */
export const searchInputSchema = z.object({
  originLat: latitude,
  originLng: longitude,
  destinationLat: latitude,
  destinationLng: longitude,
  originAddress: address,
  destinationAddress: address,
  passengers: z
    .number({ error: SEARCH_MESSAGES.passengers })
    .int(SEARCH_MESSAGES.passengers)
    .min(LIMITS.passengers.min, SEARCH_MESSAGES.passengers)
    .max(LIMITS.passengers.max, SEARCH_MESSAGES.passengers),
  /** A calendar date in America/New_York; a past one simply finds nothing. */
  departureDate: z.string({ error: SEARCH_MESSAGES.date }).refine(isCalendarDate, SEARCH_MESSAGES.date),
  filters: tripFiltersSchema.optional(),
  includeWomenOnly: z.boolean().optional(),
  /** Also the rides back (the reverse direction) on this date, on or after departureDate. */
  returnDate: z
    .string({ error: SEARCH_MESSAGES.date })
    .refine(isCalendarDate, SEARCH_MESSAGES.date)
    .optional(),
});
export type SearchInput = z.input<typeof searchInputSchema>;

/** A ride as the search returns it: the public ride with its match figures (docs/product/search.md#matching). */
export const matchedRideSchema = publicRideSchema.extend({
  /** The driver with their rating (null: no published review yet). */
  driver: rideDriverSchema.extend({ rating: ratingSummarySchema.nullable() }),
  matchScore: z.number().int(),
  isOnTheWay: z.boolean(),
  detourFactor: z.number(),
  detourMiles: z.number(),
  exactMatch: z.boolean(),
  estimatedTravelTime: z.string(),
});
export type MatchedRide = z.infer<typeof matchedRideSchema>;

const searchAnswerSchema = z.object({
  /** The best matches, at most 20, by score then departure time. */
  data: z.array(matchedRideSchema),
  summary: z.object({
    /** Active rides of that date that have not left. */
    totalRides: z.number().int(),
    /** Of those, the ones with the seats and within the detour limit. */
    matchedRides: z.number().int(),
    /** Their mean score, to one decimal; 0 when none matched. */
    averageScore: z.number(),
  }),
});

/** With a returnDate: the rides back too, as `data` and `summary` are for the rides out. */
export const searchResponseSchema = searchAnswerSchema.extend({
  returnData: z.array(matchedRideSchema).optional(),
  returnSummary: searchAnswerSchema.shape.summary.optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
