import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reportsQueryKeys } from "../../../lib/query-keys.ts";

/** An admin's action on a report or an account: every status of the queue is read again after it. */
export function useReportsMutation<TInput>(mutationFn: (input: TInput) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKeys.all }),
  });
}
