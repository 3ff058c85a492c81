import { z } from "zod";
import { CAR_COLORS, CAR_MAKES, CAR_MODELS, OLDEST_CAR_YEAR, type CarMake } from "../domain/vehicles.ts";
import { PROFILE_MESSAGES, SIGNUP_MESSAGES } from "../messages.ts";

/**
 * A complete car: make and colour from the lists, a model of that make, a year from 2008
 * to next year. Each missing or wrong field is its own issue (on its own path), so a form
 * marks each one; all carry the one message the context calls for.
 */
function carSchema(message: string) {
  return z
    .object({
      carMake: z.enum(CAR_MAKES, { error: message }),
      carModel: z.string({ error: message }).min(1, message),
      carYear: z.coerce
        .number({ error: message })
        .int(message)
        .min(OLDEST_CAR_YEAR, message)
        .refine((year) => year <= new Date().getFullYear() + 1, message),
      carColor: z.enum(CAR_COLORS, { error: message }),
    })
    .refine((car) => (CAR_MODELS[car.carMake as CarMake] as readonly string[]).includes(car.carModel), {
      message,
      path: ["carModel"],
    });
}

/** Car details of a driver signing up (spec §5 "Sign-up"). */
export const carDetailsSchema = carSchema(SIGNUP_MESSAGES.carDetailsRequired);
export type CarDetailsInput = z.input<typeof carDetailsSchema>;

/** Vehicle edit on the profile: make, model, year and colour all required (spec §5 "Profile edit"). */
export const vehicleInputSchema = carSchema(PROFILE_MESSAGES.driverCarOnUpdate);
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type Vehicle = z.output<typeof vehicleInputSchema>;
