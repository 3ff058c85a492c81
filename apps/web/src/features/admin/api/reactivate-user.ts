import { api } from "../../../lib/api-client.ts";
import { useReportsMutation } from "./use-reports-mutation.ts";

export function reactivateUser(userId: string): Promise<{ message: string }> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/reactivate`);
}

/** Lets a deactivated account sign in again. */
export function useReactivateUser() {
  return useReportsMutation(reactivateUser);
}
