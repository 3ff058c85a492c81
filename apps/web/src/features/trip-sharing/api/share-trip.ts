import type { TripShareResult } from "@campusride/shared/schemas/trip-sharing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { contactConfirmationQueryOptions } from "./get-contact-confirmation.ts";

export function shareTrip(rideId: string): Promise<TripShareResult> {
  return api.post<TripShareResult>(`/api/rides/${encodeURIComponent(rideId)}/share`);
}

/**
 * Emails the trip's read-only link to the user's emergency contact, or, until they have
 * confirmed, asks them to; the contact's state may change either way.
 */
export function useShareTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareTrip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactConfirmationQueryOptions.queryKey }),
  });
}
