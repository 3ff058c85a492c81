import { api } from "../../../lib/api-client.ts";
import { useReportsMutation } from "./use-reports-mutation.ts";

export function dismissReport(reportId: string): Promise<{ message: string }> {
  return api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/dismiss`);
}

/** Closes a report with no action on the account. */
export function useDismissReport() {
  return useReportsMutation(dismissReport);
}
