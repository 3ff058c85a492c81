import type { RideDay, RideDayStatusInput } from "@campusride/shared/schemas/ride-day";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsQueryKeys, ridesQueryKeys } from "../../../lib/query-keys.ts";

export function setRideDayStatus(rideId: string, input: RideDayStatusInput): Promise<RideDay> {
  return api.post<RideDay>(`/api/rides/${encodeURIComponent(rideId)}/day/status`, input);
}

/**
 * Sets a status of the trip's day ("On my way", "I'm here"…); the answer is the day as it
 * now stands. A rider's own booking is read again: checking in changes it.
 */
export function useSetRideDayStatus(rideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RideDayStatusInput) => setRideDayStatus(rideId, input),
    onSuccess: (day) => {
      queryClient.setQueryData(ridesQueryKeys.day(rideId), day);
      if (day.bookingId)
        void queryClient.invalidateQueries({ queryKey: bookingsQueryKeys.detail(day.bookingId) });
    },
  });
}
