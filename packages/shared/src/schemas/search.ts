import { z } from "zod";
import { isCalendarDate } from "../domain/local-time.ts";
import { LIMITS } from "../limits.ts";
import { SEARCH_MESSAGES } from "../messages.ts";
import { sanitizeAddress } from "../sanitize.ts";
import { publicRideSchema } from "./rides.ts";

const latitude = z.number({ error: SEARCH_MESSAGES.bothLocations }).min(-90).max(90);
const longitude = z.number({ error: SEARCH_MESSAGES.bothLocations }).min(-180).max(180);
const address = z
  .string()
  .max(LIMITS.address)
  .transform((value) => sanitizeAddress(value) || undefined)
  .optional();

/** POST /api/search: the spec's search payload (§3 "Search request payload"). */
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
});
export type SearchInput = z.input<typeof searchInputSchema>;

/** A ride as the search returns it: the public ride with the spec's matched-ride extras. */
export const matchedRideSchema = publicRideSchema.extend({
  matchScore: z.number().int(),
  isOnTheWay: z.boolean(),
  detourFactor: z.number(),
  detourMiles: z.number(),
  exactMatch: z.boolean(),
  estimatedTravelTime: z.string(),
});
export type MatchedRide = z.infer<typeof matchedRideSchema>;

export const searchResponseSchema = z.object({
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
export type SearchResponse = z.infer<typeof searchResponseSchema>;
