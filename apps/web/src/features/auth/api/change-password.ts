import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adoptNewSession } from "./sign-in.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/auth/change-password. The server ends every other session of the account and
 * gives this browser a new one, whatever the body asks.
 */
export function changePassword(input: ChangePasswordInput) {
  return api.post<{ token: string | null }>("/api/auth/change-password", input);
}

/** The new session replaces the cached one; the list of signed-in browsers is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => adoptNewSession(queryClient) });
}
