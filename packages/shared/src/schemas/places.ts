import { z } from "zod";
import { MAPS_MESSAGES } from "../messages.ts";

/**
 * Inputs and outputs of the places and routes endpoints (one schema, used by the place
 * input and route summary on the web and by the API's routes). The maps messages
 * are in messages.ts.
 */

export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 200;
export const AUTOCOMPLETE_LIMIT = 10;
export const TEXT_SEARCH_LIMIT = 10;
export const NEARBY_LIMIT = 20;
export const NEARBY_DEFAULT_TYPES = ["restaurant", "gas_station", "university"] as const;
export const NEARBY_TYPES = [
  "restaurant",
  "gas_station",
  "university",
  "airport",
  "train_station",
  "bus_station",
  "locality",
] as const;

const queryText = z
  .string({ error: MAPS_MESSAGES.queryTooShort })
  .trim()
  .min(PLACE_QUERY_MIN, MAPS_MESSAGES.queryTooShort)
  .max(PLACE_QUERY_MAX, MAPS_MESSAGES.queryTooLong);

export const placeQuerySchema = z.object({
  q: queryText,
  /** Google bills autocomplete per session; the web sends one token per typing session. */
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type PlaceQuery = z.infer<typeof placeQuerySchema>;

export const placeIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_.-]{1,300}$/, MAPS_MESSAGES.invalidPlaceId);

/** A coordinate typed in a query string: a plain decimal number within `limit`. */
function coordinate(limit: number) {
  return z
    .string({ error: MAPS_MESSAGES.invalidLocation })
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/, MAPS_MESSAGES.invalidLocation)
    .transform(Number)
    .pipe(z.number().min(-limit, MAPS_MESSAGES.invalidLocation).max(limit, MAPS_MESSAGES.invalidLocation));
}

export const latitudeSchema = coordinate(90);
export const longitudeSchema = coordinate(180);

export const nearbyQuerySchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** Comma-separated place types; default restaurant, gas_station, university. */
  types: z
    .string()
    .max(PLACE_QUERY_MAX)
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return [...NEARBY_DEFAULT_TYPES];
      const types = [...new Set(value.split(",").map((type) => type.trim()))].filter(Boolean);
      const unknown = types.filter((type) => !(NEARBY_TYPES as readonly string[]).includes(type));
      if (unknown.length > 0) {
        context.addIssue({ code: "custom", message: `Unknown place type: ${unknown.join(", ")}` });
        return z.NEVER;
      }
      return types as Array<(typeof NEARBY_TYPES)[number]>;
    }),
  /** Meters, 100 to 50 000; default 5 000. */
  radius: z.coerce.number().int().min(100).max(50_000).default(5_000),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

/** A place as the API returns it. */
export const placeResultSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

/** An autocomplete suggestion; a maps service may only know the location after details. */
export const placeSuggestionSchema = placeResultSchema.extend({
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeListSchema = z.object({
  results: z.array(placeSuggestionSchema),
  /** Set when the maps service failed and the offline gazetteer answered instead. */
  warning: z.string().optional(),
});
export type PlaceList = z.infer<typeof placeListSchema>;

export const placeDetailsSchema = z.object({
  place: placeResultSchema.nullable(),
  warning: z.string().optional(),
  /** Geocoding only: nothing matched, and this known place is the nearest spelling ("did you mean"). */
  suggestion: placeResultSchema.optional(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

const routeEndpoint = z
  .string({ error: MAPS_MESSAGES.bothLocations })
  .trim()
  .min(1, MAPS_MESSAGES.bothLocations)
  .max(PLACE_QUERY_MAX, MAPS_MESSAGES.queryTooLong);

export const routeQuerySchema = z.object({
  /** A place id or "lat,lng". */
  from: routeEndpoint,
  to: routeEndpoint,
  /** The driver's car, for the suggested price; the default car when absent. */
  make: z.string().trim().max(50).optional(),
  model: z.string().trim().max(50).optional(),
});
export type RouteQuery = z.infer<typeof routeQuerySchema>;

export const routePriceSchema = z.object({
  mpg: z.number(),
  car: z.object({ make: z.string(), model: z.string() }),
  gasCents: z.number().int(),
  wearCents: z.number().int(),
  /** Suggested driver price per seat. */
  driverPriceCents: z.number().int(),
  platformFeeCents: z.number().int(),
  /** What a rider pays per seat (driver price × 1.4, rounded up). */
  riderPriceCents: z.number().int(),
});

const routePointSchema = z.object({ lat: z.number(), lng: z.number(), label: z.string() });

/** Route result: distance in whole miles, duration in seconds. */
export const routeResultSchema = z.object({
  origin: routePointSchema,
  destination: routePointSchema,
  distance: z.object({ text: z.string(), value: z.number() }),
  duration: z.object({ text: z.string(), value: z.number() }),
  /** Google's encoded polyline (precision 5), when the provider drew the road. */
  polyline: z.string().optional(),
  /** True when the distance is an estimate rather than a road route. */
  estimated: z.boolean(),
  source: z.enum(["fixed", "offline", "google", "osrm", "fallback"]),
  /** The route error shown next to an estimate. */
  error: z.string().optional(),
  price: routePriceSchema,
});
export type RouteResult = z.infer<typeof routeResultSchema>;
