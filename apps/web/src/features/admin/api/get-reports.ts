import type { ReportStatus } from "@campusride/shared/domain/safety";
import type { AdminReport } from "@campusride/shared/schemas/safety";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { reportsQueryKeys } from "../../../lib/query-keys.ts";

/** The report queue, one entry per status; dismiss, deactivate and reactivate change them all. */
export async function getReports(status: ReportStatus, signal?: AbortSignal): Promise<AdminReport[]> {
  const { reports } = await api.get<{ reports: AdminReport[] }>(`/api/admin/reports?status=${status}`, {
    signal,
  });
  return reports;
}

export function reportsQueryOptions(status: ReportStatus) {
  return queryOptions({
    queryKey: reportsQueryKeys.byStatus(status),
    queryFn: ({ signal }) => getReports(status, signal),
  });
}

/** The reports at one status, newest first. */
export function useReports(status: ReportStatus) {
  return useQuery(reportsQueryOptions(status));
}
