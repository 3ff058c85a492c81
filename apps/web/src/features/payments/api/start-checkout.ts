import type { CheckoutResponse } from "@campusride/shared/schemas/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentsQueryKeys } from "../../../lib/query-keys.ts";

export function startCheckout(bookingId: string): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/payment/checkout`);
}

/**
 * Card: opens a checkout on the provider's page for the booking's total (the server
 * computes it). A refusal (409 already paid) means the payment changed: it is read again.
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onError: (_error, bookingId) =>
      queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.booking(bookingId) }),
  });
}
