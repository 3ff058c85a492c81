import { expireCheckoutSession, createCheckoutSession, findCheckoutSession } from "./checkout.ts";
import { createAccount, createAccountLink, createTransfer, findAccount } from "./connect.ts";
import { StripeApiError, invalidParam, missingParam, noSuch } from "./errors.ts";
import type { FormParams, FormValue } from "./form-encoding.ts";
import type { CheckoutPlan, Metadata, PaymentIntent, StripeEvent } from "./objects.ts";
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  cardErrorOf,
  confirmPaymentIntent,
  createPaymentIntent,
  createRefund,
  findPaymentIntent,
} from "./payments.ts";
import type { StandInContext } from "./state.ts";
import { outcomeOfPaymentMethod } from "./test-cards.ts";

/** Stripe's v1 API, the endpoints CampusRide calls: (method, path, params) → the object answered. */
export function answerApiRequest(
  context: StandInContext,
  events: StripeEvent[],
  method: string,
  path: string,
  params: FormParams,
): unknown {
  const segments = path.split("/").filter(Boolean).slice(1);
  const [resource, id, action, extra] = segments;
  if (resource === "checkout") return answerCheckoutRequest(context, method, segments.slice(1), params, path);
  const route = `${method} ${[resource, id && ":id", action].filter(Boolean).join("/")}`;
  if (extra !== undefined) throw unrecognised(method, path);
  switch (route) {
    case "POST payment_intents":
      return createAndMaybeConfirm(context, params);
    case "GET payment_intents/:id":
      return findPaymentIntent(context, id as string, "intent");
    case "POST payment_intents/:id/confirm":
      return confirm(context, findPaymentIntent(context, id as string, "intent"), params);
    case "POST payment_intents/:id/capture":
      return capturePaymentIntent(
        context,
        findPaymentIntent(context, id as string, "intent"),
        optionalInt(params, "amount_to_capture"),
      );
    case "POST payment_intents/:id/cancel":
      return cancelPaymentIntent(
        context,
        findPaymentIntent(context, id as string, "intent"),
        optionalString(params, "cancellation_reason") ?? null,
      );
    case "POST refunds":
      return createRefund(context, {
        paymentIntent: requiredString(params, "payment_intent"),
        amount: optionalInt(params, "amount"),
        reason: optionalString(params, "reason") ?? null,
        metadata: metadataOf(params),
      });
    case "GET refunds/:id": {
      const refund = context.state.refunds.get(id as string);
      if (!refund) throw noSuch("refund", id as string);
      return refund;
    }
    case "POST accounts":
      return createAccount(context, {
        type: oneOf(params, "type", ["express", "standard", "custom"]) ?? "express",
        email: optionalString(params, "email") ?? null,
        country: optionalString(params, "country") ?? null,
        metadata: metadataOf(params),
        capabilities: Object.entries(objectOf(params.capabilities) ?? {})
          .filter(
            ([, value]) => typeof value === "object" && !Array.isArray(value) && value.requested === "true",
          )
          .map(([name]) => name),
      });
    case "GET accounts/:id":
      return findAccount(context, id as string, "account");
    case "POST account_links":
      return createAccountLink(context, {
        account: requiredString(params, "account"),
        refreshUrl: requiredString(params, "refresh_url"),
        returnUrl: requiredString(params, "return_url"),
        type: requiredString(params, "type"),
      });
    case "POST transfers":
      return createTransfer(context, {
        amount: requiredInt(params, "amount"),
        currency: requiredString(params, "currency").toLowerCase(),
        destination: requiredString(params, "destination"),
        transferGroup: optionalString(params, "transfer_group") ?? null,
        metadata: metadataOf(params),
      });
    case "GET transfers/:id": {
      const transfer = context.state.transfers.get(id as string);
      if (!transfer) throw noSuch("transfer", id as string);
      return transfer;
    }
    case "GET events":
      return { object: "list", url: "/v1/events", has_more: false, data: [...events].reverse() };
    case "GET events/:id": {
      const event = events.find((candidate) => candidate.id === id);
      if (!event) throw noSuch("event", id as string);
      return event;
    }
    default:
      throw unrecognised(method, path);
  }
}

function answerCheckoutRequest(
  context: StandInContext,
  method: string,
  segments: string[],
  params: FormParams,
  path: string,
): unknown {
  const [resource, id, action] = segments;
  if (resource !== "sessions") throw unrecognised(method, path);
  if (method === "POST" && id === undefined) return createSession(context, params);
  if (method === "GET" && id !== undefined && action === undefined) return findCheckoutSession(context, id);
  if (method === "POST" && id !== undefined && action === "expire") return expireCheckoutSession(context, id);
  throw unrecognised(method, path);
}

function createSession(context: StandInContext, params: FormParams) {
  if (requiredString(params, "mode") !== "payment") {
    throw invalidParam("mode", "The stand-in only knows Checkout in payment mode.");
  }
  const lineItems = arrayOf(params.line_items);
  if (!lineItems || lineItems.length === 0) throw missingParam("line_items");
  let currency: string | null = null;
  const plan: CheckoutPlan = {
    lineItems: lineItems.map((item, index) => {
      const entry = objectOf(item) ?? {};
      const priceData = objectOf(entry.price_data);
      const productData = objectOf(priceData?.product_data);
      if (!priceData || !productData) throw missingParam(`line_items[${index}][price_data]`);
      currency = requiredString(
        priceData,
        "currency",
        `line_items[${index}][price_data][currency]`,
      ).toLowerCase();
      return {
        name: requiredString(productData, "name", `line_items[${index}][price_data][product_data][name]`),
        unitAmount: requiredInt(priceData, "unit_amount", `line_items[${index}][price_data][unit_amount]`),
        quantity: requiredInt(entry, "quantity", `line_items[${index}][quantity]`),
      };
    }),
    captureMethod:
      oneOf(objectOf(params.payment_intent_data) ?? {}, "capture_method", [
        "automatic",
        "automatic_async",
        "manual",
      ]) ?? "automatic_async",
    paymentIntentMetadata: metadataOf(objectOf(params.payment_intent_data) ?? {}),
    description: optionalString(objectOf(params.payment_intent_data) ?? {}, "description") ?? null,
  };
  const expiresAt = optionalInt(params, "expires_at");
  const now = Math.floor(Date.now() / 1000);
  if (expiresAt !== undefined && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60)) {
    throw invalidParam(
      "expires_at",
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
    );
  }
  return createCheckoutSession(context, {
    plan,
    currency: currency ?? "usd",
    metadata: metadataOf(params),
    customerEmail: optionalString(params, "customer_email") ?? null,
    successUrl: requiredString(params, "success_url"),
    cancelUrl: optionalString(params, "cancel_url") ?? null,
    expiresAt,
  });
}

function createAndMaybeConfirm(context: StandInContext, params: FormParams): PaymentIntent {
  const paymentIntent = createPaymentIntent(context, {
    amount: requiredInt(params, "amount"),
    currency: requiredString(params, "currency").toLowerCase(),
    captureMethod:
      oneOf(params, "capture_method", ["automatic", "automatic_async", "manual"]) ?? "automatic_async",
    metadata: metadataOf(params),
    description: optionalString(params, "description") ?? null,
  });
  if (optionalString(params, "confirm") !== "true") return paymentIntent;
  return confirm(context, paymentIntent, params);
}

function confirm(context: StandInContext, paymentIntent: PaymentIntent, params: FormParams): PaymentIntent {
  const paymentMethod = optionalString(params, "payment_method") ?? paymentIntent.payment_method;
  if (!paymentMethod) {
    throw new StripeApiError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message:
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, pass `payment_method`.",
    });
  }
  const outcome = outcomeOfPaymentMethod(paymentMethod);
  if (!outcome) throw noSuch("PaymentMethod", paymentMethod, "payment_method");
  confirmPaymentIntent(
    context,
    paymentIntent,
    outcome,
    paymentMethod,
    optionalString(params, "return_url") ?? null,
  );
  if (paymentIntent.status === "requires_payment_method") throw cardErrorOf(paymentIntent);
  return paymentIntent;
}

function unrecognised(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

// Reading form parameters: every value arrives as a string.

function objectOf(value: FormValue | undefined): Record<string, FormValue> | undefined {
  return value !== undefined && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

function arrayOf(value: FormValue | undefined): FormValue[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

function optionalString(params: Record<string, FormValue>, key: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw invalidParam(key, `Invalid string: ${key}`);
  return value;
}

function requiredString(params: Record<string, FormValue>, key: string, name = key): string {
  const value = optionalString(params, key);
  if (value === undefined) throw missingParam(name);
  return value;
}

function optionalInt(params: Record<string, FormValue>, key: string, name = key): number | undefined {
  const value = optionalString(params, key);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`);
  return Number(value);
}

function requiredInt(params: Record<string, FormValue>, key: string, name = key): number {
  const value = optionalInt(params, key, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

function oneOf<T extends string>(
  params: Record<string, FormValue>,
  key: string,
  allowed: T[],
): T | undefined {
  const value = optionalString(params, key);
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T))
    throw invalidParam(key, `Invalid ${key}: must be one of ${allowed.join(", ")}`);
  return value as T;
}

function metadataOf(params: Record<string, FormValue>): Metadata {
  const metadata = objectOf(params.metadata) ?? {};
  return Object.fromEntries(
    Object.entries(metadata).map(([key, value]) => {
      if (typeof value !== "string")
        throw invalidParam(`metadata[${key}]`, "Metadata values must be strings.");
      return [key, value];
    }),
  );
}
