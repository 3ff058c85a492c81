import {
  feeCents,
  freeCancellationEndsAt,
  moneySummary,
  riderCancellationRefundCents,
  type MoneySummary,
  type PaymentMethod,
} from "@campusride/shared/domain/payments";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment, PaymentStatus } from "@campusride/shared/schemas/payments";
import type { LedgerEntryRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { now, nowMs } from "../../lib/clock.ts";
import type { MoneyContext } from "./operations.ts";
import { findBookingPayment, readLedger, toTransfer, type FoundPayment } from "./queries.ts";

function statusOf(
  found: FoundPayment,
  method: PaymentMethod,
  money: MoneySummary,
  hasSteps: boolean,
): PaymentStatus {
  if (method === "card" && found.awaitingPayment && found.status === "pending") return "awaiting_payment";
  if (money.heldCents > 0) return "authorised";
  if (money.driverPaidCents > 0 && money.driverDueCents === 0 && money.refundedCents === 0) return "paid_out";
  if (money.refundedCents > 0) {
    return money.riderPaidCents > 0 ? "partially_refunded" : "refunded";
  }
  if (money.driverEarnedCents > 0) return "settled";
  if (money.chargedCents > 0) return "charged";
  if (money.owedAtPickupCents > 0) return "owed_at_pickup";
  return hasSteps ? "released" : "none";
}

/**
 * A booking's money for its rider or driver: the price breakdown (from the trip's price
 * and the seats, as the server computed them at the request), where the money stands
 * (derived from the ledger), and what the Terms would give back on a cancellation now.
 */
export function toBookingPayment(
  found: FoundPayment,
  entries: LedgerEntryRow[],
  payoutDelayHours: number,
): BookingPayment {
  const method: PaymentMethod = found.method ?? "pay_at_pickup";
  const totalCents = found.amountCents ?? found.riderPriceCents ?? found.driverPriceCents;
  const price = { driverPriceCents: found.driverPriceCents, totalCents };
  const money = moneySummary(entries.map(toTransfer));
  const isCancellable =
    (found.status === "pending" || found.status === "approved") &&
    found.rideStatus === "active" &&
    found.departureAt.getTime() > nowMs();
  const settledAt = entries.find((entry) => entry.step === "settle")?.createdAt;
  return {
    bookingId: found.id,
    method,
    status: statusOf(found, method, money, entries.length > 0),
    breakdown: {
      seats: found.seats,
      driverPricePerSeatCents: found.pricePerSeatCents,
      driverPriceCents: found.driverPriceCents,
      feeCents: feeCents(price),
      totalCents,
    },
    summary: money,
    cancellation: {
      freeUntil: freeCancellationEndsAt(found.departureAt).toISOString(),
      // a pending request holds nothing back: withdrawing it lets go of all of it
      refundIfCancelledNowCents: !isCancellable
        ? 0
        : found.status === "pending"
          ? money.heldCents
          : riderCancellationRefundCents(price, found.departureAt, now()),
    },
    failure: found.failure ?? null,
    entries: entries.map((entry) => ({
      step: entry.step,
      from: entry.fromAccount,
      to: entry.toAccount,
      amountCents: entry.amountCents,
      createdAt: entry.createdAt.toISOString(),
    })),
    payoutAvailableAt:
      method === "card" && settledAt && money.driverDueCents > 0
        ? new Date(settledAt.getTime() + payoutDelayHours * 3600 * 1000).toISOString()
        : null,
  };
}

/** The booking's payment, for its rider or driver; anyone else learns nothing (404). */
export async function readBookingPayment(
  ctx: MoneyContext,
  userId: string,
  bookingId: string,
  payoutDelayHours: number,
): Promise<BookingPayment> {
  const found = await findBookingPayment(ctx.db, userId, bookingId);
  if (!found) throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.notFound);
  const payment = toBookingPayment(found, await readLedger(ctx.db, bookingId), payoutDelayHours);
  // why the rider's card was declined is the rider's own
  return found.riderId === userId ? payment : { ...payment, failure: null };
}
