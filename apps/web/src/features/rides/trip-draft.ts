import { FALLBACK_MILES, estimateDurationSeconds, formatDuration } from "@campusride/shared/domain/distance";
import { mpgFor } from "@campusride/shared/domain/mpg";
import { suggestedPricePerSeatCents } from "@campusride/shared/domain/pricing";
import { placeResultSchema } from "@campusride/shared/schemas/places";
import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { tripPreferencesSchema, type CreateRideInput } from "@campusride/shared/schemas/rides";
import { z } from "zod";
import { tripSpotDraftSchema } from "./trip-spot-form.ts";

/** A place as the create form holds it: the typed text, and the place once one is chosen. */
const draftPlaceSchema = z.object({ text: z.string(), place: placeResultSchema.optional() });
export type DraftPlace = z.infer<typeof draftPlaceSchema>;

/**
 * A trip between the create form and the confirm screen, carried in the navigation state
 * (kept by the browser's history, so a reload of either screen keeps it). 'Edit Trip'
 * hands it back to the form it came from.
 */
const tripDraftSchema = z.object({
  from: draftPlaceSchema,
  to: draftPlaceSchema,
  departureDate: z.string(),
  departureTime: z.string(),
  availableSeats: z.number().int(),
  notes: z.string(),
  /** Trip preferences and instant booking (left out by a draft kept from before they existed). */
  preferences: tripPreferencesSchema.default(DEFAULT_TRIP_PREFERENCES),
  instantBooking: z.boolean().default(false),
  /** The pickup and drop-off spots (none in a draft kept from before they existed). */
  pickupSpot: tripSpotDraftSchema.nullable().default(null),
  dropoffSpot: tripSpotDraftSchema.nullable().default(null),
  /** A round trip's return: its date and time (none: a one-way trip). */
  returnTrip: z.object({ departureDate: z.string(), departureTime: z.string() }).optional(),
  /** "Repeat weekly": the weekdays (ISO) and last date of a series starting on departureDate. */
  repeat: z
    .object({ weekdays: z.array(z.number().int()), endsOn: z.string() })
    .nullable()
    .default(null),
  /** Road miles and driving time from the routes service (or the offline estimate). */
  distance: z.number().optional(),
  timeLength: z.string().optional(),
  /** The suggested price per seat for this distance and car. */
  suggestedPriceCents: z.number().int().optional(),
  /** The price typed on the confirm screen, kept when the driver goes back to edit. */
  priceText: z.string().optional(),
  /** The form to go back to: /driver/create-trip or the dashboard's tab. */
  returnTo: z.string(),
  /**
   * Made when the form is submitted and kept with the draft in the history: 'Confirm &
   * Create Trip' sends it however often the confirm screen is opened again (Back, reload).
   */
  idempotencyKey: z.string(),
});
export type TripDraft = z.output<typeof tripDraftSchema>;

/** The navigation state that carries a draft. */
export function tripDraftState(draft: TripDraft): { tripDraft: TripDraft } {
  return { tripDraft: draft };
}

/** The draft in a navigation state, if it holds a whole one. */
export function readTripDraft(state: unknown): TripDraft | undefined {
  const parsed = z.object({ tripDraft: tripDraftSchema }).safeParse(state);
  return parsed.success ? parsed.data.tripDraft : undefined;
}

/** A trip's facts when the routes service cannot answer: the fallback distance at submit (docs/product/places-and-routes.md#distances). */
export function fallbackTripFacts(car: { make?: string | null; model?: string | null }) {
  const distance = FALLBACK_MILES.atSubmit;
  return {
    distance,
    timeLength: formatDuration(estimateDurationSeconds(distance)),
    suggestedPriceCents: suggestedPricePerSeatCents(distance, mpgFor(car.make, car.model)),
  };
}

/** The city name of a place (its name), else what was typed. */
function cityOf({ text, place }: DraftPlace): string {
  return place?.name ?? text.trim();
}

/** POST /api/rides's body for a confirmed draft at `pricePerSeatCents`. */
export function rideInputFromDraft(draft: TripDraft, pricePerSeatCents: number): CreateRideInput {
  const { from, to } = draft;
  return {
    departureCity: cityOf(from),
    destinationCity: cityOf(to),
    originAddress: from.place?.address ?? from.text.trim(),
    destinationAddress: to.place?.address ?? to.text.trim(),
    originLat: from.place?.lat,
    originLng: from.place?.lng,
    destinationLat: to.place?.lat,
    destinationLng: to.place?.lng,
    departureDate: draft.departureDate,
    departureTime: draft.departureTime,
    availableSeats: draft.availableSeats,
    pricePerSeatCents,
    notes: draft.notes.trim() || undefined,
    distance: draft.distance,
    timeLength: draft.timeLength,
    preferences: draft.preferences,
    instantBooking: draft.instantBooking,
    ...(draft.pickupSpot ? { pickupSpot: draft.pickupSpot } : {}),
    ...(draft.dropoffSpot ? { dropoffSpot: draft.dropoffSpot } : {}),
    ...(draft.returnTrip ? { returnTrip: draft.returnTrip } : {}),
  };
}
