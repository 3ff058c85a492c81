import { StripeApiError, noSuch } from "./errors.ts";
import { newId, nowSeconds, type CheckoutPlan, type CheckoutSession, type Metadata } from "./objects.ts";
import {
  confirmPaymentIntent,
  createPaymentIntent,
  finishAuthentication,
  findPaymentIntent,
} from "./payments.ts";
import type { StandInContext } from "./state.ts";
import type { CardOutcome } from "./test-cards.ts";

/** Checkout Sessions: Stripe's hosted payment page and what paying on it does. */

export function createCheckoutSession(
  context: StandInContext,
  input: {
    plan: CheckoutPlan;
    currency: string;
    metadata: Metadata;
    customerEmail: string | null;
    successUrl: string;
    cancelUrl: string | null;
    expiresAt: number | undefined;
  },
): CheckoutSession {
  const amount = input.plan.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const id = newId("cs_test");
  const created = nowSeconds();
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    payment_method_types: ["card"],
    automatic_tax: { enabled: false, status: null },
    custom_fields: [],
    custom_text: { shipping_address: null, submit: null },
    shipping_options: [],
    amount_subtotal: amount,
    amount_total: amount,
    currency: input.currency,
    customer_email: input.customerEmail,
    customer_details: null,
    metadata: input.metadata,
    payment_intent: null,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    url: `${context.publicUrl}/pay/${id}`,
    // Stripe's default: a session expires 24 hours after it is created.
    expires_at: input.expiresAt ?? created + 24 * 60 * 60,
    created,
    livemode: false,
  };
  context.state.sessions.set(id, session);
  context.state.checkoutPlans.set(id, input.plan);
  return session;
}

/** A session, expired first when its time has passed (Stripe expires them on its own). */
export function findCheckoutSession(context: StandInContext, id: string): CheckoutSession {
  const session = context.state.sessions.get(id);
  if (!session) throw noSuch("checkout.session", id, "session");
  if (session.status === "open" && nowSeconds() >= session.expires_at) expire(context, session);
  return session;
}

export function expireCheckoutSession(context: StandInContext, id: string): CheckoutSession {
  const session = findCheckoutSession(context, id);
  if (session.status !== "open") {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "checkout_session_unexpected_state",
      message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    });
  }
  expire(context, session);
  return session;
}

function expire(context: StandInContext, session: CheckoutSession): void {
  session.status = "expired";
  session.url = null;
  const paymentIntentId = context.state.sessionPaymentIntents.get(session.id);
  const paymentIntent = paymentIntentId ? context.state.paymentIntents.get(paymentIntentId) : undefined;
  if (paymentIntent && paymentIntent.status !== "canceled") {
    paymentIntent.status = "canceled";
    paymentIntent.canceled_at = nowSeconds();
    paymentIntent.cancellation_reason = "abandoned";
  }
  context.emit("checkout.session.expired", session);
}

export type CheckoutAttempt =
  | { kind: "complete"; successUrl: string }
  | { kind: "declined"; message: string }
  | { kind: "requires_action"; authenticateUrl: string }
  | { kind: "closed"; status: CheckoutSession["status"] };

/**
 * The customer submits a card on the hosted page: the session's PaymentIntent (made at the
 * first attempt, reused by the next ones, as Stripe does) is confirmed with it.
 */
export function payCheckoutSession(
  context: StandInContext,
  sessionId: string,
  outcome: CardOutcome,
  customerEmail: string | null,
): CheckoutAttempt {
  const session = findCheckoutSession(context, sessionId);
  if (session.status !== "open") return { kind: "closed", status: session.status };
  const paymentIntent = paymentIntentOf(context, sessionId);
  if (paymentIntent.status === "requires_action") {
    return {
      kind: "requires_action",
      authenticateUrl: authenticateUrlOf(context, paymentIntent.id, sessionId),
    };
  }
  session.customer_details = { email: customerEmail ?? session.customer_email };
  confirmPaymentIntent(context, paymentIntent, outcome, newId("pm"), null);
  return attemptResult(context, sessionId);
}

/** After the 3-D Secure challenge of a session's payment. */
export function finishCheckoutAuthentication(
  context: StandInContext,
  sessionId: string,
  isAuthenticated: boolean,
): CheckoutAttempt {
  const session = findCheckoutSession(context, sessionId);
  if (session.status !== "open") return { kind: "closed", status: session.status };
  const paymentIntent = paymentIntentOf(context, sessionId);
  finishAuthentication(context, paymentIntent, isAuthenticated);
  return attemptResult(context, sessionId);
}

function attemptResult(context: StandInContext, sessionId: string): CheckoutAttempt {
  const session = findCheckoutSession(context, sessionId);
  const paymentIntent = paymentIntentOf(context, sessionId);
  if (paymentIntent.status === "requires_action") {
    return {
      kind: "requires_action",
      authenticateUrl: authenticateUrlOf(context, paymentIntent.id, sessionId),
    };
  }
  if (paymentIntent.status === "requires_payment_method") {
    return {
      kind: "declined",
      message: paymentIntent.last_payment_error?.message ?? "Your card was declined.",
    };
  }
  session.status = "complete";
  // Funds held by a manual capture are not yet paid; an automatic capture pays at once.
  session.payment_status = paymentIntent.status === "succeeded" ? "paid" : "unpaid";
  session.payment_intent = paymentIntent.id;
  session.url = null;
  // after payment_intent.amount_capturable_updated (raised when the card was authorised);
  // Stripe never promises the order of events, and neither does a reader of them
  context.emit("checkout.session.completed", session);
  return {
    kind: "complete",
    successUrl: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id),
  };
}

export function paymentIntentOf(context: StandInContext, sessionId: string) {
  const existing = context.state.sessionPaymentIntents.get(sessionId);
  if (existing) return findPaymentIntent(context, existing);
  const session = findCheckoutSession(context, sessionId);
  const plan = context.state.checkoutPlans.get(sessionId) as CheckoutPlan;
  const paymentIntent = createPaymentIntent(context, {
    amount: session.amount_total,
    currency: session.currency,
    captureMethod: plan.captureMethod,
    metadata: plan.paymentIntentMetadata,
    description: plan.description,
  });
  context.state.sessionPaymentIntents.set(sessionId, paymentIntent.id);
  return paymentIntent;
}

export function sessionOfPaymentIntent(context: StandInContext, paymentIntentId: string): string | null {
  for (const [sessionId, id] of context.state.sessionPaymentIntents)
    if (id === paymentIntentId) return sessionId;
  return null;
}

function authenticateUrlOf(context: StandInContext, paymentIntentId: string, sessionId: string): string {
  return `${context.publicUrl}/authenticate/${paymentIntentId}?session=${encodeURIComponent(sessionId)}`;
}
