import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import {
  availableSeatsSchema,
  departureTimeSchema,
  tripPreferencesSchema,
} from "@campusride/shared/schemas/rides";
import { z } from "zod";
import { seatsFromText } from "./create-trip-schema.ts";
import { tripSpotFormSchema } from "./trip-spot-form.ts";

/**
 * The edit page's form: departure time, seats, notes, pickup and drop-off spots, trip preferences and instant booking. Seats never go below the seats
 * already approved (the server checks the same against the trip as it is then).
 */
export function editRideFormSchema(approvedSeats: number) {
  return z.object({
    departureTime: departureTimeSchema,
    availableSeats: z
      .string()
      .transform(seatsFromText)
      .pipe(
        availableSeatsSchema.min(
          Math.max(approvedSeats, LIMITS.driverSeats.min),
          TRIP_MESSAGES.seatsBelowApproved,
        ),
      ),
    notes: z.string().max(LIMITS.text, TRIP_MESSAGES.notesTooLong),
    preferences: tripPreferencesSchema,
    instantBooking: z.boolean(),
    pickupSpot: tripSpotFormSchema(TRIP_MESSAGES.pickupSpotPlace),
    dropoffSpot: tripSpotFormSchema(TRIP_MESSAGES.dropoffSpotPlace),
  });
}
