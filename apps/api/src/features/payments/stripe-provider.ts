import Stripe from "stripe";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type CardProvider,
  type ProviderEvent,
  type ProviderPaymentIntent,
} from "./provider.ts";

/** CampusRide charges in US dollars. */
const CURRENCY = "usd";
/** How long a rider has to pay on Stripe's page; Stripe's minimum is 30 minutes. */
const CHECKOUT_LIFETIME_SECONDS = 30 * 60;
/** Checkout expiry is rounded up to this step so that a repeated request sends the same parameters. */
const CHECKOUT_EXPIRY_STEP_SECONDS = 10 * 60;

/** A webhook whose Stripe-Signature is missing, malformed, not made with our secret, or too old. */
export class InvalidWebhookError extends Error {
  override name = "InvalidWebhookError";
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another host speaking Stripe's API (a local stand-in); https://api.stripe.com when absent. */
  apiUrl?: string;
  /** How long one request may take before it counts as failed (Stripe's client retries once). */
  timeoutMs: number;
}

/**
 * Card payments through Stripe: Checkout (card details stay on Stripe's page), a PaymentIntent
 * held with manual capture, refunds, and Connect Express accounts for drivers' payouts.
 * Nothing here logs: keys, card data and customers' emails never reach the logs.
 */
export function createStripeProvider(options: StripeProviderOptions): CardProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs,
    // One retry after a dropped connection or a 5xx, with the same idempotency key, so it is
    // never a second movement of money.
    maxNetworkRetries: 1,
    telemetry: false,
    ...hostOf(options.apiUrl),
  });

  return {
    async startCheckout(input) {
      const expiresAt = checkoutExpiry();
      const create = (idempotencyKey: string) =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: CURRENCY,
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            payment_intent_data: { capture_method: "manual", metadata: { bookingId: input.bookingId } },
            metadata: { bookingId: input.bookingId },
            customer_email: input.customerEmail,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: expiresAt,
          },
          { idempotencyKey },
        );
      const session = await call(async () => {
        try {
          return await create(input.idempotencyKey);
        } catch (error) {
          // The same key was first used in an earlier expiry step, with another expires_at:
          // that session expires on its own; this step gets its own, also repeatable, key.
          if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
          return await create(`${input.idempotencyKey}:expires-${expiresAt}`);
        }
      });
      if (!session.url)
        throw new ProviderUnavailableError("Stripe returned a Checkout Session without a page");
      return { sessionId: session.id, url: session.url };
    },

    async getCheckout(sessionId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
      const paymentIntent = session.payment_intent;
      return {
        paymentIntentId: typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null),
        isComplete: session.status === "complete",
      };
    },

    async getPaymentIntent(paymentIntentId) {
      return toPaymentIntent(await call(() => stripe.paymentIntents.retrieve(paymentIntentId)));
    },

    async capture(paymentIntentId, amountCents, idempotencyKey) {
      return toPaymentIntent(
        await call(() =>
          stripe.paymentIntents.capture(
            paymentIntentId,
            { amount_to_capture: amountCents },
            { idempotencyKey },
          ),
        ),
      );
    },

    async cancelAuthorisation(paymentIntentId, idempotencyKey) {
      return toPaymentIntent(
        await call(() => stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey })),
      );
    },

    async refund(paymentIntentId, amountCents, idempotencyKey) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }),
      );
      return { id: refund.id };
    },

    async createPayoutAccount(input) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: "express",
            email: input.email,
            metadata: { userId: input.userId },
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: account.id };
    },

    async payoutOnboardingUrl(accountId, returnUrl, refreshUrl) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          return_url: returnUrl,
          refresh_url: refreshUrl,
          type: "account_onboarding",
        }),
      );
      return link.url;
    },

    async getPayoutAccount(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId));
      return {
        detailsSubmitted: account.details_submitted ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
      };
    },

    async transfer(input) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: CURRENCY,
            destination: input.accountId,
            transfer_group: input.bookingId,
            metadata: { bookingId: input.bookingId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: transfer.id };
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!signature) throw new InvalidWebhookError("The webhook has no Stripe-Signature header");
      let event: Stripe.Event;
      try {
        // tolerance: Stripe's default, 300 s between the signature's timestamp and now
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : "unreadable";
        throw new InvalidWebhookError(`The webhook's signature is not Stripe's: ${reason}`);
      }
      return {
        id: event.id,
        type: event.type,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

function hostOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function checkoutExpiry(): number {
  const earliest = Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS + 60;
  return Math.ceil(earliest / CHECKOUT_EXPIRY_STEP_SECONDS) * CHECKOUT_EXPIRY_STEP_SECONDS;
}

const STATUSES: ReadonlyArray<ProviderPaymentIntent["status"]> = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "succeeded",
  "canceled",
];

function toPaymentIntent(paymentIntent: Stripe.PaymentIntent): ProviderPaymentIntent {
  const status = STATUSES.find((known) => known === paymentIntent.status);
  if (!status) throw new ProviderUnavailableError(`Stripe answered an unknown PaymentIntent status`);
  return {
    id: paymentIntent.id,
    status,
    amountCents: paymentIntent.amount,
    amountCapturableCents: paymentIntent.amount_capturable,
    amountReceivedCents: paymentIntent.amount_received,
    lastError: paymentIntent.last_payment_error?.message ?? null,
    bookingId: paymentIntent.metadata?.bookingId ?? null,
  };
}

/**
 * Runs a Stripe call and names its failure: Stripe down, slow or unreachable (nothing may be
 * assumed, try again with the same key) or a refusal of the payment's own (a decline, a bad state).
 */
async function call<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw providerError(error);
  }
}

function providerError(error: unknown): Error {
  const errors = Stripe.errors;
  if (error instanceof errors.StripeConnectionError) {
    return new ProviderUnavailableError(`Stripe could not be reached: ${error.message}`);
  }
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    // Stripe's message quotes part of the key: never pass it on.
    return new ProviderUnavailableError("Stripe refused CampusRide's API key");
  }
  if (error instanceof errors.StripeRateLimitError) {
    return new ProviderUnavailableError("Stripe is limiting requests; try again shortly");
  }
  // the same key's first request still running at Stripe: its outcome is not known yet
  if (error instanceof errors.StripeError && (error.statusCode === 409 || (error.statusCode ?? 500) >= 500)) {
    return new ProviderUnavailableError(`Stripe failed: ${error.message}`);
  }
  if (error instanceof errors.StripeError) return new ProviderRefusedError(error.message);
  return error instanceof Error ? error : new Error(String(error));
}
