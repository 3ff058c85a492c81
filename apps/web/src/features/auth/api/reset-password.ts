import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryOptions } from "./get-session.ts";

/** Sets the new password with the mailed token; every session of the account ends. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api.post<{ status: boolean }>("/api/auth/reset-password", input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // a reset ends every session of the account, this browser's too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}
