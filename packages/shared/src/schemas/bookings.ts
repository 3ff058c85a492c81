import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { PICKUP_PROPOSAL_STATUSES } from "../domain/ride-day.ts";
import {
  BOOKING_MESSAGES,
  PICKUP_PROPOSAL_MESSAGES,
  ROUND_TRIP_MESSAGES,
  TRIP_MESSAGES,
} from "../messages.ts";
import { sanitizeText } from "../sanitize.ts";
import { driverRideSchema, publicRideSchema, tripSpotInputSchema, tripSpotSchema } from "./rides.ts";

/**
 * expired: a pending request the driver did not answer within REQUEST_EXPIRY_HOURS, or before the trip
 * left. no_show: a confirmed rider the driver marked as not at the pickup.
 */
export const BOOKING_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "completed",
  "expired",
  "no_show",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** POST /api/bookings: a rider's seat request (docs/product/bookings.md#requesting-a-seat). */
export const createBookingInputSchema = z.object({
  rideId: z.uuid({ error: BOOKING_MESSAGES.rideUnavailable }),
  seatsRequested: z
    .number({ error: BOOKING_MESSAGES.seats })
    .int(BOOKING_MESSAGES.seats)
    .min(1, BOOKING_MESSAGES.seats)
    .max(LIMITS.driverSeats.max, BOOKING_MESSAGES.seats),
  bagsCount: z
    .number({ error: BOOKING_MESSAGES.bags })
    .int(BOOKING_MESSAGES.bags)
    .min(LIMITS.bags.min, BOOKING_MESSAGES.bags)
    .max(LIMITS.bags.max, BOOKING_MESSAGES.bags)
    .default(0),
  notes: z
    .string()
    .max(LIMITS.text, TRIP_MESSAGES.notesTooLong)
    .transform((value) => sanitizeText(value) || undefined)
    .optional(),
  /**
   * Another pickup spot the rider proposes (docs/product/ride-day.md#proposed-pickup-spot):
   * within MAX_SPOT_MILES of the trip's start, checked by the server against the trip.
   */
  pickupProposal: tripSpotInputSchema(PICKUP_PROPOSAL_MESSAGES.place).optional(),
  /**
   * A round trip (docs/product/bookings.md#round-trips): the same seats on this ride back too,
   * requested in the same step; it must go the other way and leave after the ride out.
   */
  returnRideId: z.uuid({ error: ROUND_TRIP_MESSAGES.returnNotOtherWay }).optional(),
});
export type CreateBookingInput = z.input<typeof createBookingInputSchema>;

/** A rider's proposed pickup spot and the driver's answer, as that rider and the driver read it. */
export const pickupProposalSchema = tripSpotSchema.extend({ status: z.enum(PICKUP_PROPOSAL_STATUSES) });
export type PickupProposal = z.infer<typeof pickupProposalSchema>;

/** POST /api/bookings/:id/pickup-proposal: the driver accepts the proposed spot, or keeps theirs. */
export const pickupProposalAnswerSchema = z.object(
  { accept: z.boolean({ error: PICKUP_PROPOSAL_MESSAGES.answer }) },
  { error: PICKUP_PROPOSAL_MESSAGES.answer },
);

/** A booking as its rider and the ride's driver see it. Money in cents. */
export const bookingSchema = z.object({
  id: z.uuid(),
  rideId: z.uuid(),
  riderId: z.string(),
  seatsRequested: z.number().int(),
  bagsCount: z.number().int(),
  /** The driver's price per seat × seats. */
  totalPriceCents: z.number().int(),
  /** What the rider pays, the platform's fee included. */
  priceCents: z.number().int().nullable(),
  status: z.enum(BOOKING_STATUSES),
  notes: z.string().nullable(),
  /** The rider's proposed pickup spot: only its rider and the driver, never across a block. */
  pickupProposal: pickupProposalSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The trip's day (docs/product/ride-day.md): the rider said "I'm here", was picked up, was marked a no-show. */
  checkedInAt: z.iso.datetime().nullable().optional(),
  pickedUpAt: z.iso.datetime().nullable().optional(),
  noShowAt: z.iso.datetime().nullable().optional(),
  /** An admin overturned the no-show on the rider's dispute: it no longer counts. */
  noShowOverturnedAt: z.iso.datetime().nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST /api/bookings's answer: the request, and the return leg's when both were asked for. */
export const createdBookingSchema = bookingSchema.extend({ returnBooking: bookingSchema.optional() });
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/**
 * Where the trip's day stands, for its driver and its approved riders: when it started,
 * the driver's announced lateness (the departure that counts is departure + delay), and
 * whether a rider reported the driver did not come.
 */
export const tripDaySchema = z.object({
  startedAt: z.iso.datetime().nullable(),
  delayMinutes: z.number().int(),
  driverNoShowAt: z.iso.datetime().nullable(),
  /** By the server's clock, on an active trip: the driver may start it now. */
  canStart: z.boolean(),
  /** A confirmed rider not checked in nor picked up may be marked a no-show now. */
  canMarkNoShow: z.boolean(),
  /** An approved rider may report the driver did not come now. */
  canReportDriverNoShow: z.boolean(),
});
export type TripDay = z.infer<typeof tripDaySchema>;

/**
 * A booking in the rider's lists: with its ride. Read alone by its rider once approved
 * (or completed), it carries the driver's phone too, and nowhere else.
 */
export const riderBookingSchema = bookingSchema.extend({
  ride: publicRideSchema,
  driverPhone: z.string().optional(),
  /** My Rides: whether the rider has reviewed this trip's driver. */
  reviewWritten: z.boolean().optional(),
  /**
   * Read alone by its rider: a confirmed seat on a trip a block between the rider and the
   * driver hides from them. The seat stands (it can be cancelled as any), but the trip's
   * page, its messages and sharing it are no longer theirs (decision 0028).
   */
  tripHidden: z.boolean().optional(),
  /**
   * Its rider's approved seat: the minutes the driver announced running late on the trip's
   * day; the departure the rider sees is the trip's moved by them (docs/product/ride-day.md).
   */
  departureDelayMinutes: z.number().int().optional(),
  /**
   * Read alone by its rider: the trip's day, whether they disputed their no-show, and
   * whether an admin upheld it (the no-show stands).
   */
  day: tripDaySchema.optional(),
  noShowDisputed: z.boolean().optional(),
  noShowUpheld: z.boolean().optional(),
});
export type RiderBooking = z.infer<typeof riderBookingSchema>;

export const BOOKING_SCOPES = ["upcoming", "past"] as const;
export type BookingScope = (typeof BOOKING_SCOPES)[number];

/** GET /api/bookings/mine?scope=: Upcoming Rides, or Past & Cancelled (docs/product/bookings.md#my-rides). */
export const myBookingsQuerySchema = z.object({ scope: z.enum(BOOKING_SCOPES).default("upcoming") });
export const myBookingsResponseSchema = z.object({ bookings: z.array(riderBookingSchema) });
export type MyBookings = z.infer<typeof myBookingsResponseSchema>;

/**
 * A request as the ride's driver sees it: the rider's public name, never email; the
 * rider's phone only once the request is approved (or completed).
 */
export const tripRequestSchema = bookingSchema.extend({
  rider: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  riderPhone: z.string().optional(),
});
export type TripRequest = z.infer<typeof tripRequestSchema>;

/** GET /api/rides/:id/requests. */
export const tripRequestsResponseSchema = z.object({
  ride: driverRideSchema,
  pending: z.array(tripRequestSchema),
  approved: z.array(tripRequestSchema),
  rejected: z.array(tripRequestSchema),
  /** Requests the driver did not answer in time (REQUEST_EXPIRY_HOURS, or before departure). */
  expired: z.array(tripRequestSchema),
  day: tripDaySchema.optional(),
});
export type TripRequests = z.infer<typeof tripRequestsResponseSchema>;
