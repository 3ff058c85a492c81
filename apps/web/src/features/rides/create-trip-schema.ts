import {
  departureInstant,
  isCalendarDate,
  isClockTime,
  localTimeExists,
  todayLocal,
} from "@campusride/shared/domain/local-time";
import { isSameTripPlace, type TripEndPlace } from "@campusride/shared/domain/trip-ends";
import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { placeResultSchema } from "@campusride/shared/schemas/places";
import { latestDepartureDate, tripPreferencesSchema } from "@campusride/shared/schemas/rides";
import { isSpotTooFar } from "@campusride/shared/domain/trip-spots";
import { z } from "zod";
import { returnTripFormSchema } from "./return-trip-form.ts";
import { NO_REPEAT, repeatWeeklyProblems, repeatWeeklyValueSchema } from "./repeat-weekly-form.ts";
import { tripSpotFormSchema } from "./trip-spot-form.ts";

const placeValue = z.object({ text: z.string(), place: placeResultSchema.optional() });
type PlaceValue = z.infer<typeof placeValue>;

/** A form place as a trip's end: the chosen place, else the text typed. */
function tripEnd({ text, place }: PlaceValue): TripEndPlace {
  return {
    name: place?.name ?? text.trim(),
    address: place?.address ?? text.trim(),
    lat: place?.lat,
    lng: place?.lng,
  };
}

/** Whether From and To are one place (the server refuses such a trip too). */
export function isSamePlace(from: PlaceValue, to: PlaceValue): boolean {
  return isSameTripPlace(tripEnd(from), tripEnd(to));
}

/**
 * 'Available Seats' as typed: a non-numeric value counts as 1 (docs/product/trips.md#creating-a-trip); the number must
 * then be 1 to 7.
 */
export function seatsFromText(text: string): number {
  const seats = Number.parseInt(text, 10);
  return Number.isNaN(seats) ? LIMITS.driverSeats.min : seats;
}

/**
 * The create form: two different places, then date, time and seats, each
 * with the catalogue's message; the date from today to a year ahead in Florida, a 24-hour time.
 */
export const createTripFormSchema = z
  .object({
    from: placeValue,
    to: placeValue,
    departureDate: z.string(),
    departureTime: z.string(),
    availableSeats: z.string(),
    notes: z.string().max(LIMITS.text, TRIP_MESSAGES.notesTooLong),
    preferences: tripPreferencesSchema.default(DEFAULT_TRIP_PREFERENCES),
    instantBooking: z.boolean().default(false),
    pickupSpot: tripSpotFormSchema(TRIP_MESSAGES.pickupSpotPlace),
    dropoffSpot: tripSpotFormSchema(TRIP_MESSAGES.dropoffSpotPlace),
    returnTrip: returnTripFormSchema,
    /** "Repeat weekly": a series from the Date at the Time, instead of one trip. */
    repeat: repeatWeeklyValueSchema.default(NO_REPEAT),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    // one message for both places: on From when it is empty, else on To
    if (!form.from.text.trim()) issue("from", TRIP_MESSAGES.bothLocations);
    else if (!form.to.text.trim()) issue("to", TRIP_MESSAGES.bothLocations);
    else if (isSamePlace(form.from, form.to)) issue("to", TRIP_MESSAGES.samePlace);
    if (!form.departureDate) issue("departureDate", TRIP_MESSAGES.requiredFields);
    else if (!isCalendarDate(form.departureDate)) issue("departureDate", TRIP_MESSAGES.dateInvalid);
    else if (form.departureDate < todayLocal()) issue("departureDate", TRIP_MESSAGES.datePast);
    else if (form.departureDate > latestDepartureDate()) issue("departureDate", TRIP_MESSAGES.dateTooFar);
    if (!form.departureTime) issue("departureTime", TRIP_MESSAGES.requiredFields);
    else if (!isClockTime(form.departureTime)) issue("departureTime", TRIP_MESSAGES.timeInvalid);
    else if (isCalendarDate(form.departureDate)) {
      // the server refuses both too; said here, where the time can still be changed
      if (!localTimeExists(form.departureDate, form.departureTime)) {
        issue("departureTime", TRIP_MESSAGES.timeSkipped);
      } else if (departureInstant(form.departureDate, form.departureTime).getTime() <= Date.now()) {
        issue("departureTime", TRIP_MESSAGES.departurePast);
      }
    }
    // said here when the trip's ends are chosen places; the server checks again
    const { from, to } = form;
    if (form.pickupSpot && from.place && isSpotTooFar(form.pickupSpot, from.place)) {
      issue("pickupSpot", TRIP_MESSAGES.pickupSpotTooFar);
    }
    if (form.dropoffSpot && to.place && isSpotTooFar(form.dropoffSpot, to.place)) {
      issue("dropoffSpot", TRIP_MESSAGES.dropoffSpotTooFar);
    }
    for (const [field, message] of Object.entries(repeatWeeklyProblems(form.repeat, form.departureDate))) {
      context.addIssue({ code: "custom", path: ["repeat", field], message });
    }
    const seats = seatsFromText(form.availableSeats);
    if (!form.availableSeats.trim()) issue("availableSeats", TRIP_MESSAGES.requiredFields);
    else if (seats < LIMITS.driverSeats.min || seats > LIMITS.driverSeats.max) {
      issue("availableSeats", TRIP_MESSAGES.seats);
    }
  })
  .transform((form) => ({ ...form, availableSeats: seatsFromText(form.availableSeats) }));

export type CreateTripFormValues = z.input<typeof createTripFormSchema>;
