import { z } from "zod";
import { addDaysLocal, todayLocal } from "../domain/local-time.ts";
import { RIDE_ALERTS } from "../domain/ride-alerts.ts";
import { LIMITS } from "../limits.ts";
import { RIDE_ALERT_MESSAGES, SEARCH_MESSAGES } from "../messages.ts";
import { sanitizeAddress } from "../sanitize.ts";
import { searchInputSchema, tripFiltersSchema } from "./search.ts";

const search = searchInputSchema.shape;

/** An address as the search form sends it: markup stripped, required here (the alert lists it). */
const address = z
  .string({ error: RIDE_ALERT_MESSAGES.address })
  .max(LIMITS.address, RIDE_ALERT_MESSAGES.address)
  .transform(sanitizeAddress)
  .pipe(z.string().min(1, RIDE_ALERT_MESSAGES.address));

/** A search's date, today or later in America/New_York and at most RIDE_ALERTS.maxDaysAhead ahead. */
const alertDate = search.departureDate
  .refine((value) => value >= todayLocal(), RIDE_ALERT_MESSAGES.datePast)
  .refine(
    (value) => value <= addDaysLocal(todayLocal(), RIDE_ALERTS.maxDaysAhead),
    RIDE_ALERT_MESSAGES.tooFar(RIDE_ALERTS.maxDaysAhead),
  );

/**
 * POST /api/ride-alerts: the search Find a Ride made (the same coordinates, seats and
 * filters rules as POST /api/search), to be told of rides posted later that match it.
 */
export const createRideAlertInputSchema = z
  .object({
    originLat: search.originLat,
    originLng: search.originLng,
    destinationLat: search.destinationLat,
    destinationLng: search.destinationLng,
    originAddress: address,
    destinationAddress: address,
    departureDate: alertDate,
    passengers: search.passengers,
    filters: tripFiltersSchema.optional(),
  })
  .refine((input) => input.originLat !== input.destinationLat || input.originLng !== input.destinationLng, {
    message: SEARCH_MESSAGES.samePlace,
    path: ["destinationAddress"],
  });
export type CreateRideAlertInput = z.input<typeof createRideAlertInputSchema>;

export const rideAlertSchema = z.object({
  id: z.uuid(),
  originAddress: z.string(),
  destinationAddress: z.string(),
  originLat: z.number(),
  originLng: z.number(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  departureDate: z.string(),
  passengers: z.number().int(),
  filters: tripFiltersSchema,
  createdAt: z.iso.datetime(),
});
export type RideAlert = z.infer<typeof rideAlertSchema>;

/** GET /api/ride-alerts: the rider's active alerts (dated today or later), soonest first. */
export const rideAlertsResponseSchema = z.object({ alerts: z.array(rideAlertSchema) });
export type RideAlertsResponse = z.infer<typeof rideAlertsResponseSchema>;

export const rideAlertParamsSchema = z.object({ id: z.string().max(100) });
