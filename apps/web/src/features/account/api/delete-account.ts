import type { DeleteAccountInput } from "@campusride/shared/schemas/account";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/me/delete", input);
}

/**
 * Deletes the signed-in account. The server ends every session; the screen then clears
 * what the browser holds (nothing is worth reading again).
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
