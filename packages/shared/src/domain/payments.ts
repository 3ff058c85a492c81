import { riderPriceCents } from "./pricing.ts";

/**
 * Money of a booking, as pure functions: CampusRide's fee, the Terms' refund rules and
 * the ledger's transfers. Amounts are integer cents.
 *
 * The ledger is double-entry: every entry moves an amount from one account to another,
 * so the accounts of a booking always sum to zero. Accounts:
 * - `rider`: the rider's own money (card or cash); negative once the rider has paid.
 * - `hold`: authorised on the rider's card, not yet taken (card payments).
 * - `escrow`: taken from the card and held by CampusRide until the ride.
 * - `pickup_due`: what the rider owes the driver, paid in cash at pickup.
 * - `platform`: CampusRide's fee (card payments only: at pickup it is waived).
 * - `driver`: the driver's share, owed to the driver until it is paid out.
 * - `driver_paid`: paid to the driver (a payout, or cash at pickup).
 */

/** How a booking is paid: online by card (Stripe), or to the driver at pickup. */
export const PAYMENT_METHODS = ["pay_at_pickup", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LEDGER_ACCOUNTS = [
  "rider",
  "hold",
  "escrow",
  "pickup_due",
  "platform",
  "driver",
  "driver_paid",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * The steps money takes; a booking takes each at most once (the ledger's unique index on
 * booking, step and accounts), which is what makes a retried step or a webhook seen twice
 * write nothing the second time.
 */
export const LEDGER_STEPS = [
  /** card: the rider's total is authorised when the request is paid for */
  "authorise",
  /** card: the authorisation is let go (rejected, expired, withdrawn, trip cancelled) */
  "release",
  /** card: the authorised total is captured when the driver approves */
  "capture",
  /** at pickup: the rider owes the total from the driver's approval on */
  "owe",
  /** back to the rider, in full or in part */
  "refund",
  /** the driver's and CampusRide's shares once the ride happened (or a late cancellation) */
  "settle",
  /** card: the driver's share sent to their payout account */
  "payout",
] as const;
export type LedgerStep = (typeof LEDGER_STEPS)[number];

export interface LedgerTransfer {
  step: LedgerStep;
  from: LedgerAccount;
  to: LedgerAccount;
  amountCents: number;
}

/** Terms: cancelling is free up to this many hours before departure. */
export const FREE_CANCELLATION_HOURS = 24;
/** Terms: a later cancellation by the rider refunds this share of the total; the rest goes to the driver. */
export const LATE_CANCELLATION_REFUND_PERCENT = 50;
/** Terms: what a later cancellation keeps for the driver, at most (every text of the Terms says it with these). */
export const LATE_CANCELLATION_KEPT_PERCENT = 100 - LATE_CANCELLATION_REFUND_PERCENT;
/** Drivers are paid out this long after a completed ride: the default of the server's PAYOUT_DELAY_HOURS. */
export const PAYOUT_DELAY_HOURS = 24;

/** What a booking costs: the driver's price for its seats, CampusRide's fee, the rider's total. */
export interface BookingPrice {
  /** The driver's price per seat × seats (bookings.total_price_cents). */
  driverPriceCents: number;
  /** What the rider pays, fee included (bookings.price_cents). */
  totalCents: number;
}

export function feeCents(price: BookingPrice): number {
  return price.totalCents - price.driverPriceCents;
}

/**
 * Whether CampusRide's fee is charged. Only a card payment passes through CampusRide, so
 * only it carries the fee; paid to the driver at pickup, the rider pays the driver's price
 * and the fee is waived (nothing would ever collect it).
 */
export function chargesFee(method: PaymentMethod): boolean {
  return method === "card";
}

/** What a rider pays per seat: the driver's price plus the fee by card, the driver's price at pickup. */
export function riderSeatPriceCents(method: PaymentMethod, driverPricePerSeatCents: number): number {
  return chargesFee(method) ? riderPriceCents(driverPricePerSeatCents) : driverPricePerSeatCents;
}

/** What `seats` seats cost, paid this way: the driver's price, the rider's total (the fee is the difference). */
export function bookingPriceOf(
  method: PaymentMethod,
  driverPricePerSeatCents: number,
  seats: number,
): BookingPrice {
  return {
    driverPriceCents: driverPricePerSeatCents * seats,
    totalCents: riderSeatPriceCents(method, driverPricePerSeatCents) * seats,
  };
}

/** The moment after which a rider's cancellation is no longer free. */
export function freeCancellationEndsAt(departureAt: Date): Date {
  return new Date(departureAt.getTime() - FREE_CANCELLATION_HOURS * 3600 * 1000);
}

/** Whether a rider cancelling at `now` is inside the free window (FREE_CANCELLATION_HOURS or more before departure). */
export function isFreeCancellation(departureAt: Date, now: Date = new Date()): boolean {
  return now.getTime() <= freeCancellationEndsAt(departureAt).getTime();
}

/** The refund of a rider's late cancellation: 50% of the total, a half cent rounded to the rider. */
export function lateCancellationRefundCents(totalCents: number): number {
  return Math.ceil((totalCents * LATE_CANCELLATION_REFUND_PERCENT) / 100);
}

/** What the rider gets back if they cancel a confirmed seat at `now`. */
export function riderCancellationRefundCents(price: BookingPrice, departureAt: Date, now: Date = new Date()) {
  return isFreeCancellation(departureAt, now)
    ? price.totalCents
    : lateCancellationRefundCents(price.totalCents);
}

function transfer(step: LedgerStep, from: LedgerAccount, to: LedgerAccount, amountCents: number) {
  return amountCents > 0 ? [{ step, from, to, amountCents }] : [];
}

/** The account a confirmed seat's money sits in until the ride: escrow (card) or owed at pickup. */
function heldIn(method: PaymentMethod): LedgerAccount {
  return method === "card" ? "escrow" : "pickup_due";
}

/** The account the driver's share goes to: owed until paid out (card), already in hand (pickup). */
function driverAccount(method: PaymentMethod): LedgerAccount {
  return method === "card" ? "driver" : "driver_paid";
}

/** Card: the rider's total is authorised. */
export function authoriseTransfers(price: BookingPrice): LedgerTransfer[] {
  return transfer("authorise", "rider", "hold", price.totalCents);
}

/** Card: an authorisation let go. */
export function releaseTransfers(authorisedCents: number): LedgerTransfer[] {
  return transfer("release", "hold", "rider", authorisedCents);
}

/** The driver approved: the card's hold is captured, or the total becomes owed at pickup. */
export function confirmTransfers(method: PaymentMethod, price: BookingPrice): LedgerTransfer[] {
  return method === "card"
    ? transfer("capture", "hold", "escrow", price.totalCents)
    : transfer("owe", "rider", "pickup_due", price.totalCents);
}

/**
 * The ride happened (or the rider did not show up): by card, the driver's price to the
 * driver and the fee to CampusRide. At pickup the rider handed everything owed to the
 * driver, so all of it is the driver's and CampusRide keeps nothing (for a booking priced
 * before the fee was waived at pickup too: a fee never collected is never counted).
 */
export function settleTransfers(method: PaymentMethod, price: BookingPrice): LedgerTransfer[] {
  if (!chargesFee(method)) return transfer("settle", "pickup_due", "driver_paid", price.totalCents);
  return [
    ...transfer("settle", heldIn(method), driverAccount(method), price.driverPriceCents),
    ...transfer("settle", heldIn(method), "platform", feeCents(price)),
  ];
}

/** The driver cancelled a confirmed seat: everything back to the rider, fee included. */
export function driverCancellationTransfers(method: PaymentMethod, price: BookingPrice): LedgerTransfer[] {
  return transfer("refund", heldIn(method), "rider", price.totalCents);
}

/**
 * The rider cancelled a confirmed seat: in full FREE_CANCELLATION_HOURS or more before departure; later, half
 * back and the other half kept for the driver (no CampusRide fee on it). At pickup nothing
 * was charged, so the kept half stays owed to the driver: shown, never collected by us.
 */
export function riderCancellationTransfers(
  method: PaymentMethod,
  price: BookingPrice,
  departureAt: Date,
  now: Date = new Date(),
): LedgerTransfer[] {
  const refund = riderCancellationRefundCents(price, departureAt, now);
  const refundTransfers = transfer("refund", heldIn(method), "rider", refund);
  if (method === "pay_at_pickup") return refundTransfers;
  return [...refundTransfers, ...transfer("settle", "escrow", "driver", price.totalCents - refund)];
}

/** Card: the driver's share still owed, sent to their payout account. */
export function payoutTransfers(driverDueCents: number): LedgerTransfer[] {
  return transfer("payout", "driver", "driver_paid", driverDueCents);
}

export type LedgerBalances = Record<LedgerAccount, number>;

/** Each account's balance after the transfers: money in minus money out. */
export function ledgerBalances(transfers: readonly Pick<LedgerTransfer, "from" | "to" | "amountCents">[]) {
  const balances = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as LedgerBalances;
  for (const { from, to, amountCents } of transfers) {
    balances[from] -= amountCents;
    balances[to] += amountCents;
  }
  return balances;
}

/** A booking's money as the rider and driver are shown it, derived from its ledger. */
export interface MoneySummary {
  /** Still authorised on the card. */
  heldCents: number;
  /** Taken from the card in all. */
  chargedCents: number;
  /** Owed to the driver at pickup, now (a late cancellation's fee too). */
  owedAtPickupCents: number;
  /** Given back (card) or no longer owed (pickup), in all. */
  refundedCents: number;
  /** What the rider has paid or owes, net of refunds: their spending on this booking. */
  riderPaidCents: number;
  /** The driver's share, paid out or not. */
  driverEarnedCents: number;
  /** The driver's share not yet paid out. */
  driverDueCents: number;
  /** Paid out to the driver's account (card) or in hand at pickup. */
  driverPaidCents: number;
  /** CampusRide's fee kept. */
  platformFeeCents: number;
}

export function moneySummary(transfers: readonly LedgerTransfer[]): MoneySummary {
  const balances = ledgerBalances(transfers);
  const sum = (match: (t: LedgerTransfer) => boolean) =>
    transfers.filter(match).reduce((total, t) => total + t.amountCents, 0);
  const refundedCents = sum((t) => t.step === "refund");
  const chargedCents = sum((t) => t.step === "capture");
  const owedCents = sum((t) => t.step === "owe");
  return {
    heldCents: balances.hold,
    chargedCents,
    owedAtPickupCents: balances.pickup_due,
    refundedCents,
    riderPaidCents: chargedCents + owedCents - refundedCents,
    driverEarnedCents: sum((t) => t.step === "settle" && (t.to === "driver" || t.to === "driver_paid")),
    driverDueCents: balances.driver,
    driverPaidCents: balances.driver_paid,
    platformFeeCents: balances.platform,
  };
}
