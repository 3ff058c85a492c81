import { z } from "zod";
import { authoriseTransfers } from "@campusride/shared/domain/payments";
import { isApprovedInstantly } from "@campusride/shared/domain/trip-preferences";
import { PAYMENT_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, payments, rides, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordTransfers } from "./ledger.ts";
import { sendReceiptsQuietly, type MoneyContext } from "./operations.ts";
import { operationKey, ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";
import { followBookings } from "./reconcile.ts";

/** A Checkout Session is reused for this long; a click after it opens a new one (they expire in 30 min). */
const CHECKOUT_REUSE_MS = 20 * 60 * 1000;

/** A booking as its rider sees it for paying: ids, amounts, the trip. */
async function findRiderPayment(db: Database, riderId: string, bookingId: string) {
  // an id from the URL that is not a UUID names no booking (the column is a uuid)
  if (!z.uuid().safeParse(bookingId).success) return undefined;
  const [row] = await db
    .select({
      status: bookings.status,
      awaitingPayment: bookings.awaitingPayment,
      seats: bookings.seatsRequested,
      rideStatus: rides.status,
      departureAt: rides.departureAt,
      from: rides.departureCity,
      to: rides.destinationCity,
      method: payments.method,
      amountCents: payments.amountCents,
      checkoutSessionId: payments.checkoutSessionId,
      email: user.email,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(user, eq(user.id, bookings.riderId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.riderId, riderId)));
  return row;
}

/**
 * Opens the provider's page where the rider authorises their request's total, computed
 * by the server at the request (never sent by the client). Only the booking's rider, only
 * a card request still waiting for its payment on a trip still to come.
 */
export async function startCheckout(
  ctx: MoneyContext,
  riderId: string,
  bookingId: string,
  publicUrl: string,
): Promise<{ url: string }> {
  const booking = await findRiderPayment(ctx.db, riderId, bookingId);
  if (!booking) throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.notFound);
  if (booking.method !== "card" || !ctx.provider)
    throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.cardOnly);
  if (booking.status !== "pending") throw new AppError("CONFLICT", PAYMENT_MESSAGES.nothingToPay);
  if (!booking.awaitingPayment) throw new AppError("CONFLICT", PAYMENT_MESSAGES.alreadyPaid);
  if (booking.rideStatus !== "active" || booking.departureAt.getTime() <= Date.now()) {
    throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  }
  const window = Math.floor(Date.now() / CHECKOUT_REUSE_MS);
  try {
    const session = await ctx.provider.startCheckout({
      bookingId,
      amountCents: booking.amountCents,
      description: `${booking.seats} seat${booking.seats === 1 ? "" : "s"}: ${booking.from} to ${booking.to}`,
      customerEmail: booking.email,
      successUrl: `${publicUrl}/dashboard/confirmation?booking=${bookingId}`,
      cancelUrl: `${publicUrl}/dashboard/ride-confirmation/${bookingId}`,
      // a double click opens the same page; a click much later a fresh one
      idempotencyKey: operationKey(bookingId, `checkout-${window}`),
    });
    await ctx.db
      .update(payments)
      .set({ checkoutSessionId: session.sessionId, updatedAt: new Date() })
      .where(eq(payments.bookingId, bookingId));
    return { url: session.url };
  } catch (error) {
    throw providerError(error);
  }
}

function providerError(error: unknown): unknown {
  if (error instanceof ProviderUnavailableError) {
    return new AppError("UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable, { cause: error });
  }
  if (error instanceof ProviderRefusedError) return new AppError("CONFLICT", error.message, { cause: error });
  return error;
}

/**
 * The rider's payment for a request was authorised (told by a webhook, or found when the
 * rider comes back from the provider's page). The provider is asked rather than the
 * message believed: the PaymentIntent must hold the booking's total. In one transaction:
 * the authorisation enters the ledger (once: a second notice writes nothing) and the
 * request goes to the driver. A request that ended meanwhile has its hold let go, and one
 * on an instant-booking trip is approved at once (never on a women-only trip).
 */
export async function recordAuthorisation(
  ctx: MoneyContext & { approveInstantly: (bookingId: string) => Promise<void> },
  bookingId: string,
  paymentIntentId: string,
): Promise<void> {
  const intent = await ctx.provider!.getPaymentIntent(paymentIntentId);
  // a PaymentIntent made for another booking never pays for this one
  if (intent.bookingId !== bookingId) {
    ctx.log.warn({ bookingId }, "an authorisation for another booking was ignored");
    return;
  }
  let isExtra = false;
  const isInstant = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        booking: bookings,
        payment: payments,
        instantBooking: rides.instantBooking,
        womenOnly: rides.womenOnly,
      })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .innerJoin(rides, eq(rides.id, bookings.rideId))
      .where(eq(bookings.id, bookingId))
      .for("no key update", { of: bookings });
    if (!row || row.payment.method !== "card") return false;
    const isHeld =
      intent.status === "requires_capture" && intent.amountCapturableCents >= row.payment.amountCents;
    if (!isHeld) return false;
    // a second Checkout paid for the same request (an older page left open): let it go
    isExtra = Boolean(row.payment.paymentIntentId && row.payment.paymentIntentId !== intent.id);
    if (isExtra) return false;
    await tx
      .update(payments)
      .set({ paymentIntentId: intent.id, failure: null, updatedAt: new Date() })
      .where(eq(payments.bookingId, bookingId));
    await recordTransfers(
      tx,
      bookingId,
      authoriseTransfers({
        driverPriceCents: row.booking.totalPriceCents,
        totalCents: row.payment.amountCents,
      }),
      intent.id,
    );
    if (row.booking.status !== "pending" || !row.booking.awaitingPayment) return false;
    await tx
      .update(bookings)
      .set({ awaitingPayment: false, updatedAt: new Date() })
      .where(eq(bookings.id, bookingId));
    return isApprovedInstantly({ preferences: row, instantBooking: row.instantBooking });
  });
  if (isExtra) {
    await ctx.provider!.cancelAuthorisation(intent.id, operationKey(bookingId, `release-extra-${intent.id}`));
    ctx.log.info({ bookingId }, "a second authorisation for a paid request was released");
  }
  if (isInstant) {
    await ctx.approveInstantly(bookingId);
    await sendReceiptsQuietly(ctx, [bookingId]);
  }
  await followBookings(ctx, [bookingId]);
}

/** A failed attempt to pay (a decline), kept to show the rider. */
export async function recordPaymentFailure(db: Database, bookingId: string, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ failure: message.slice(0, 300), updatedAt: new Date() })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.method, "card")));
}

/**
 * The rider is back from the provider's page before its webhook: the Checkout Session is
 * asked directly, so the receipt does not wait on the webhook.
 */
export async function syncCheckout(
  ctx: Parameters<typeof recordAuthorisation>[0],
  bookingId: string,
  checkoutSessionId: string,
): Promise<void> {
  try {
    const session = await ctx.provider!.getCheckout(checkoutSessionId);
    if (session.isComplete && session.paymentIntentId) {
      await recordAuthorisation(ctx, bookingId, session.paymentIntentId);
    }
  } catch (error) {
    // the webhook will tell; the page asks again
    if (error instanceof ProviderUnavailableError) return;
    throw error;
  }
}
