import {
  confirmTransfers,
  ledgerBalances,
  riderCancellationRefundCents,
  riderCancellationTransfers,
} from "@campusride/shared/domain/payments";
import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { now } from "../../lib/clock.ts";
import {
  askAuthorisation,
  completedCheckout,
  recordAuthorisation,
  releaseExtraAuthorisation,
  startCheckout,
} from "./authorisation.ts";
import { priceOf, sendReceiptsQuietly, type MoneyContext } from "./operations.ts";
import { readBookingPayment } from "./payment-view.ts";
import { readPayouts, startPayoutOnboarding } from "./payouts.ts";
import {
  paymentMethodOf,
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderEvent,
  type ProviderPaymentIntent as PaymentIntent,
} from "./provider.ts";
import {
  ensurePayment,
  findChargedRequests,
  findPayment,
  finishOperation,
  lockCapture,
  planCapture,
  planOperation,
  paymentOfRequestSql,
  readLedger,
  recordTransfers,
  recordTransfersIfPaid,
  toTransfer,
  type BookingFacts,
} from "./queries.ts";
import { followBookings, followRide, reconcileMoney } from "./reconcile.ts";
import { applyNotice, isNoticeHandled, noticeHandled, openNotice } from "./webhooks.ts";

export type { BookingFacts } from "./queries.ts";
export type { Authorisation } from "./authorisation.ts";

async function balancesOf(db: Database, bookingId: string) {
  return ledgerBalances((await readLedger(db, bookingId)).map(toTransfer));
}

/** The money module as the rest of the server reaches it (the payments plugin decorates `app.money`). */
export type Money = ReturnType<typeof createMoney>;

/**
 * The money of bookings: the ledger, the card provider and the reconciliation of the two.
 * The bookings lifecycle calls it at each step, and it calls no one back: what a booking
 * does next is the lifecycle's to decide from the plain answers it returns. Pay at pickup
 * writes the ledger in the step's own transaction; card payments call the provider
 * (capture inside the approval, so an approval is never half-done) or write the call down
 * to be made right after the commit.
 */
export function createMoney(ctx: MoneyContext, settings: { publicUrl: string; payoutDelayHours: number }) {
  const method = paymentMethodOf(ctx.provider);
  return {
    method,

    /** A new request: card requests wait for the rider's payment before the driver sees them. */
    isAwaitingPaymentAtRequest: method === "card",

    /** In the request's transaction: how the request is paid. */
    async requested(tx: Database, booking: BookingFacts): Promise<void> {
      await ensurePayment(tx, booking, method);
    },

    /** The same, as part of the request's own statement: `requested` names the bookings it inserts. */
    paymentOfRequest: (requested: SQL) => paymentOfRequestSql(requested, method),

    /**
     * Before the approving transaction (card): the rider's authorisation must be there, and
     * the capture is written down first, so that a capture the process never records is
     * found and reconciled. Retrying a failed attempt reuses its idempotency key.
     */
    async beforeApproval(db: Database, booking: BookingFacts): Promise<void> {
      // without a card provider no capture can be made (nor written down)
      if (method !== "card") return;
      const payment = await findPayment(db, booking.id);
      if (payment?.method !== "card") return;
      const balances = await balancesOf(db, booking.id);
      // charged already: a capture whose answer was lost, found by the reconciliation
      if (!payment.paymentIntentId || (balances.hold <= 0 && balances.escrow <= 0)) {
        throw new AppError("CONFLICT", BOOKING_MESSAGES.awaitingPayment);
      }
      await planCapture(db, booking.id, payment.amountCents);
    },

    /**
     * In the approving transaction, after the seats are taken: at pickup the total becomes
     * owed; by card it is captured now. A provider that cannot be reached or refuses throws,
     * which rolls the approval back: the request stays pending and the driver is told why.
     */
    async approved(tx: Database, booking: BookingFacts): Promise<void> {
      // at pickup as requested (the request wrote its payment): the total owed, in one statement
      const totalCents = booking.priceCents ?? booking.totalPriceCents;
      const owed = confirmTransfers(
        "pay_at_pickup",
        priceOf({ driverPriceCents: booking.totalPriceCents, totalCents }),
      );
      const atPickup = { method: "pay_at_pickup" as const, amountCents: totalCents };
      if (method === "pay_at_pickup" && (await recordTransfersIfPaid(tx, booking.id, atPickup, owed))) return;
      await ensurePayment(tx, booking);
      const payment = await findPayment(tx, booking.id);
      if (!payment) return;
      if (payment.method === "pay_at_pickup") {
        const price = priceOf({ driverPriceCents: booking.totalPriceCents, totalCents: payment.amountCents });
        await recordTransfers(tx, booking.id, confirmTransfers("pay_at_pickup", price));
        return;
      }
      // charged already: a capture whose answer was lost, recovered by the reconciliation
      if ((await balancesOf(tx, booking.id)).escrow > 0) return;
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
            riderCancellationTransfers("pay_at_pickup", price, departureAt, now()),
          );
        }
        return;
      }
      if ((await balancesOf(tx, booking.id)).escrow > 0) {
        await planOperation(
          tx,
          booking.id,
          "refund",
          riderCancellationRefundCents(price, departureAt, now()),
        );
      }
    },

    /** After an approval's commit: the rider's receipt (a failure is logged, never the address). */
    receipt: (bookingIds: readonly string[]) => sendReceiptsQuietly(ctx, bookingIds),

    /** After a commit that changed bookings: their money follows now (see followBooking). */
    follow: (bookingIds: readonly string[]) => followBookings(ctx, bookingIds),

    /** After a trip was cancelled or completed: its bookings' money follows. */
    followRide: (rideId: string) => followRide(ctx, rideId),

    // --- a card's authorisation, which moves a request on (the bookings lifecycle decides how) ---

    /** Opens the provider's page where the rider authorises their request's total. */
    startCheckout: (riderId: string, bookingId: string) =>
      startCheckout(ctx, riderId, bookingId, settings.publicUrl),
    /** The PaymentIntent said to pay for a booking, asked of the provider; undefined: not this booking's. */
    askAuthorisation: (bookingId: string, paymentIntentId: string) =>
      askAuthorisation(ctx, bookingId, paymentIntentId),
    /** In the booking's transaction: the authorisation enters the ledger ("held"), or why not. */
    recordAuthorisation: (tx: Database, booking: BookingFacts, intent: PaymentIntent) =>
      recordAuthorisation(ctx, tx, booking, intent),
    /** After the commit: a second authorisation of a paid request is let go. */
    releaseExtraAuthorisation: (bookingId: string, intent: PaymentIntent) =>
      releaseExtraAuthorisation(ctx, bookingId, intent),
    /** The PaymentIntent of a Checkout the rider is back from, while their request waits for it. */
    completedCheckout: (userId: string, bookingId: string) => completedCheckout(ctx, userId, bookingId),

    // --- the provider's notices (webhooks) ---

    openNotice: (rawBody: Buffer, signature: unknown) => openNotice(ctx, rawBody, signature),
    isNoticeHandled: (event: ProviderEvent) => isNoticeHandled(ctx, event),
    /** The money's part of a notice; an authorisation comes back for the booking's lifecycle. */
    applyNotice: (event: ProviderEvent) => applyNotice(ctx, event),
    noticeHandled: (event: ProviderEvent) => noticeHandled(ctx, event),

    // --- charges whose approval never committed ---

    /** Requests charged by a capture the reconciliation recovered, never confirmed nor refunded. */
    findChargedRequests: () => findChargedRequests(ctx.db),
    /** In the transaction that found the request could not be approved: all of it goes back. */
    async refundCharged(tx: Database, bookingId: string): Promise<void> {
      const payment = await findPayment(tx, bookingId);
      if (payment) await planOperation(tx, bookingId, "refund", payment.amountCents);
    },

    // --- what students read, and the jobs ---

    /** A booking's money for its rider or driver. */
    readBookingPayment: (userId: string, bookingId: string) =>
      readBookingPayment(ctx, userId, bookingId, settings.payoutDelayHours),
    readPayouts: (driverId: string) => readPayouts(ctx, driverId, settings.payoutDelayHours),
    startPayoutOnboarding: (driverId: string) => startPayoutOnboarding(ctx, driverId, settings.publicUrl),
    reconcile: (staleForMs: number) => reconcileMoney(ctx, staleForMs),
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
  const operation = await lockCapture(tx, booking.id);
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
