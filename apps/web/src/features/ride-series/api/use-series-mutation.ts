import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  bookingsQueryKeys,
  rideSeriesQueryKeys,
  ridesQueryKeys,
  searchQueryKey,
  todayQueryKey,
} from "../../../lib/query-keys.ts";

/**
 * A change to a weekly series touches its trips: the series, the driver's trips, the
 * rider's requests, the searches (seats) and Today are read again after it, after a
 * refusal too (a 409 means something changed meanwhile).
 */
export function useSeriesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [
          rideSeriesQueryKeys.all,
          ridesQueryKeys.all,
          bookingsQueryKeys.all,
          searchQueryKey,
          todayQueryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
