import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  paymentsQueryKeys,
  rideSeriesQueryKeys,
  ridesQueryKeys,
  summaryQueryKey,
} from "../../../lib/query-keys.ts";

/**
 * A change to the driver's trips or their requests: every trip list, trip and request
 * list is read again after it (seats, statuses and pending counts move together), and
 * after a refusal too: a 409 means the trip changed meanwhile.
 */
export function useRidesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ridesQueryKeys.all }),
        // a weekly series lists its upcoming trips: one changed or cancelled changes it
        queryClient.invalidateQueries({ queryKey: rideSeriesQueryKeys.all }),
        // a completed trip counts towards the driver's earnings
        queryClient.invalidateQueries({ queryKey: summaryQueryKey }),
        // an answer, a no-show or a completed trip moves the bookings' money and the payouts
        queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all }),
      ]),
  });
}
