import type { TripShareResult } from "@campusride/shared/schemas/trip-sharing";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function shareTrip(rideId: string): Promise<TripShareResult> {
  return api.post<TripShareResult>(`/api/rides/${encodeURIComponent(rideId)}/share`);
}

/** Emails the trip's read-only link to the user's emergency contact. */
export function useShareTrip() {
  return useMutation({ mutationFn: shareTrip });
}
