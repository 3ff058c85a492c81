import { LIMITS } from "@campusride/shared/limits";
import { placeResultSchema } from "@campusride/shared/schemas/places";
import { tripPreferencesSchema } from "@campusride/shared/schemas/rides";
import { z } from "zod";
import type { CreateTripFormValues } from "./create-trip-schema.ts";
import { NO_REPEAT, repeatWeeklyValueSchema } from "./repeat-weekly-form.ts";
import { tripSpotFormValueSchema } from "./trip-spot-form.ts";

/*
 * What the driver has typed in the create form survives Back from 'Confirm Your Trip'
 * (a swipe on a phone) and a reload: it is kept in sessionStorage (this tab only, gone
 * with it), under the driver's id so another account signed in on the tab never sees it,
 * and removed once the trip is created. Places, date, time, seats, notes, spots and preferences
 * are all it holds: nothing secret.
 */
const STORAGE_KEY = "createTripForm";
const TEXT_MAX = LIMITS.text;

const text = z.string().max(TEXT_MAX);
const storedSchema = z.object({
  userId: z.string(),
  values: z.object({
    from: z.object({ text, place: placeResultSchema.optional() }),
    to: z.object({ text, place: placeResultSchema.optional() }),
    departureDate: text,
    departureTime: text,
    availableSeats: text,
    notes: text,
    preferences: tripPreferencesSchema,
    instantBooking: z.boolean(),
    // left out by a form kept from before the spots existed
    pickupSpot: tripSpotFormValueSchema.default({ text: "", note: "" }),
    dropoffSpot: tripSpotFormValueSchema.default({ text: "", note: "" }),
    // left out by a form kept from before round trips existed
    returnTrip: z
      .object({ isAdded: z.boolean(), departureDate: text, departureTime: text })
      .default({ isAdded: false, departureDate: "", departureTime: "" }),
    // left out by a form kept from before "Repeat weekly" existed
    repeat: repeatWeeklyValueSchema.default(NO_REPEAT),
  }),
});

/** The values this driver left in the create form, if the tab kept any. */
export function loadCreateForm(userId: string): CreateTripFormValues | undefined {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null"));
    return parsed.success && parsed.data.userId === userId ? parsed.data.values : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the form's values as they are now (anything not of the form's shape is not kept). */
export function saveCreateForm(userId: string, values: unknown): void {
  const stored = storedSchema.safeParse({ userId, values });
  try {
    if (stored.success) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored.data));
  } catch {
    // storage full or refused (private mode): the form still works, only Back forgets it
  }
}

/** Once the trip exists, the next create form starts empty. */
export function clearCreateForm(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
