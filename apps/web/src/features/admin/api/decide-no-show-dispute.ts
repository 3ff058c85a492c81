import { api } from "../../../lib/api-client.ts";
import { useReportsMutation } from "./use-reports-mutation.ts";

function decideNoShowDispute({
  reportId,
  outcome,
}: {
  reportId: string;
  outcome: "upheld" | "overturned";
}): Promise<{ message: string }> {
  return api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/no-show-decision`, { outcome });
}

/** The admin's answer to a rider's dispute of a no-show (docs/product/ride-day.md). */
export function useDecideNoShowDispute() {
  return useReportsMutation(decideNoShowDispute);
}
