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
import { and, eq, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { bookings, payments, rides, type LedgerEntryRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { syncCheckout } from "./authorisation.ts";
import { readLedger, toTransfer } from "./ledger.ts";

/** A booking its rider or its ride's driver may read, with its payment (none before its first step). */
async function findBookingPayment(db: Database, userId: string, bookingId: string) {
  if (!z.uuid().safeParse(bookingId).success) return undefined;
  const [row] = await db
    .select({
      id: bookings.id,
      riderId: bookings.riderId,
      status: bookings.status,
      awaitingPayment: bookings.awaitingPayment,
      seats: bookings.seatsRequested,
      driverPriceCents: bookings.totalPriceCents,
      riderPriceCents: bookings.priceCents,
      pricePerSeatCents: rides.pricePerSeatCents,
      rideStatus: rides.status,
      departureAt: rides.departureAt,
      method: payments.method,
      amountCents: payments.amountCents,
      failure: payments.failure,
      checkoutSessionId: payments.checkoutSessionId,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.id, bookingId),
        // a request its rider has not paid for is not the driver's to see yet
        or(
          eq(bookings.riderId, userId),
          and(eq(rides.driverId, userId), eq(bookings.awaitingPayment, false)),
        ),
      ),
    );
  return row;
}

type FoundPayment = NonNullable<Awaited<ReturnType<typeof findBookingPayment>>>;

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
    found.departureAt.getTime() > Date.now();
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
          : riderCancellationRefundCents(price, found.departureAt),
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

/**
 * The booking's payment, for its rider or driver; anyone else learns nothing (404). A
 * rider back from the provider's page before its webhook has the Checkout Session asked
 * directly (their receipt page polls while it waits); otherwise the booking is read once.
 */
export async function readBookingPayment(
  ctx: Parameters<typeof syncCheckout>[0],
  userId: string,
  bookingId: string,
  payoutDelayHours: number,
): Promise<BookingPayment> {
  let found = await findBookingPayment(ctx.db, userId, bookingId);
  if (!found) throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.notFound);
  if (found.awaitingPayment && found.checkoutSessionId && found.riderId === userId && ctx.provider) {
    await syncCheckout(ctx, found.id, found.checkoutSessionId);
    found = (await findBookingPayment(ctx.db, userId, bookingId)) ?? found;
  }
  const payment = toBookingPayment(found, await readLedger(ctx.db, bookingId), payoutDelayHours);
  // why the rider's card was declined is the rider's own
  return found.riderId === userId ? payment : { ...payment, failure: null };
}
