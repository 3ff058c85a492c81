import type { BookingPayment, PayoutItem, PayoutsResponse } from "@campusride/shared/schemas/payments";

const NO_MONEY: BookingPayment["summary"] = {
  heldCents: 0,
  chargedCents: 0,
  owedAtPickupCents: 0,
  refundedCents: 0,
  riderPaidCents: 0,
  driverEarnedCents: 0,
  driverDueCents: 0,
  driverPaidCents: 0,
  platformFeeCents: 0,
};

/**
 * A booking's payment as GET /api/bookings/:id/payment answers it: 2 seats at $16.50
 * (the trip fixtures' booking), $13.20 fee, $46.20 in all, by card and not paid yet,
 * free to cancel until 2030-03-14 4:05 PM in Florida.
 */
export function bookingPaymentOf(
  overrides: Partial<Omit<BookingPayment, "summary">> & { summary?: Partial<BookingPayment["summary"]> } = {},
): BookingPayment {
  const { summary, ...rest } = overrides;
  return {
    bookingId: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
    method: "card",
    status: "awaiting_payment",
    breakdown: {
      seats: 2,
      driverPricePerSeatCents: 1650,
      driverPriceCents: 3300,
      feeCents: 1320,
      totalCents: 4620,
    },
    cancellation: { freeUntil: "2030-03-14T20:05:00.000Z", refundIfCancelledNowCents: 4620 },
    failure: null,
    entries: [],
    payoutAvailableAt: null,
    ...rest,
    summary: { ...NO_MONEY, ...summary },
  };
}

/** The same booking paid to the driver at pickup: CampusRide's fee waived, $33.00 in all, nothing owed yet. */
export function pickupPaymentOf(
  overrides: Partial<Omit<BookingPayment, "summary">> & { summary?: Partial<BookingPayment["summary"]> } = {},
): BookingPayment {
  return bookingPaymentOf({
    method: "pay_at_pickup",
    status: "none",
    breakdown: {
      seats: 2,
      driverPricePerSeatCents: 1650,
      driverPriceCents: 3300,
      feeCents: 0,
      totalCents: 3300,
    },
    cancellation: { freeUntil: "2030-03-14T20:05:00.000Z", refundIfCancelledNowCents: 3300 },
    ...overrides,
  });
}

export function payoutItemOf(overrides: Partial<PayoutItem> = {}): PayoutItem {
  return {
    bookingId: "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b",
    rideId: "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f",
    route: "Gainesville to Tampa",
    departureAt: "2030-03-15T20:05:00.000Z",
    amountCents: 3300,
    status: "scheduled",
    availableAt: "2030-03-16T20:05:00.000Z",
    paidAt: null,
    ...overrides,
  };
}

/** GET /api/payouts for a driver paid by card whose payout account is not set up. */
export function payoutsOf(overrides: Partial<PayoutsResponse> = {}): PayoutsResponse {
  return {
    method: "card",
    account: { status: "not_set_up" },
    pendingCents: 3300,
    paidCents: 0,
    items: [payoutItemOf()],
    ...overrides,
  };
}
