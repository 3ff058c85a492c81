import { useMutation, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "../../../lib/query-keys.ts";

/** A change to the signed-in user's own profile: the profile (and its summary) is read again after it. */
export function useProfileMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
