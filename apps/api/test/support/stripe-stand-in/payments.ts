import { StripeApiError, invalidParam, noSuch } from "./errors.ts";
import { newId, nowSeconds, type Charge, type Metadata, type PaymentIntent, type Refund } from "./objects.ts";
import type { StandInContext } from "./state.ts";
import { AUTHENTICATION_FAILED, type CardOutcome } from "./test-cards.ts";

/** PaymentIntents, their charges and refunds: Stripe's state machine for a card payment. */

export function createPaymentIntent(
  context: StandInContext,
  input: {
    amount: number;
    currency: string;
    captureMethod: PaymentIntent["capture_method"];
    metadata: Metadata;
    description: string | null;
  },
): PaymentIntent {
  const paymentIntent: PaymentIntent = {
    id: newId("pi"),
    object: "payment_intent",
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: input.currency,
    capture_method: input.captureMethod,
    confirmation_method: "automatic",
    payment_method_types: ["card"],
    status: "requires_payment_method",
    metadata: input.metadata,
    description: input.description,
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    canceled_at: null,
    cancellation_reason: null,
    created: nowSeconds(),
    livemode: false,
  };
  context.state.paymentIntents.set(paymentIntent.id, paymentIntent);
  return paymentIntent;
}

export function findPaymentIntent(context: StandInContext, id: string, param = "id"): PaymentIntent {
  const paymentIntent = context.state.paymentIntents.get(id);
  if (!paymentIntent) throw noSuch("payment_intent", id, param);
  return paymentIntent;
}

/**
 * Confirms a PaymentIntent with a card: authorised (held when capture is manual), declined
 * (back to requires_payment_method with the decline as last_payment_error), or waiting for
 * 3-D Secure (requires_action with a challenge page to redirect the customer to).
 */
export function confirmPaymentIntent(
  context: StandInContext,
  paymentIntent: PaymentIntent,
  outcome: CardOutcome,
  paymentMethod: string,
  returnUrl: string | null,
): void {
  if (
    !["requires_payment_method", "requires_confirmation", "requires_action"].includes(paymentIntent.status)
  ) {
    throw unexpectedState(paymentIntent, "confirm", [
      "requires_payment_method",
      "requires_confirmation",
      "requires_action",
    ]);
  }
  paymentIntent.payment_method = paymentMethod;
  if (outcome.kind === "three_d_secure") {
    paymentIntent.status = "requires_action";
    paymentIntent.last_payment_error = null;
    paymentIntent.next_action = {
      type: "redirect_to_url",
      redirect_to_url: {
        url: `${context.publicUrl}/authenticate/${paymentIntent.id}`,
        return_url: returnUrl,
      },
    };
    context.emit("payment_intent.requires_action", paymentIntent);
    return;
  }
  if (outcome.kind === "decline") {
    failAttempt(context, paymentIntent, outcome);
    return;
  }
  authorise(context, paymentIntent, outcome);
}

/** The customer passed or failed the 3-D Secure challenge. */
export function finishAuthentication(
  context: StandInContext,
  paymentIntent: PaymentIntent,
  isAuthenticated: boolean,
): void {
  if (paymentIntent.status !== "requires_action") {
    throw unexpectedState(paymentIntent, "authenticate", ["requires_action"]);
  }
  paymentIntent.next_action = null;
  if (isAuthenticated) authorise(context, paymentIntent, { brand: "visa", last4: "3184" });
  else failAttempt(context, paymentIntent, AUTHENTICATION_FAILED);
}

function failAttempt(
  context: StandInContext,
  paymentIntent: PaymentIntent,
  outcome: CardOutcome & { kind: "decline" },
): void {
  paymentIntent.status = "requires_payment_method";
  paymentIntent.next_action = null;
  paymentIntent.last_payment_error = {
    type: "card_error",
    code: outcome.code,
    ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
    message: outcome.message,
  };
  context.emit("payment_intent.payment_failed", paymentIntent);
}

function authorise(
  context: StandInContext,
  paymentIntent: PaymentIntent,
  card: { brand: string; last4: string },
): void {
  const isManual = paymentIntent.capture_method === "manual";
  const charge: Charge = {
    id: newId("ch"),
    object: "charge",
    amount: paymentIntent.amount,
    amount_captured: isManual ? 0 : paymentIntent.amount,
    amount_refunded: 0,
    captured: !isManual,
    refunded: false,
    paid: true,
    disputed: false,
    currency: paymentIntent.currency,
    payment_intent: paymentIntent.id,
    billing_details: { address: null, email: null, name: null, phone: null },
    payment_method_details: {
      type: "card",
      // Stripe's test cards take any future expiry; the stand-in's is December of next year
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 1,
      },
    },
    status: "succeeded",
    metadata: { ...paymentIntent.metadata },
    created: nowSeconds(),
    livemode: false,
  };
  context.state.charges.set(charge.id, charge);
  paymentIntent.latest_charge = charge.id;
  paymentIntent.last_payment_error = null;
  paymentIntent.next_action = null;
  if (isManual) {
    paymentIntent.status = "requires_capture";
    paymentIntent.amount_capturable = paymentIntent.amount;
    context.emit("payment_intent.amount_capturable_updated", paymentIntent);
  } else {
    paymentIntent.status = "succeeded";
    paymentIntent.amount_received = paymentIntent.amount;
    context.emit("payment_intent.succeeded", paymentIntent);
  }
}

/** The card error Stripe answers (402) when a server-side confirmation is declined. */
export function cardErrorOf(paymentIntent: PaymentIntent): StripeApiError {
  const error = paymentIntent.last_payment_error;
  return new StripeApiError(402, {
    type: "card_error",
    code: error?.code ?? "card_declined",
    ...(error?.decline_code ? { decline_code: error.decline_code } : {}),
    message: error?.message ?? "Your card was declined.",
    payment_intent: paymentIntent,
  });
}

export function capturePaymentIntent(
  context: StandInContext,
  paymentIntent: PaymentIntent,
  amountToCapture: number | undefined,
): PaymentIntent {
  if (paymentIntent.status !== "requires_capture") {
    throw unexpectedState(paymentIntent, "capture", ["requires_capture"]);
  }
  const amount = amountToCapture ?? paymentIntent.amount_capturable;
  if (amount > paymentIntent.amount_capturable) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "amount_too_large",
      param: "amount_to_capture",
      message: `The amount to capture (${amount}) cannot be greater than the amount capturable (${paymentIntent.amount_capturable}).`,
    });
  }
  paymentIntent.status = "succeeded";
  paymentIntent.amount_received = amount;
  paymentIntent.amount_capturable = 0;
  const charge = paymentIntent.latest_charge
    ? context.state.charges.get(paymentIntent.latest_charge)
    : undefined;
  if (charge) {
    charge.captured = true;
    charge.amount_captured = amount;
    context.emit("charge.captured", charge);
  }
  context.emit("payment_intent.succeeded", paymentIntent);
  return paymentIntent;
}

const CANCELABLE: PaymentIntent["status"][] = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
];

export function cancelPaymentIntent(
  context: StandInContext,
  paymentIntent: PaymentIntent,
  reason: string | null,
): PaymentIntent {
  if (!CANCELABLE.includes(paymentIntent.status)) throw unexpectedState(paymentIntent, "cancel", CANCELABLE);
  paymentIntent.status = "canceled";
  paymentIntent.amount_capturable = 0;
  paymentIntent.next_action = null;
  paymentIntent.canceled_at = nowSeconds();
  paymentIntent.cancellation_reason = reason;
  context.emit("payment_intent.canceled", paymentIntent);
  return paymentIntent;
}

export function createRefund(
  context: StandInContext,
  input: { paymentIntent: string; amount: number | undefined; reason: string | null; metadata: Metadata },
): Refund {
  const paymentIntent = findPaymentIntent(context, input.paymentIntent, "payment_intent");
  const charge = paymentIntent.latest_charge
    ? context.state.charges.get(paymentIntent.latest_charge)
    : undefined;
  if (paymentIntent.status !== "succeeded" || !charge) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "charge_not_refundable",
      message: `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`,
    });
  }
  const refundable = charge.amount_captured - charge.amount_refunded;
  if (refundable === 0) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "charge_already_refunded",
      message: `Charge ${charge.id} has already been refunded.`,
    });
  }
  const amount = input.amount ?? refundable;
  if (amount > refundable) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "amount_too_large",
      param: "amount",
      message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(refundable)})`,
    });
  }
  if (amount < 1) throw invalidParam("amount", "Refund amount must be at least 1 cent.");
  const refund: Refund = {
    id: newId("re"),
    object: "refund",
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: paymentIntent.id,
    reason: input.reason,
    status: "succeeded",
    metadata: input.metadata,
    created: nowSeconds(),
  };
  context.state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  context.emit("refund.created", refund);
  context.emit("charge.refunded", charge);
  return refund;
}

function unexpectedState(
  paymentIntent: PaymentIntent,
  action: string,
  allowed: PaymentIntent["status"][],
): StripeApiError {
  const verb =
    action === "capture"
      ? "could not be captured"
      : `could not be ${action === "cancel" ? "canceled" : "confirmed"}`;
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    message: `This PaymentIntent ${verb} because it has a status of ${paymentIntent.status}. Only a PaymentIntent with one of the following statuses may be ${action === "capture" ? "captured" : action === "cancel" ? "canceled" : "confirmed"}: ${allowed.join(", ")}.`,
    payment_intent: paymentIntent,
  });
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
