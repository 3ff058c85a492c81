import type { DeactivateUserInput } from "@campusride/shared/schemas/safety";
import { api } from "../../../lib/api-client.ts";
import { useReportsMutation } from "./use-reports-mutation.ts";

export interface DeactivateUser extends DeactivateUserInput {
  userId: string;
}

export function deactivateUser({ userId, ...input }: DeactivateUser): Promise<{ message: string }> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/deactivate`, input);
}

/** Deactivates an account: signed out everywhere, its trips and requests cancelled, its reports actioned. */
export function useDeactivateUser() {
  return useReportsMutation(deactivateUser);
}
