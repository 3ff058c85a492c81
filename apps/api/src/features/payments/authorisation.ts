import { authoriseTransfers } from "@campusride/shared/domain/payments";
import { PAYMENT_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs } from "../../lib/clock.ts";
import type { MoneyContext } from "./operations.ts";
import {
  operationKey,
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderPaymentIntent,
} from "./provider.ts";
import {
  findBookingPayment,
  findPayment,
  findRiderPayment,
  recordTransfers,
  setCheckoutSession,
  setPaymentIntent,
  type BookingFacts,
} from "./queries.ts";

/** A Checkout Session is reused for this long; a click after it opens a new one (they expire in 30 min). */
const CHECKOUT_REUSE_MS = 20 * 60 * 1000;

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
  if (booking.rideStatus !== "active" || booking.departureAt.getTime() <= nowMs()) {
    throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  }
  const window = Math.floor(nowMs() / CHECKOUT_REUSE_MS);
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
    await setCheckoutSession(ctx.db, bookingId, session.sessionId);
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
 * The PaymentIntent a notice (or the rider's return from the provider's page) says pays
 * for a booking, asked of the provider rather than believed; undefined when it was made
 * for another booking, which it never pays for.
 */
export async function askAuthorisation(
  ctx: MoneyContext,
  bookingId: string,
  paymentIntentId: string,
): Promise<ProviderPaymentIntent | undefined> {
  const intent = await ctx.provider!.getPaymentIntent(paymentIntentId);
  if (intent.bookingId === bookingId) return intent;
  ctx.log.warn({ bookingId }, "an authorisation for another booking was ignored");
  return undefined;
}

/**
 * What an authorisation did to a booking's money: "held" (it entered the ledger; a second
 * notice of it writes nothing and says held again), "extra" (a second Checkout paid for
 * a request already paid: to let go), or "none" (nothing held, or not a card payment).
 */
export type Authorisation = "held" | "extra" | "none";

/**
 * Records an authorisation in the booking's transaction (the caller holds the booking's
 * row): the PaymentIntent must hold the booking's total.
 */
export async function recordAuthorisation(
  ctx: MoneyContext,
  tx: Database,
  booking: BookingFacts,
  intent: ProviderPaymentIntent,
): Promise<Authorisation> {
  const payment = await findPayment(tx, booking.id);
  if (payment?.method !== "card") return "none";
  const isHeld = intent.status === "requires_capture" && intent.amountCapturableCents >= payment.amountCents;
  if (!isHeld) return "none";
  // a second Checkout paid for the same request (an older page left open): let it go
  if (payment.paymentIntentId && payment.paymentIntentId !== intent.id) return "extra";
  await setPaymentIntent(tx, booking.id, intent.id);
  await recordTransfers(
    tx,
    booking.id,
    authoriseTransfers({ driverPriceCents: booking.totalPriceCents, totalCents: payment.amountCents }),
    intent.id,
  );
  return "held";
}

/** Lets a second authorisation of a paid request go. */
export async function releaseExtraAuthorisation(
  ctx: MoneyContext,
  bookingId: string,
  intent: ProviderPaymentIntent,
): Promise<void> {
  await ctx.provider!.cancelAuthorisation(intent.id, operationKey(bookingId, `release-extra-${intent.id}`));
  ctx.log.info({ bookingId }, "a second authorisation for a paid request was released");
}

/**
 * The Checkout Session the rider may be back from, when their request still waits for its
 * payment: the PaymentIntent it authorised, asked of the provider directly (so the receipt
 * does not wait on the webhook); undefined when there is none yet, or the provider cannot
 * be reached (the webhook will tell; the page asks again).
 */
export async function completedCheckout(
  ctx: MoneyContext,
  userId: string,
  bookingId: string,
): Promise<string | undefined> {
  if (!ctx.provider) return undefined;
  const found = await findBookingPayment(ctx.db, userId, bookingId);
  if (!found?.awaitingPayment || !found.checkoutSessionId || found.riderId !== userId) return undefined;
  try {
    const session = await ctx.provider.getCheckout(found.checkoutSessionId);
    return session.isComplete && session.paymentIntentId ? session.paymentIntentId : undefined;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return undefined;
    throw error;
  }
}
