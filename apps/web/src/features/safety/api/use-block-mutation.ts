import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  blocksQueryKey,
  bookingsQueryKeys,
  ridesQueryKeys,
  searchQueryKey,
} from "../../../lib/query-keys.ts";

/**
 * A block or unblock: it changes which trips the user sees (search, a ride's page) and
 * settles requests between the two, so those are read again with the block list.
 */
export function useBlockMutation(mutationFn: (userId: string) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [blocksQueryKey, ridesQueryKeys.all, searchQueryKey, bookingsQueryKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
