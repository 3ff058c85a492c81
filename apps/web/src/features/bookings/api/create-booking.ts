import type { CreatedBooking, CreateBookingInput } from "@campusride/shared/schemas/bookings";
import { IDEMPOTENCY_KEY_HEADER } from "@campusride/shared/schemas/idempotency";
import { api } from "../../../lib/api-client.ts";
import { useBookingsMutation } from "./use-bookings-mutation.ts";

export interface CreateBookingRequest {
  input: CreateBookingInput;
  /** A repeat of the same request (a retry after a lost answer) returns the booking already made. */
  idempotencyKey: string;
}

export function createBooking({ input, idempotencyKey }: CreateBookingRequest): Promise<CreatedBooking> {
  return api.post<CreatedBooking>("/api/bookings", input, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Sends the rider's seat request (pending until the driver answers). */
export function useCreateBooking() {
  return useBookingsMutation(createBooking);
}
