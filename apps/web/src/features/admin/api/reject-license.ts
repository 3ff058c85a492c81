import type { RejectLicenseInput } from "@campusride/shared/schemas/licenses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { pendingLicensesQueryKey } from "../../../lib/query-keys.ts";

export interface RejectLicense extends RejectLicenseInput {
  userId: string;
}

export function rejectLicense({ userId, ...input }: RejectLicense): Promise<{ message: string }> {
  return api.post(`/api/admin/licenses/${encodeURIComponent(userId)}/reject`, input);
}

/** Rejects a driver's license with the reason the driver is told; the queue is read again. */
export function useRejectLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectLicense,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingLicensesQueryKey }),
  });
}
