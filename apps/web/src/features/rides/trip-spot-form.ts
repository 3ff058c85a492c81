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

/**
 * A spot's fields checked as the server will (docs/product/trips.md#pickup-spot): empty is
 * no spot (null); a note or typed text without a place chosen from the list is refused.
 * How far the place is from the trip's end is the server's to judge.
 */
export function tripSpotFormSchema(placeMessage: string) {
  return z
    .object({ text: z.string(), place: placeResultSchema.optional(), note: z.string() })
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
    );
}

/** What a spot's fields start with: the trip's spot, or empty. */
export function tripSpotFormValue(spot: TripSpot | null): TripSpotFormValue {
  if (!spot) return { text: "", note: "" };
  return {
    text: spot.label,
    place: { placeId: "", name: spot.label, address: spot.label, lat: spot.lat, lng: spot.lng },
    note: spot.note ?? "",
  };
}
