import { randomBytes } from "node:crypto";

/**
 * The Stripe objects the stand-in keeps, with Stripe's field names: only the fields CampusRide
 * reads or that a reader of a webhook would expect, not every field Stripe sends.
 */
export type Metadata = Record<string, string>;

export interface LastPaymentError {
  type: "card_error";
  code: string;
  decline_code?: string;
  message: string;
}

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: "automatic" | "automatic_async" | "manual";
  confirmation_method: "automatic" | "manual";
  payment_method_types: string[];
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "requires_capture"
    | "succeeded"
    | "canceled";
  metadata: Metadata;
  description: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: LastPaymentError | null;
  next_action: null | {
    type: "redirect_to_url";
    redirect_to_url: { url: string; return_url: string | null };
  };
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  paid: boolean;
  disputed: boolean;
  currency: string;
  payment_intent: string;
  billing_details: { address: null; email: null; name: null; phone: null };
  payment_method_details: {
    type: "card";
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  };
  status: "succeeded";
  metadata: Metadata;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
  metadata: Metadata;
  created: number;
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  payment_method_types: string[];
  automatic_tax: { enabled: false; status: null };
  custom_fields: never[];
  custom_text: { shipping_address: null; submit: null };
  shipping_options: never[];
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Metadata;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

/** What a Checkout Session sells and how its PaymentIntent is made; not part of Stripe's answer. */
export interface CheckoutPlan {
  lineItems: Array<{ name: string; unitAmount: number; quantity: number }>;
  captureMethod: PaymentIntent["capture_method"];
  paymentIntentMetadata: Metadata;
  description: string | null;
}

export interface Account {
  id: string;
  object: "account";
  type: "express" | "standard" | "custom";
  email: string | null;
  country: string;
  default_currency: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  capabilities: Record<string, "active" | "inactive" | "pending">;
  metadata: Metadata;
  created: number;
}

export interface Transfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Metadata;
  reversals: { object: "list"; data: never[]; has_more: false; url: string };
  reversed: boolean;
  created: number;
  livemode: false;
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** An id the way Stripe writes them: a prefix and random letters and digits. */
export function newId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(24);
  return `${prefix}_${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
