import { z } from "zod";
import { addYearsLocal, isCalendarDate, isClockTime, todayLocal } from "../domain/local-time.ts";
import { LUGGAGE_SIZES } from "../domain/trip-preferences.ts";
import { isSameTripPlace } from "../domain/trip-ends.ts";
import { isSpotTooFar } from "../domain/trip-spots.ts";
import { LIMITS } from "../limits.ts";
import { TRIP_MESSAGES } from "../messages.ts";
import { sanitizeAddress, sanitizeText } from "../sanitize.ts";

export const RIDE_STATUSES = ["active", "completed", "cancelled"] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** The highest price per seat a driver may ask, in cents ($1,000). */
export const MAX_PRICE_PER_SEAT_CENTS = 100_000;
/** The longest distance a trip may state, in miles (coast to coast and back). */
export const MAX_TRIP_MILES = 6000;

const city = z
  .string({ error: TRIP_MESSAGES.cities })
  .transform((value) => sanitizeAddress(value))
  .pipe(z.string().min(1, TRIP_MESSAGES.cities));

const optionalAddress = z
  .string()
  .transform((value) => sanitizeAddress(value) || undefined)
  .optional();

const latitude = z.number().min(-90).max(90).optional();
const longitude = z.number().min(-180).max(180).optional();

/**
 * The last date a trip may be offered for: a year from today in America/New_York. Plans
 * further out are not trips yet, and a date like 9999-12-31 would sit in every list.
 */
export function latestDepartureDate(today: string = todayLocal()): string {
  return addYearsLocal(today, 1);
}

/** A trip's date: a real calendar date, from today to a year ahead in America/New_York. */
export const departureDateSchema = z
  .string({ error: TRIP_MESSAGES.date })
  .min(1, TRIP_MESSAGES.date)
  .refine(isCalendarDate, TRIP_MESSAGES.dateInvalid)
  .refine((value) => value >= todayLocal(), TRIP_MESSAGES.datePast)
  .refine((value) => value <= latestDepartureDate(), TRIP_MESSAGES.dateTooFar);

/** A 24-hour departure time, HH:MM. */
export const departureTimeSchema = z
  .string({ error: TRIP_MESSAGES.timeInvalid })
  .min(1, TRIP_MESSAGES.timeInvalid)
  .refine(isClockTime, TRIP_MESSAGES.timeInvalid)
  .transform((value) => value.slice(0, 5));

export const availableSeatsSchema = z
  .number({ error: TRIP_MESSAGES.seats })
  .int(TRIP_MESSAGES.seats)
  .min(LIMITS.driverSeats.min, TRIP_MESSAGES.seats)
  .max(LIMITS.driverSeats.max, TRIP_MESSAGES.seats);

export const pricePerSeatCentsSchema = z
  .number({ error: TRIP_MESSAGES.price })
  .int(TRIP_MESSAGES.price)
  .positive(TRIP_MESSAGES.price)
  .max(MAX_PRICE_PER_SEAT_CENTS, TRIP_MESSAGES.priceTooHigh);

const notesSchema = z
  .string()
  .max(LIMITS.text, TRIP_MESSAGES.notesTooLong)
  .transform((value) => sanitizeText(value) || undefined)
  .optional();

/**
 * A pickup or drop-off spot as the driver sets it: a place chosen from the list (its label
 * and coordinates) and an optional short note. A note without its place is refused.
 */
export function tripSpotInputSchema(placeMessage: string) {
  return z.object(
    {
      label: z
        .string({ error: placeMessage })
        .transform((value) => sanitizeAddress(value))
        .pipe(z.string().min(1, placeMessage).max(LIMITS.address, placeMessage)),
      lat: z.number({ error: placeMessage }).min(-90, placeMessage).max(90, placeMessage),
      lng: z.number({ error: placeMessage }).min(-180, placeMessage).max(180, placeMessage),
      note: z
        .string()
        .max(LIMITS.spotNote, TRIP_MESSAGES.spotNoteTooLong)
        .transform((value) => sanitizeText(value, LIMITS.spotNote) || undefined)
        .optional(),
    },
    { error: placeMessage },
  );
}

export const pickupSpotInputSchema = tripSpotInputSchema(TRIP_MESSAGES.pickupSpotPlace);
export const dropoffSpotInputSchema = tripSpotInputSchema(TRIP_MESSAGES.dropoffSpotPlace);
export type TripSpotInput = z.input<typeof pickupSpotInputSchema>;
export type TripSpotValue = z.output<typeof pickupSpotInputSchema>;

/** A spot as the trip's driver and its confirmed riders read it. */
export const tripSpotSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string().nullable(),
});
export type TripSpot = z.infer<typeof tripSpotSchema>;

/** A trip's preferences (domain/trip-preferences.ts): luggage, back seat, pets, smoking, music, women-only. */
export const tripPreferencesSchema = z.object({
  luggageSize: z.enum(LUGGAGE_SIZES),
  maxTwoInBack: z.boolean(),
  petsAllowed: z.boolean(),
  smokingAllowed: z.boolean(),
  musicAllowed: z.boolean(),
  womenOnly: z.boolean(),
});

function spotEnd(lat: number | undefined, lng: number | undefined) {
  return { lat: lat ?? null, lng: lng ?? null };
}

/**
 * Every field of a new trip but its date and time: a trip (POST /api/rides) and a weekly
 * series (POST /api/ride-series) offer the same.
 */
export const tripOfferFields = {
  departureCity: city,
  destinationCity: city,
  originAddress: optionalAddress,
  destinationAddress: optionalAddress,
  originLat: latitude,
  originLng: longitude,
  destinationLat: latitude,
  destinationLng: longitude,
  availableSeats: availableSeatsSchema,
  pricePerSeatCents: pricePerSeatCentsSchema,
  notes: notesSchema,
  distance: z.number().min(0).max(MAX_TRIP_MILES).optional(),
  timeLength: z
    .string()
    .max(50)
    .transform((value) => sanitizeText(value, 50) || undefined)
    .optional(),
  /** Left out: DEFAULT_TRIP_PREFERENCES. */
  preferences: tripPreferencesSchema.optional(),
  /** Requests are approved at once while seats remain. */
  instantBooking: z.boolean().optional(),
  /** Where the driver meets riders: within MAX_SPOT_MILES of the trip's start. */
  pickupSpot: pickupSpotInputSchema.optional(),
  /** Where riders are left: within MAX_SPOT_MILES of the trip's end. */
  dropoffSpot: dropoffSpotInputSchema.optional(),
};

/** A new trip's time of departure, required. */
export const newTripTimeSchema = z
  .string({ error: TRIP_MESSAGES.time })
  .min(1, TRIP_MESSAGES.time)
  .pipe(departureTimeSchema);

type TripPlaces = {
  departureCity: string;
  destinationCity: string;
  originAddress?: string;
  destinationAddress?: string;
  originLat?: number;
  originLng?: number;
  destinationLat?: number;
  destinationLng?: number;
  pickupSpot?: TripSpotValue;
  dropoffSpot?: TripSpotValue;
};

/** The rules of a new trip's places: spots near the trip's ends, two different places. */
export function withTripPlaceRules<T extends z.ZodType<TripPlaces>>(schema: T) {
  return (
    schema
      .refine(
        (ride) => !ride.pickupSpot || !isSpotTooFar(ride.pickupSpot, spotEnd(ride.originLat, ride.originLng)),
        { message: TRIP_MESSAGES.pickupSpotTooFar, path: ["pickupSpot"] },
      )
      .refine(
        (ride) =>
          !ride.dropoffSpot ||
          !isSpotTooFar(ride.dropoffSpot, spotEnd(ride.destinationLat, ride.destinationLng)),
        { message: TRIP_MESSAGES.dropoffSpotTooFar, path: ["dropoffSpot"] },
      )
      // a trip from a place to itself has no distance to price
      .refine(
        (ride) =>
          !isSameTripPlace(
            {
              name: ride.departureCity,
              address: ride.originAddress,
              lat: ride.originLat,
              lng: ride.originLng,
            },
            {
              name: ride.destinationCity,
              address: ride.destinationAddress,
              lat: ride.destinationLat,
              lng: ride.destinationLng,
            },
          ),
        { message: TRIP_MESSAGES.samePlace, path: ["destinationCity"] },
      )
  );
}

/** POST /api/rides: the confirmed trip (docs/product/trips.md#confirming, checked again on the server). */
export const createRideInputSchema = withTripPlaceRules(
  z.object({ ...tripOfferFields, departureDate: departureDateSchema, departureTime: newTripTimeSchema }),
);
export type CreateRideInput = z.input<typeof createRideInputSchema>;
export type CreateRide = z.output<typeof createRideInputSchema>;

/** PATCH /api/rides/:id: what a driver may change on an active trip. */
export const updateRideInputSchema = z
  .object({
    departureTime: departureTimeSchema.optional(),
    notes: z
      .string()
      .max(LIMITS.text, TRIP_MESSAGES.notesTooLong)
      .transform((value) => sanitizeText(value))
      .optional(),
    availableSeats: availableSeatsSchema.optional(),
    /** Only the preferences named change; women-only only while every rider on the trip asks for it. */
    preferences: tripPreferencesSchema.partial().optional(),
    instantBooking: z.boolean().optional(),
    /** A new pickup spot (checked against the trip's start by the server), or null to remove it. */
    pickupSpot: pickupSpotInputSchema.nullable().optional(),
    /** A new drop-off spot (checked against the trip's end by the server), or null to remove it. */
    dropoffSpot: dropoffSpotInputSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to change.");
export type UpdateRideInput = z.input<typeof updateRideInputSchema>;

/** The driver shown on a ride: public name and car. */
export const rideDriverSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  carMake: z.string().nullable(),
  carModel: z.string().nullable(),
  carColor: z.string().nullable(),
  carYear: z.number().nullable(),
});

/** A ride as anyone may see it. */
export const publicRideSchema = z.object({
  id: z.uuid(),
  driverId: z.string(),
  departureCity: z.string(),
  destinationCity: z.string(),
  originAddress: z.string().nullable(),
  destinationAddress: z.string().nullable(),
  originLat: z.number().nullable(),
  originLng: z.number().nullable(),
  destinationLat: z.number().nullable(),
  destinationLng: z.number().nullable(),
  departureDate: z.string(),
  departureTime: z.string(),
  availableSeats: z.number().int(),
  seatsRemaining: z.number().int(),
  pricePerSeatCents: z.number().int(),
  riderPricePerSeatCents: z.number().int(),
  status: z.enum(RIDE_STATUSES),
  distance: z.number().nullable(),
  timeLength: z.string().nullable(),
  createdAt: z.iso.datetime(),
  driver: rideDriverSchema,
  preferences: tripPreferencesSchema,
  instantBooking: z.boolean(),
  /**
   * The driver's notes to riders (pick-up spot, luggage, stops): contact details hidden,
   * but for the trip's driver and a rider holding a confirmed seat, who read them as written.
   */
  notes: z.string().nullable(),
  /**
   * Where the driver meets riders, and where they are left: only for the trip's driver and
   * a rider holding a confirmed seat who has not blocked (nor been blocked by) the driver;
   * null for anyone else, and when the driver set none.
   */
  pickupSpot: tripSpotSchema.nullable(),
  dropoffSpot: tripSpotSchema.nullable(),
  /** The weekly series this trip is an occurrence of (docs/product/recurring-rides.md). */
  seriesId: z.uuid().nullable(),
});
export type PublicRide = z.infer<typeof publicRideSchema>;

/** Its driver's view: notes as written, last change, and how many requests wait for an answer. */
export const driverRideSchema = publicRideSchema.extend({
  updatedAt: z.iso.datetime(),
  pendingRequests: z.number().int(),
  /** The driver's reviews of this trip's riders: written, and riders with a confirmed seat still to review. */
  reviewsWritten: z.number().int(),
  reviewsToWrite: z.number().int(),
});
export type DriverRide = z.infer<typeof driverRideSchema>;

export const RIDE_SCOPES = ["upcoming", "past"] as const;
export type RideScope = (typeof RIDE_SCOPES)[number];

export const myRidesQuerySchema = z.object({ scope: z.enum(RIDE_SCOPES).default("upcoming") });
export const myRidesResponseSchema = z.object({ rides: z.array(driverRideSchema) });

/** POST /api/rides/route-info: the bulk fill's result (docs/product/trips.md#route-info). */
export const routeInfoResultSchema = z.object({
  success: z.boolean(),
  count: z.number().int(),
  error: z.string().nullable(),
});
export type RouteInfoResult = z.infer<typeof routeInfoResultSchema>;
