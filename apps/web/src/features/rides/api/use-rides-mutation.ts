import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ridesQueryKeys } from "../../../lib/query-keys.ts";

/**
 * A change to the driver's trips or their requests: every trip list, trip and request
 * list is read again after it (seats, statuses and pending counts move together).
 */
export function useRidesMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ridesQueryKeys.all }),
  });
}
