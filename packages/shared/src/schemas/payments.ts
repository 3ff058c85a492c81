import { z } from "zod";
import { LEDGER_ACCOUNTS, LEDGER_STEPS, PAYMENT_METHODS } from "../domain/payments.ts";

/**
 * Where a booking's money stands, as its rider and driver are told it:
 * - awaiting_payment: card, the rider has not authorised the total yet
 * - authorised: card, the total is held on the card until the driver answers
 * - charged: card, captured at approval and held by CampusRide until the ride
 * - owed_at_pickup: pay at pickup, the rider pays the driver at the car
 * - released: card, the hold was let go (rejected, expired, withdrawn); nothing was charged
 * - refunded: everything charged (or owed) was given back
 * - partially_refunded: a late cancellation: half back, half kept for the driver
 * - settled: the ride happened; the driver's share waits for its payout (card)
 * - paid_out: the driver's share was paid out (card), or paid at pickup
 * - none: nothing was ever held, charged or owed (a request withdrawn, rejected or expired)
 */
export const PAYMENT_STATUSES = [
  "awaiting_payment",
  "authorised",
  "charged",
  "owed_at_pickup",
  "released",
  "refunded",
  "partially_refunded",
  "settled",
  "paid_out",
  "none",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ledgerEntrySchema = z.object({
  step: z.enum(LEDGER_STEPS),
  from: z.enum(LEDGER_ACCOUNTS),
  to: z.enum(LEDGER_ACCOUNTS),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/bookings/:id/payment, for the booking's rider or the ride's driver. */
export const bookingPaymentSchema = z.object({
  bookingId: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** What the booking costs; computed by the server from the trip's price, never sent by a client. */
  breakdown: z.object({
    seats: z.number().int(),
    /** The driver's price per seat. */
    driverPricePerSeatCents: z.number().int(),
    /** The driver's price × seats. */
    driverPriceCents: z.number().int(),
    /** CampusRide's fee on top. */
    feeCents: z.number().int(),
    /** What the rider pays. */
    totalCents: z.number().int(),
  }),
  /** The money so far, derived from the ledger (see domain/payments.ts moneySummary). */
  summary: z.object({
    heldCents: z.number().int(),
    chargedCents: z.number().int(),
    owedAtPickupCents: z.number().int(),
    refundedCents: z.number().int(),
    riderPaidCents: z.number().int(),
    driverEarnedCents: z.number().int(),
    driverDueCents: z.number().int(),
    driverPaidCents: z.number().int(),
    platformFeeCents: z.number().int(),
  }),
  /** The Terms as they apply to this booking now. */
  cancellation: z.object({
    /** Until then a rider's cancellation is refunded in full (FREE_CANCELLATION_HOURS before departure). */
    freeUntil: z.iso.datetime(),
    /** What the rider would get back cancelling now (0 when there is nothing to cancel). */
    refundIfCancelledNowCents: z.number().int(),
  }),
  /** Card: why the last attempt to pay failed (a decline), for the rider. */
  failure: z.string().nullable(),
  /** The ledger's entries for the booking, oldest first. */
  entries: z.array(ledgerEntrySchema),
  /** Card: when the driver's share is paid out (the server's PAYOUT_DELAY_HOURS after the ride), while it waits. */
  payoutAvailableAt: z.iso.datetime().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** POST /api/bookings/:id/payment/checkout (card): the page where the rider pays. */
export const checkoutResponseSchema = z.object({ url: z.url() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/payments/config: how this CampusRide takes payment (public). */
export const paymentConfigSchema = z.object({ method: z.enum(PAYMENT_METHODS) });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const PAYOUT_ACCOUNT_STATUSES = ["not_set_up", "incomplete", "enabled"] as const;

/** One driver payout: a completed booking's share, paid or waiting. */
export const payoutItemSchema = z.object({
  bookingId: z.uuid(),
  rideId: z.uuid(),
  route: z.string(),
  departureAt: z.iso.datetime(),
  amountCents: z.number().int(),
  /** scheduled: waits for its time or the payout account; paid: sent; at_pickup: paid by the rider in cash */
  status: z.enum(["scheduled", "paid", "at_pickup"]),
  /** When it is (or was) paid out. */
  availableAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type PayoutItem = z.infer<typeof payoutItemSchema>;

/** GET /api/payouts (drivers): payout settings and history. */
export const payoutsResponseSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  account: z.object({ status: z.enum(PAYOUT_ACCOUNT_STATUSES) }),
  /** Earned, not yet paid out. */
  pendingCents: z.number().int(),
  /** Paid out (card) or received at pickup, in all. */
  paidCents: z.number().int(),
  /** Newest first, at most 100. */
  items: z.array(payoutItemSchema),
});
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

/** POST /api/payouts/account (drivers, card payments): Stripe's onboarding page for payouts. */
export const payoutOnboardingSchema = z.object({ url: z.url() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;
