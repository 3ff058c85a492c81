import {
  confirmTransfers,
  ledgerBalances,
  riderCancellationRefundCents,
  riderCancellationTransfers,
} from "@campusride/shared/domain/payments";
import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentOperations, payments } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { readLedger, recordTransfers, toTransfer } from "./ledger.ts";
import {
  finishOperation,
  planOperation,
  priceOf,
  sendReceiptsQuietly,
  type MoneyContext,
} from "./operations.ts";
import { operationKey, paymentMethodOf, ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";
import { ensurePayment, followBookings, followRide } from "./reconcile.ts";

interface BookingFacts {
  id: string;
  priceCents: number | null;
  totalPriceCents: number;
}

async function findPayment(db: Database, bookingId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return row;
}

async function balancesOf(db: Database, bookingId: string) {
  return ledgerBalances((await readLedger(db, bookingId)).map(toTransfer));
}

/**
 * The money side of a booking's life, called by the bookings and rides features at each
 * step (app.ts hands it in). Pay at pickup writes the ledger in the step's own transaction;
 * card payments call the provider (capture inside the approval, so an approval is never
 * half-done) or write the call down to be made right after the commit.
 */
export function createBookingMoney(ctx: MoneyContext) {
  const method = paymentMethodOf(ctx.provider);
  return {
    method,

    /** A new request: card requests wait for the rider's payment before the driver sees them. */
    isAwaitingPaymentAtRequest: method === "card",

    /** In the request's transaction: how the request is paid. */
    async requested(tx: Database, booking: BookingFacts): Promise<void> {
      await ensurePayment(tx, booking, method);
    },

    /**
     * Before the approving transaction (card): the rider's authorisation must be there, and
     * the capture is written down first, so that a capture the process never records is
     * found and reconciled. Retrying a failed attempt reuses its idempotency key.
     */
    async beforeApproval(db: Database, booking: BookingFacts): Promise<void> {
      const payment = await findPayment(db, booking.id);
      if (payment?.method !== "card") return;
      if (!payment.paymentIntentId || (await balancesOf(db, booking.id)).hold <= 0) {
        throw new AppError("CONFLICT", BOOKING_MESSAGES.awaitingPayment);
      }
      await db
        .insert(paymentOperations)
        .values({
          bookingId: booking.id,
          kind: "capture",
          amountCents: payment.amountCents,
          idempotencyKey: operationKey(booking.id, "capture"),
        })
        .onConflictDoUpdate({
          target: [paymentOperations.bookingId, paymentOperations.kind],
          set: { state: "started", error: null, updatedAt: new Date() },
          where: sql`${paymentOperations.state} = 'failed'`,
        });
    },

    /**
     * In the approving transaction, after the seats are taken: at pickup the total becomes
     * owed; by card it is captured now. A provider that cannot be reached or refuses throws,
     * which rolls the approval back: the request stays pending and the driver is told why.
     */
    async approved(tx: Database, booking: BookingFacts): Promise<void> {
      await ensurePayment(tx, booking);
      const payment = await findPayment(tx, booking.id);
      if (!payment) return;
      if (payment.method === "pay_at_pickup") {
        const price = priceOf({ driverPriceCents: booking.totalPriceCents, totalCents: payment.amountCents });
        await recordTransfers(tx, booking.id, confirmTransfers("pay_at_pickup", price));
        return;
      }
      await capture(ctx, tx, booking, payment.paymentIntentId!, payment.amountCents);
    },

    /**
     * In the transaction where the rider cancels a confirmed seat: at pickup the refund (and
     * the late half still owed) is written at once; by card the refund is written down with
     * its amount, decided now by the Terms, and made right after the commit.
     */
    async riderCancelled(tx: Database, booking: BookingFacts, departureAt: Date): Promise<void> {
      await ensurePayment(tx, booking);
      const payment = await findPayment(tx, booking.id);
      if (!payment) return;
      const price = { driverPriceCents: booking.totalPriceCents, totalCents: payment.amountCents };
      if (payment.method === "pay_at_pickup") {
        if ((await balancesOf(tx, booking.id)).pickup_due > 0) {
          await recordTransfers(
            tx,
            booking.id,
            riderCancellationTransfers("pay_at_pickup", price, departureAt),
          );
        }
        return;
      }
      if ((await balancesOf(tx, booking.id)).escrow > 0) {
        await planOperation(tx, booking.id, "refund", riderCancellationRefundCents(price, departureAt));
      }
    },

    /** After an approval's commit: the rider's receipt (a failure is logged, never the address). */
    receipt: (bookingIds: readonly string[]) => sendReceiptsQuietly(ctx, bookingIds),

    /** After a commit that changed bookings: their money follows now (see followBooking). */
    follow: (bookingIds: readonly string[]) => followBookings(ctx, bookingIds),

    /** After a trip was cancelled or completed: its bookings' money follows. */
    followRide: (rideId: string) => followRide(ctx, rideId),
  };
}

/**
 * Captures the authorised total inside the approving transaction, holding the capture's
 * row so the reconciliation job leaves it alone. The ledger's capture and the operation's
 * end are written in the same transaction as the approval.
 */
async function capture(
  ctx: MoneyContext,
  tx: Database,
  booking: BookingFacts,
  paymentIntentId: string,
  amountCents: number,
): Promise<void> {
  const [operation] = await tx
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.bookingId, booking.id), eq(paymentOperations.kind, "capture")))
    .for("update");
  if (!operation) throw new AppError("CONFLICT", BOOKING_MESSAGES.awaitingPayment);
  try {
    const intent = await ctx.provider!.capture(paymentIntentId, amountCents, operation.idempotencyKey);
    await recordTransfers(
      tx,
      booking.id,
      confirmTransfers("card", { driverPriceCents: booking.totalPriceCents, totalCents: amountCents }),
      intent.id,
    );
    await finishOperation(tx, operation.id, { state: "succeeded", providerRef: intent.id });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      ctx.log.warn(
        { bookingId: booking.id, err: error },
        "capture at approval: payment provider unreachable",
      );
      throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable, { cause: error });
    }
    if (error instanceof ProviderRefusedError) {
      throw new AppError("CONFLICT", `The rider's payment could not be taken: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}
