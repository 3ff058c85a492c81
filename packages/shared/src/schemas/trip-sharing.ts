import { z } from "zod";
import { RIDE_STATUSES } from "./rides.ts";

/** POST /api/rides/:rideId/share: the link sent, until when it works, and to whom (the contact's name). */
export const tripShareResultSchema = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime(),
  /** The emergency contact's name; their email when no name was given. */
  sentTo: z.string(),
});
export type TripShareResult = z.infer<typeof tripShareResultSchema>;

/**
 * GET /api/shared-trips/:token: what the emergency contact sees, read-only. Only the
 * route, the times, the driver's first name and car (and plate) and who shared it:
 * never an email, a phone or another rider.
 */
export const sharedTripSchema = z.object({
  departureCity: z.string(),
  destinationCity: z.string(),
  originAddress: z.string().nullable(),
  destinationAddress: z.string().nullable(),
  /** Local to America/New_York, YYYY-MM-DD and HH:MM. */
  departureDate: z.string(),
  departureTime: z.string(),
  departureAt: z.iso.datetime(),
  estimatedArrivalAt: z.iso.datetime(),
  status: z.enum(RIDE_STATUSES),
  driver: z.object({
    firstName: z.string(),
    carMake: z.string().nullable(),
    carModel: z.string().nullable(),
    carColor: z.string().nullable(),
    carYear: z.number().nullable(),
    licensePlate: z.string().nullable(),
  }),
  sharedBy: z.object({ firstName: z.string() }),
  expiresAt: z.iso.datetime(),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;
