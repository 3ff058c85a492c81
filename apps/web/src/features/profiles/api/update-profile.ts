import type { UpdateProfileInput } from "@campusride/shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";

export function updateProfile(input: UpdateProfileInput): Promise<{ message: string }> {
  return api.patch<{ message: string }>("/api/me", input);
}

/** Name and phone; the signed-in user's profile is read again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
