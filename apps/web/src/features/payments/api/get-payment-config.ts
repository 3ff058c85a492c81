import type { PaymentConfig } from "@campusride/shared/schemas/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentConfigQueryKey } from "../../../lib/query-keys.ts";

export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return api.get<PaymentConfig>("/api/payments/config", { signal });
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: paymentConfigQueryKey,
  queryFn: ({ signal }) => getPaymentConfig(signal),
  // set by the server's configuration at start-up
  staleTime: Infinity,
});

/** Card or pay at pickup (public). */
export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
