import { z } from "zod";
import { CAR_COLORS, CAR_MAKES, CAR_MODELS, OLDEST_CAR_YEAR, type CarMake } from "../domain/vehicles.ts";
import { LIMITS } from "../limits.ts";
import { PROFILE_MESSAGES, SIGNUP_MESSAGES } from "../messages.ts";

/**
 * A complete car: make and colour from the lists, a model of that make, a year from 2008
 * to next year. Each missing or wrong field is its own issue (on its own path), so a form
 * marks each one; all carry the one message the context calls for.
 */
function isModelOfMake(make: string, model: string): boolean {
  return (CAR_MODELS[make as CarMake] as readonly string[] | undefined)?.includes(model) ?? false;
}

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
    .refine((car) => isModelOfMake(car.carMake, car.carModel), {
      message,
      path: ["carModel"],
    });
}

/** Car details of a driver signing up (docs/product/accounts.md#sign-up). */
export const carDetailsSchema = carSchema(SIGNUP_MESSAGES.carDetailsRequired);
export type CarDetailsInput = z.input<typeof carDetailsSchema>;

/**
 * The car's license plate, owner-only, shown on a trip its riders share with their
 * emergency contact: letters, digits, spaces and hyphens, uppercased; empty clears it,
 * left out keeps it.
 */
const licensePlateSchema = z
  .string()
  .max(LIMITS.text, PROFILE_MESSAGES.licensePlateInvalid)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const plate = (value ?? "").trim().replace(/\s+/g, " ").toUpperCase();
    if (plate === "") return null;
    if (plate.length <= LIMITS.licensePlate && /^[A-Z0-9][A-Z0-9 -]*$/.test(plate)) return plate;
    ctx.addIssue({ code: "custom", message: PROFILE_MESSAGES.licensePlateInvalid });
    return z.NEVER;
  });

/** Vehicle edit on the profile: make, model, year and colour all required (docs/product/profile.md#vehicle); the plate optional. */
export const vehicleInputSchema = carSchema(PROFILE_MESSAGES.driverCarOnUpdate).safeExtend({
  licensePlate: licensePlateSchema,
});
export type Vehicle = z.output<typeof vehicleInputSchema>;
