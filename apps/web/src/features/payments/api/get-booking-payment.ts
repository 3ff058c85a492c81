import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentsQueryKeys } from "../../../lib/query-keys.ts";

export function getBookingPayment(bookingId: string, signal?: AbortSignal): Promise<BookingPayment> {
  return api.get<BookingPayment>(`/api/bookings/${encodeURIComponent(bookingId)}/payment`, { signal });
}

export function bookingPaymentQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: paymentsQueryKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingPayment(bookingId, signal),
  });
}

/**
 * A booking's money, for its rider or the ride's driver (404 for anyone else): the
 * breakdown, where the money stands, the Terms as they apply now and the ledger's entries.
 * `refetchInterval` polls while a caller waits for a change (the provider's webhook).
 */
export function useBookingPayment(
  bookingId: string,
  refetchInterval?: (payment: BookingPayment | undefined) => number | false,
) {
  return useQuery({
    ...bookingPaymentQueryOptions(bookingId),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
  });
}
