import { isSpotTooFar } from "@campusride/shared/domain/trip-spots";
import { LIMITS } from "@campusride/shared/limits";
import { PICKUP_PROPOSAL_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { createBookingInputSchema, type CreateBookingInput } from "@campusride/shared/schemas/bookings";
import { placeResultSchema, type PlaceResult } from "@campusride/shared/schemas/places";
import { z } from "zod";

/** The proposed spot's fields: the place box (its text, and the place once chosen) and the note. */
export interface ProposalFormValue {
  text: string;
  place?: PlaceResult;
  note: string;
}

type TripStart = { originLat: number | null; originLng: number | null };

/**
 * The seat request's form, checked as the server will: the proposed pickup spot
 * (docs/product/ride-day.md#proposed-pickup-spot) is optional; typed text or a note without
 * a place chosen from the list is refused, and so is a place too far from the trip's start.
 */
export function requestFormSchema(trip: TripStart) {
  const start = { lat: trip.originLat, lng: trip.originLng };
  const proposal = z
    .object({ text: z.string(), place: placeResultSchema.optional(), note: z.string() })
    .prefault({ text: "", note: "" })
    .superRefine((value, context) => {
      const isEmpty = !value.text.trim() && !value.note.trim();
      if (!value.place) {
        if (!isEmpty) context.addIssue({ code: "custom", message: PICKUP_PROPOSAL_MESSAGES.place });
      } else if (isSpotTooFar(value.place, start)) {
        context.addIssue({ code: "custom", message: PICKUP_PROPOSAL_MESSAGES.tooFar });
      } else if (value.note.length > LIMITS.spotNote) {
        context.addIssue({ code: "custom", message: TRIP_MESSAGES.spotNoteTooLong });
      }
    })
    .transform((value): CreateBookingInput["pickupProposal"] =>
      value.place
        ? {
            label: value.place.address,
            lat: value.place.lat,
            lng: value.place.lng,
            ...(value.note.trim() ? { note: value.note.trim() } : {}),
          }
        : undefined,
    );
  return createBookingInputSchema.omit({ pickupProposal: true }).extend({ pickupProposal: proposal });
}
