import { z } from "zod";
import { RIDE_STATUSES } from "./rides.ts";

/**
 * Where the user's emergency contact stands: no email given, never asked, asked and not
 * yet answered, confirmed, or asked CampusRide never to email them about trips.
 */
export const CONTACT_CONFIRMATION_STATUSES = [
  "noEmail",
  "notAsked",
  "pending",
  "confirmed",
  "stopped",
] as const;
export const contactConfirmationSchema = z.object({ status: z.enum(CONTACT_CONFIRMATION_STATUSES) });
export type ContactConfirmation = z.infer<typeof contactConfirmationSchema>;

/**
 * POST /api/rides/:rideId/share: "sent" when the contact has confirmed their address (the
 * link was mailed; `url` is it), "awaitingConfirmation" when they have not yet (they were
 * asked to confirm, and the link is mailed once they do; no `url` yet).
 */
export const tripShareResultSchema = z.object({
  status: z.enum(["sent", "awaitingConfirmation"]),
  url: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /** The emergency contact's name; their email when no name was given. */
  sentTo: z.string(),
});
export type TripShareResult = z.infer<typeof tripShareResultSchema>;

/** POST /api/trip-updates/confirm and /stop: the emergency contact's answer, by the token of their mail. */
export const tripUpdatesAnswerSchema = z.object({ token: z.string().max(100) });

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
  /** Null when neither the trip's duration nor its route could be worked out: never a guess. */
  estimatedArrivalAt: z.iso.datetime().nullable(),
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
  /** Where the sharer is picked up (their accepted proposal, else the trip's spot); the note masked. */
  pickupSpot: z.object({ label: z.string(), note: z.string().nullable() }).nullable(),
  expiresAt: z.iso.datetime(),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;
