import { api } from "../../../lib/api-client.ts";
import { useBlockMutation } from "./use-block-mutation.ts";

export function blockUser(userId: string): Promise<{ message: string }> {
  return api.put(`/api/blocks/${encodeURIComponent(userId)}`);
}

/** Blocks another student: neither sees the other's trips nor can request them. */
export function useBlockUser() {
  return useBlockMutation(blockUser);
}
