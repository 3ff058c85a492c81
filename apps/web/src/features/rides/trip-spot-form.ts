import { LIMITS } from "@campusride/shared/limits";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { placeResultSchema, type PlaceResult } from "@campusride/shared/schemas/places";
import type { TripSpot, TripSpotInput } from "@campusride/shared/schemas/rides";
import { z } from "zod";

/** A spot's fields in a form: the place box (its text, and the place once chosen) and the note. */
export interface TripSpotFormValue {
  text: string;
  place?: PlaceResult;
  note: string;
}

/** A spot's fields as the create form keeps them (sessionStorage, the draft's way back). */
export const tripSpotFormValueSchema = z.object({
  text: z.string().max(LIMITS.address),
  place: placeResultSchema.optional(),
  note: z.string().max(LIMITS.spotNote),
});

/** A spot as a trip's draft carries it to the confirm screen: POST /api/rides's shape. */
export const tripSpotDraftSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string().optional(),
});

/**
 * A spot's fields checked as the server will (docs/product/trips.md#pickup-spot): empty is
 * no spot (null); a note or typed text without a place chosen from the list is refused.
 * How far the place is from the trip's end is the server's to judge.
 */
export function tripSpotFormSchema(placeMessage: string) {
  return (
    z
      .object({ text: z.string(), place: placeResultSchema.optional(), note: z.string() })
      // left out: no spot
      .prefault({ text: "", note: "" })
      .superRefine((value, context) => {
        const isEmpty = !value.text.trim() && !value.note.trim();
        if (!value.place && !isEmpty) context.addIssue({ code: "custom", message: placeMessage });
        else if (value.note.length > LIMITS.spotNote) {
          context.addIssue({ code: "custom", message: TRIP_MESSAGES.spotNoteTooLong });
        }
      })
      .transform((value): TripSpotInput | null =>
        value.place
          ? {
              label: value.place.address,
              lat: value.place.lat,
              lng: value.place.lng,
              ...(value.note.trim() ? { note: value.note.trim() } : {}),
            }
          : null,
      )
  );
}

/** What a spot's fields start with: the trip's spot (or a draft's), or empty. */
export function tripSpotFormValue(spot: TripSpot | TripSpotInput | null | undefined): TripSpotFormValue {
  if (!spot) return { text: "", note: "" };
  return {
    text: spot.label,
    place: { placeId: "", name: spot.label, address: spot.label, lat: spot.lat, lng: spot.lng },
    note: spot.note ?? "",
  };
}
