import type { PendingLicense } from "@campusride/shared/schemas/licenses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { pendingLicensesQueryKey } from "../../../lib/query-keys.ts";

export async function getPendingLicenses(): Promise<PendingLicense[]> {
  const { licenses } = await api.get<{ licenses: PendingLicense[] }>("/api/admin/licenses");
  return licenses;
}

export const pendingLicensesQueryOptions = queryOptions({
  queryKey: pendingLicensesQueryKey,
  queryFn: getPendingLicenses,
});

/** The uploads waiting for an admin's review, oldest first. */
export function usePendingLicenses() {
  return useQuery(pendingLicensesQueryOptions);
}
