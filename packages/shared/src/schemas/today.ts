import { z } from "zod";

/**
 * GET /api/today (docs/product/ride-day.md#today): the signed-in student's trips of today
 * in Florida, and the next one within TODAY_AHEAD_HOURS, soonest first; the driver's own and
 * the ones they hold an approved seat on. Phones are E.164.
 */

/** The pickup spot of the trip for this reader: the driver's, or the rider's accepted proposal. */
const todaySpotSchema = z.object({
  label: z.string(),
  note: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** The spot the rider proposed and the driver accepted (for that rider only). */
  isProposed: z.boolean(),
});
export type TodaySpot = z.infer<typeof todaySpotSchema>;

const todayCarSchema = z.object({
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
});

/** For a rider: the trip's driver. */
const todayDriverSchema = z.object({
  firstName: z.string(),
  phone: z.string().nullable(),
  car: todayCarSchema.nullable(),
});

/** For the driver: one approved rider. */
const todayRiderSchema = z.object({
  bookingId: z.uuid(),
  firstName: z.string(),
  phone: z.string().nullable(),
  seats: z.number().int(),
  /** Their accepted pickup spot, when it is not the trip's own. */
  pickup: todaySpotSchema.nullable(),
});

export const todayTripSchema = z.object({
  role: z.enum(["driver", "rider"]),
  rideId: z.uuid(),
  /** The rider's approved booking; null for the driver. */
  bookingId: z.uuid().nullable(),
  from: z.string(),
  to: z.string(),
  /** The departure as the driver set it, Florida's date and time. */
  departureDate: z.string(),
  departureTime: z.string(),
  /** The announced lateness, in minutes, already counted in `departureAt`. */
  delayMinutes: z.number().int(),
  /** When the trip leaves: the departure moved by the announced lateness. */
  departureAt: z.iso.datetime(),
  /** When it is expected to arrive; null when its duration is not known. */
  arrivalAt: z.iso.datetime().nullable(),
  pickup: todaySpotSchema.nullable(),
  /** The driver, for a rider; null for the driver. */
  driver: todayDriverSchema.nullable(),
  /** The approved riders, for the driver; empty for a rider. */
  riders: z.array(todayRiderSchema),
  /** Whether "Share my trip" can send this trip now. */
  canShare: z.boolean(),
});
export type TodayTrip = z.infer<typeof todayTripSchema>;

export const todayResponseSchema = z.object({ trips: z.array(todayTripSchema) });
export type TodayResponse = z.infer<typeof todayResponseSchema>;
