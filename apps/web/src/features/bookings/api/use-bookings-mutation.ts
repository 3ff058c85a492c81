import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  bookingsQueryKeys,
  paymentsQueryKeys,
  ridesQueryKeys,
  searchQueryKey,
  summaryQueryKey,
} from "../../../lib/query-keys.ts";

/**
 * A change to the rider's requests: My Rides and the booking pages are read again after
 * it, the rides too (a request changes what the ride's driver sees), the searches
 * (the seats they show), and the booking's money and the rider's spending (a cancelled
 * seat is refunded); after a refusal as well, since a 409 means something changed
 * meanwhile.
 */
export function useBookingsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ridesQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: searchQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: summaryQueryKey }),
      ]),
  });
}
