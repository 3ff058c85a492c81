import type { PaymentMethod } from "@campusride/shared/domain/payments";

/**
 * The card payment provider (Stripe). Pay at pickup needs none: nothing is charged online,
 * the ledger only records what the rider owes the driver.
 *
 * Every call that moves money takes an idempotency key derived from the booking and the
 * step (see operationKey), so a call repeated after a lost answer, a double click or a
 * restart is one movement at the provider.
 */
export interface CardProvider {
  /**
   * Opens a Checkout Session where the rider authorises `amountCents` on their card
   * (a PaymentIntent with manual capture); card details never reach CampusRide.
   */
  startCheckout(input: {
    bookingId: string;
    amountCents: number;
    description: string;
    customerEmail: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** A Checkout Session: whether it was paid, and its PaymentIntent. */
  getCheckout(sessionId: string): Promise<{ paymentIntentId: string | null; isComplete: boolean }>;
  /** A PaymentIntent as it stands at the provider. */
  getPaymentIntent(paymentIntentId: string): Promise<ProviderPaymentIntent>;
  /** Captures `amountCents` of an authorised PaymentIntent. */
  capture(
    paymentIntentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ProviderPaymentIntent>;
  /** Lets an authorisation go (the PaymentIntent is cancelled); nothing is charged. */
  cancelAuthorisation(paymentIntentId: string, idempotencyKey: string): Promise<ProviderPaymentIntent>;
  /** Refunds `amountCents` of a captured PaymentIntent. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
  /** A Connect Express account for a driver's payouts. */
  createPayoutAccount(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** The provider's onboarding page for the account. */
  payoutOnboardingUrl(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** Whether the account can receive payouts yet. */
  getPayoutAccount(accountId: string): Promise<{ detailsSubmitted: boolean; payoutsEnabled: boolean }>;
  /** Sends `amountCents` to a driver's account. */
  transfer(input: {
    accountId: string;
    amountCents: number;
    bookingId: string;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  /** Checks a webhook's signature and parses it; throws when the signature is not the provider's. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export interface ProviderPaymentIntent {
  id: string;
  /** Stripe's PaymentIntent statuses. */
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "requires_capture"
    | "succeeded"
    | "canceled";
  amountCents: number;
  amountCapturableCents: number;
  amountReceivedCents: number;
  /** The decline's message, when the last attempt failed. */
  lastError: string | null;
  /** The booking it pays for, as CampusRide wrote it in its metadata. */
  bookingId: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The event's object (a Checkout Session, PaymentIntent, Account…), as the provider sent it. */
  object: Record<string, unknown>;
}

/** A provider call failed for a reason of the provider's (down, timed out): nothing may be assumed. */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

/** The provider refused the call for a reason of the payment's (a decline, a bad state). */
export class ProviderRefusedError extends Error {
  override name = "ProviderRefusedError";
}

/** How this instance takes payment: card when a provider is configured. */
export function paymentMethodOf(provider: CardProvider | null): PaymentMethod {
  return provider ? "card" : "pay_at_pickup";
}

/** The idempotency key of a booking's step at the provider: the same step is the same call. */
export function operationKey(bookingId: string, step: string): string {
  return `campusride:${bookingId}:${step}`;
}
