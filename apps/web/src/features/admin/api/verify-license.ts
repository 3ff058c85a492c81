import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { pendingLicensesQueryKey } from "../../../lib/query-keys.ts";

export interface VerifyLicense {
  userId: string;
  /** The upload the admin looked at: refused if the driver has replaced it since. */
  licenseId: string;
}

export function verifyLicense({ userId, licenseId }: VerifyLicense): Promise<{ message: string }> {
  return api.post(`/api/admin/licenses/${encodeURIComponent(userId)}/verify`, { licenseId });
}

/** Verifies a driver's license; the queue is read again after it, whatever the answer. */
export function useVerifyLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyLicense,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingLicensesQueryKey }),
  });
}
