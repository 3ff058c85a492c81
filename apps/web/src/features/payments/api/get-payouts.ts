import type { PayoutsResponse } from "@campusride/shared/schemas/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentsQueryKeys } from "../../../lib/query-keys.ts";

export function getPayouts(signal?: AbortSignal): Promise<PayoutsResponse> {
  return api.get<PayoutsResponse>("/api/payouts", { signal });
}

export const payoutsQueryOptions = queryOptions({
  queryKey: paymentsQueryKeys.payouts,
  queryFn: ({ signal }) => getPayouts(signal),
});

/** The driver's payout settings, totals and history (newest first). */
export function usePayouts() {
  return useQuery(payoutsQueryOptions);
}
