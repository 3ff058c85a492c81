import { api } from "../../../lib/api-client.ts";
import { useBlockMutation } from "./use-block-mutation.ts";

export function unblockUser(userId: string): Promise<{ message: string }> {
  return api.delete(`/api/blocks/${encodeURIComponent(userId)}`);
}

/** Lifts the user's block of another student. */
export function useUnblockUser() {
  return useBlockMutation(unblockUser);
}
