import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

/** The driver accepts a rider's proposed pickup spot, or keeps their own (docs/product/ride-day.md#proposed-pickup-spot). */
export function answerPickupProposal({
  bookingId,
  accept,
}: {
  bookingId: string;
  accept: boolean;
}): Promise<Booking> {
  return api.post(`/api/bookings/${encodeURIComponent(bookingId)}/pickup-proposal`, { accept });
}

export function useAnswerPickupProposal() {
  return useRidesMutation(answerPickupProposal);
}
