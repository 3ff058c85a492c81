import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseStripeForm } from "../../support/stripe-stand-in/form-encoding.ts";
import { openPage, payWithCard, submitForm } from "../../support/stripe-stand-in/hosted-page-client.ts";
import { startStripeStandIn, type StripeStandIn } from "../../support/stripe-stand-in/index.ts";
import type { StripeEvent } from "../../support/stripe-stand-in/objects.ts";
import { stripeDescription } from "../../support/stripe-stand-in/stripe-description.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../support/stripe-stand-in/webhook-receiver.ts";

// The stand-in's own contract, spoken to directly over HTTP: what Stripe's API does that the
// provider's tests lean on (form encoding, keys, idempotency, errors, webhooks, test controls).

const WEBHOOK_SECRET = "whsec_stand_in_test";
let standIn: StripeStandIn;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: [20, 40],
  });
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

beforeEach(async () => {
  await standIn.webhooksSettled();
  standIn.reset();
  receiver.received.length = 0;
  receiver.answerWith(200);
});

async function api(
  method: string,
  path: string,
  params?: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: Record<string, unknown> };
}> {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${standIn.secretKey}`,
      ...(params ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...headers,
    },
    body: params ? new URLSearchParams(params) : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
}

async function control(method: string, path: string, input?: unknown) {
  const response = await fetch(`${standIn.url}/__control${path}`, {
    method,
    headers: input ? { "content-type": "application/json" } : {},
    body: input ? JSON.stringify(input) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { data: never[] },
  };
}

const SESSION_PARAMS = {
  mode: "payment",
  "line_items[0][quantity]": "1",
  "line_items[0][price_data][currency]": "usd",
  "line_items[0][price_data][unit_amount]": "1250",
  "line_items[0][price_data][product_data][name]": "Seat to Dallas",
  "payment_intent_data[capture_method]": "manual",
  "payment_intent_data[metadata][bookingId]": "b-1",
  "metadata[bookingId]": "b-1",
  customer_email: "rita@utexas.edu",
  success_url: "http://app.test/done?session={CHECKOUT_SESSION_ID}",
  cancel_url: "http://app.test/back",
};

describe("Stripe's wire format", () => {
  it("reads bracket keys into nested objects and arrays", () => {
    expect(
      parseStripeForm(
        "line_items[0][price_data][unit_amount]=500&line_items[1][quantity]=2&metadata[a]=x&expand[]=p&expand[]=q&mode=payment",
      ),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: "500" } }, { quantity: "2" }],
      metadata: { a: "x" },
      expand: ["p", "q"],
      mode: "payment",
    });
  });

  it("refuses a missing or wrong key with 401, as Stripe does", async () => {
    const missing = await fetch(`${standIn.url}/v1/accounts/acct_1`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(
      /did not provide an API key/,
    );
    const wrong = await api("GET", "/v1/accounts/acct_1", undefined, {
      authorization: "Bearer sk_test_wrong_key_9999",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ type: "invalid_request_error" });
    expect(String(wrong.body.error?.message)).not.toContain("wrong_key");
  });

  it("creates a Checkout Session from form parameters and answers Stripe's object", async () => {
    const created = await api("POST", "/v1/checkout/sessions", SESSION_PARAMS);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: 1250,
      currency: "usd",
      metadata: { bookingId: "b-1" },
      customer_email: "rita@utexas.edu",
      payment_intent: null,
      livemode: false,
    });
    expect(created.body.id).toMatch(/^cs_test_/);
    expect(created.body.url).toBe(`${standIn.url}/pay/${String(created.body.id)}`);
    const read = await api("GET", `/v1/checkout/sessions/${String(created.body.id)}`);
    expect(read.body).toEqual(created.body);
  });

  it("answers Stripe's errors: a missing parameter, an unknown object, an unknown URL", async () => {
    const { mode: _mode, ...withoutMode } = SESSION_PARAMS;
    const missing = await api("POST", "/v1/checkout/sessions", withoutMode);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "parameter_missing",
      param: "mode",
    });
    const unknown = await api("GET", "/v1/payment_intents/pi_nope");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: "resource_missing" });
    const nowhere = await api("POST", "/v1/nothing_here", {});
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error?.message).toMatch(/Unrecognized request URL/);
    // an address outside Stripe's description is also noted as a request Stripe does not take
    expect(standIn.takeViolations()).toEqual([
      expect.stringMatching(/^POST \/v1\/nothing_here is none of the operations/),
      expect.stringMatching(/^POST \/v1\/nothing_here is none of the operations/),
    ]);
  });

  it("refuses an expiry less than 30 minutes away", async () => {
    const soon = await api("POST", "/v1/checkout/sessions", {
      ...SESSION_PARAMS,
      expires_at: String(Math.floor(Date.now() / 1000) + 60),
    });
    expect(soon.status).toBe(400);
    expect(soon.body.error).toMatchObject({ param: "expires_at" });
  });
});

describe("idempotency keys", () => {
  it("replays the first answer for the same key and parameters, and refuses other parameters", async () => {
    const params = { amount: "900", currency: "usd", capture_method: "manual" };
    const first = await api("POST", "/v1/payment_intents", params, { "idempotency-key": "key-1" });
    const again = await api("POST", "/v1/payment_intents", params, { "idempotency-key": "key-1" });
    expect(again.body).toEqual(first.body);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const other = await api(
      "POST",
      "/v1/payment_intents",
      { ...params, amount: "901" },
      { "idempotency-key": "key-1" },
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: "idempotency_error" });

    const { data: calls } = (await control("GET", "/calls")).body as { data: Array<Record<string, unknown>> };
    expect(calls.map((call) => [call.idempotencyKey, call.isReplayed, call.status])).toEqual([
      ["key-1", false, 200],
      ["key-1", true, 200],
      ["key-1", false, 400],
    ]);
  });

  it("does not save a request that failed validation, so it can be corrected under its key", async () => {
    const invalid = await api(
      "POST",
      "/v1/payment_intents",
      { currency: "usd" },
      { "idempotency-key": "key-2" },
    );
    expect(invalid.status).toBe(400);
    expect(standIn.takeViolations()).toEqual([
      "POST /v1/payment_intents: form body must have required property 'amount'",
    ]);
    const valid = await api(
      "POST",
      "/v1/payment_intents",
      { currency: "usd", amount: "5" },
      { "idempotency-key": "key-2" },
    );
    expect(valid.status).toBe(200);
  });
});

describe("PaymentIntents confirmed server-side with test PaymentMethods", () => {
  const confirmWith = (paymentMethod: string) =>
    api("POST", "/v1/payment_intents", {
      amount: "2000",
      currency: "usd",
      capture_method: "manual",
      confirm: "true",
      payment_method: paymentMethod,
      "metadata[bookingId]": "b-9",
    });

  it("holds the amount with pm_card_visa, then captures at most what is capturable", async () => {
    const held = await confirmWith("pm_card_visa");
    expect(held.body).toMatchObject({
      status: "requires_capture",
      amount_capturable: 2000,
      capture_method: "manual",
      metadata: { bookingId: "b-9" },
    });
    const id = String(held.body.id);
    const tooMuch = await api("POST", `/v1/payment_intents/${id}/capture`, { amount_to_capture: "2001" });
    expect(tooMuch.status).toBe(400);
    const captured = await api("POST", `/v1/payment_intents/${id}/capture`, { amount_to_capture: "1500" });
    expect(captured.body).toMatchObject({ status: "succeeded", amount_received: 1500, amount_capturable: 0 });
    const twice = await api("POST", `/v1/payment_intents/${id}/capture`, {});
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({ code: "payment_intent_unexpected_state" });
    const cancel = await api("POST", `/v1/payment_intents/${id}/cancel`, {});
    expect(cancel.body.error).toMatchObject({ code: "payment_intent_unexpected_state" });
  });

  it("answers a decline with a 402 card error carrying the PaymentIntent", async () => {
    const declined = await confirmWith("pm_card_chargeDeclined");
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_intent: {
        status: "requires_payment_method",
        last_payment_error: { decline_code: "generic_decline" },
      },
    });
    const insufficient = await confirmWith("pm_card_chargeDeclinedInsufficientFunds");
    expect(insufficient.body.error).toMatchObject({
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it("asks for 3-D Secure, with a challenge page that authorises", async () => {
    const pending = await confirmWith("pm_card_threeDSecure2Required");
    expect(pending.body).toMatchObject({
      status: "requires_action",
      next_action: { type: "redirect_to_url" },
    });
    const challengeUrl = (pending.body.next_action as { redirect_to_url: { url: string } }).redirect_to_url
      .url;
    const challenge = await openPage(challengeUrl);
    const done = await submitForm(challengeUrl, challenge.html, { outcome: "complete" });
    expect(done.status).toBe(200);
    expect(done.html).toContain("Authentication complete");
    const read = await api("GET", `/v1/payment_intents/${String(pending.body.id)}`);
    expect(read.body).toMatchObject({ status: "requires_capture", amount_capturable: 2000 });
  });
});

describe("the hosted pay page", () => {
  it("is a labelled form that fits a phone, and checks the card form before trying the card", async () => {
    const session = await api("POST", "/v1/checkout/sessions", SESSION_PARAMS);
    const url = String(session.body.url);
    const page = await openPage(url);
    expect(page.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const [id, label] of [
      ["cardnumber", "Card number"],
      ["exp-date", "Expiry (MM / YY)"],
      ["cvc", "CVC"],
      ["billingName", "Name on card"],
    ]) {
      expect(page.html).toContain(`<label for="${id}">${label}</label>`);
      expect(page.html).toContain(`id="${id}"`);
    }
    expect(page.html).toContain("Pay $12.50</button>");
    expect(page.html).toContain('href="http://app.test/back"');

    const expired = await submitForm(url, page.html, {
      cardnumber: "4242424242424242",
      "exp-date": "01 / 20",
      cvc: "123",
      billingName: "Rita",
    });
    expect(expired.html).toMatch(/role="alert"[^>]*>Your card&#39;s expiration year is in the past\./);
    expect(expired.html).toMatch(/id="exp-date"[^>]*aria-invalid="true"/);
    // the card number is never written back into the page
    expect(expired.html).not.toContain("4242424242424242");
  });

  it("never makes the customer wait for a webhook: a slow endpoint does not delay the redirect", async () => {
    receiver.answerWith(200, 1_500);
    const session = await api("POST", "/v1/checkout/sessions", SESSION_PARAMS);
    const started = Date.now();
    const paid = await payWithCard(String(session.body.url), "4242424242424242");
    expect(paid.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(1_000);
    await receiver.waitFor((webhook) => webhook.event.type === "checkout.session.completed");
    await standIn.webhooksSettled();
    expect(standIn.deliveries().map((delivery) => delivery.status)).toEqual([200, 200]);
  });

  it("shows that an expired session can no longer be paid", async () => {
    const session = await api("POST", "/v1/checkout/sessions", SESSION_PARAMS);
    const expired = await api("POST", `/v1/checkout/sessions/${String(session.body.id)}/expire`, {});
    expect(expired.body).toMatchObject({ status: "expired", url: null });
    const page = await openPage(`${standIn.url}/pay/${String(session.body.id)}`);
    expect(page.html).toContain("no longer active");
    await receiver.waitFor((webhook) => webhook.event.type === "checkout.session.expired");
  });
});

describe("Connect", () => {
  it("uses an account link once; a second visit is sent to refresh_url", async () => {
    const account = await api("POST", "/v1/accounts", {
      type: "express",
      "capabilities[transfers][requested]": "true",
    });
    expect(account.body).toMatchObject({
      details_submitted: false,
      payouts_enabled: false,
      capabilities: { transfers: "inactive" },
    });
    const link = await api("POST", "/v1/account_links", {
      account: String(account.body.id),
      refresh_url: "http://app.test/refresh",
      return_url: "http://app.test/return",
      type: "account_onboarding",
    });
    const url = String(link.body.url);
    const page = await openPage(url);
    expect(await submitForm(url, page.html, {})).toMatchObject({
      status: 303,
      location: "http://app.test/return",
    });
    expect(await openPage(url)).toMatchObject({ status: 303, location: "http://app.test/refresh" });
    const read = await api("GET", `/v1/accounts/${String(account.body.id)}`);
    expect(read.body).toMatchObject({
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: true,
    });
  });
});

describe("webhooks", () => {
  it("signs each delivery with Stripe's scheme over the exact payload", async () => {
    await api("POST", "/v1/accounts", { type: "express" }).then(({ body }) =>
      standIn.completeOnboarding(String(body.id)),
    );
    const webhook = await receiver.waitFor((received) => received.event.type === "account.updated");
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(webhook.signature ?? "");
    expect(match).not.toBeNull();
    const [, timestamp, signature] = match as RegExpExecArray;
    const expected = createHmac("sha256", WEBHOOK_SECRET)
      .update(`${timestamp}.${webhook.rawBody.toString("utf8")}`)
      .digest("hex");
    expect(signature).toBe(expected);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(webhook.event).toMatchObject({ object: "event", livemode: false, type: "account.updated" });
    expect(JSON.parse(webhook.rawBody.toString("utf8"))).toHaveProperty("api_version");
  });

  it("retries a delivery the endpoint refused, with a backoff, until it is accepted", async () => {
    receiver.answerWith(503);
    const account = await api("POST", "/v1/accounts", { type: "express" });
    standIn.completeOnboarding(String(account.body.id));
    await receiver.waitFor(() => receiver.received.length >= 2);
    receiver.answerWith(200);
    await standIn.webhooksSettled();
    const attempts = standIn.deliveries().map((delivery) => [delivery.attempt, delivery.status]);
    expect(attempts).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
  });
});

describe("test controls over HTTP", () => {
  it("injects faults: Stripe's 500, a reset connection, a timeout that holds the request", async () => {
    await control("POST", "/faults", { mode: "error500", pathPattern: "^/v1/accounts$", method: "POST" });
    const failed = await api("POST", "/v1/accounts", { type: "express" });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({ type: "api_error" });
    expect((await api("POST", "/v1/accounts", { type: "express" })).status).toBe(200);

    await control("POST", "/faults", { mode: "reset", pathPattern: "^/v1/accounts$" });
    await expect(api("POST", "/v1/accounts", { type: "express" })).rejects.toThrow();

    await control("POST", "/faults", { mode: "timeout", pathPattern: "^/v1/accounts$", holdMs: 300 });
    const started = Date.now();
    await expect(api("POST", "/v1/accounts", { type: "express" })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("completes a Checkout Session with a test card, lists events and calls, redelivers, and resets", async () => {
    const session = await api("POST", "/v1/checkout/sessions", SESSION_PARAMS, {
      "idempotency-key": "checkout-1",
    });
    const declined = await control("POST", `/checkout/sessions/${String(session.body.id)}/complete`, {
      card: "4000000000000002",
    });
    expect(declined.body).toEqual({ kind: "declined", message: "Your card was declined." });
    const challenged = await control("POST", `/checkout/sessions/${String(session.body.id)}/complete`, {
      card: "4000002760003184",
    });
    expect(challenged.body).toMatchObject({ kind: "requires_action" });
    const completed = await control("POST", `/checkout/sessions/${String(session.body.id)}/authenticate`, {
      outcome: "complete",
    });
    expect(completed.body).toEqual({
      kind: "complete",
      successUrl: `http://app.test/done?session=${String(session.body.id)}`,
    });

    await receiver.waitFor((webhook) => webhook.event.type === "checkout.session.completed");
    const events = (await control("GET", "/events")).body.data as Array<{ id: string; type: string }>;
    expect(events.map((event) => event.type)).toEqual([
      "payment_intent.payment_failed",
      "payment_intent.requires_action",
      "payment_intent.amount_capturable_updated",
      "checkout.session.completed",
    ]);
    const completedEvent = events.at(-1) as { id: string };
    const redelivered = await control("POST", `/events/${completedEvent.id}/redeliver`);
    expect(redelivered.body).toMatchObject({ id: completedEvent.id });
    await standIn.webhooksSettled();
    expect(receiver.received.filter((webhook) => webhook.event.id === completedEvent.id)).toHaveLength(2);
    expect((await control("POST", "/events/evt_missing/redeliver")).status).toBe(404);

    const calls = (await control("GET", "/calls")).body.data as Array<{
      path: string;
      idempotencyKey: string;
    }>;
    expect(calls).toEqual([
      expect.objectContaining({ path: "/v1/checkout/sessions", idempotencyKey: "checkout-1" }),
    ]);

    await control("POST", "/reset");
    expect((await control("GET", "/events")).body.data).toEqual([]);
    expect((await api("GET", `/v1/checkout/sessions/${String(session.body.id)}`)).status).toBe(404);
  });
});

describe("checked against Stripe's OpenAPI description", () => {
  it("notes a request Stripe's description refuses: an unknown parameter, a value of the wrong type", async () => {
    await api("POST", "/v1/payment_intents", { amount: "ten", currency: "usd" });
    await api("POST", "/v1/payment_intents", {
      amount: "500",
      currency: "usd",
      "metadata[bookingId]": "b-1",
      colour: "red",
    });
    await api("POST", "/v1/accounts", { type: "express", "capabilities[transfers][requested]": "maybe" });
    expect(standIn.takeViolations()).toEqual([
      "POST /v1/payment_intents: form body/amount must be integer",
      "POST /v1/payment_intents: form body must NOT have additional properties",
      "POST /v1/accounts: form body/capabilities/transfers/requested must be boolean",
    ]);
  });

  it("notes an answer that is not Stripe's: a required property missing, a field of the wrong type", async () => {
    const created = await api("POST", "/v1/payment_intents", { amount: "700", currency: "usd" });
    const description = stripeDescription();
    const path = `/v1/payment_intents/${String(created.body.id)}`;
    expect(description.checkAnswer("GET", path, 200, created.body)).toEqual([]);
    const { confirmation_method: _left, ...withoutConfirmationMethod } = created.body;
    expect(description.checkAnswer("GET", path, 200, withoutConfirmationMethod)).toEqual([
      "GET /v1/payment_intents/{intent} → 200: answer must have required property 'confirmation_method'",
    ]);
    expect(description.checkAnswer("GET", path, 200, { ...created.body, amount: "700" })).toEqual([
      "GET /v1/payment_intents/{intent} → 200: answer/amount must be integer",
    ]);
    const missing = await api("GET", "/v1/refunds/re_missing");
    expect(description.checkAnswer("GET", "/v1/refunds/re_missing", 404, missing.body)).toEqual([]);
    expect(description.checkAnswer("GET", "/v1/refunds/re_missing", 404, { message: "gone" })).toEqual([
      "GET /v1/refunds/{refund} → 404: answer must have required property 'error'",
    ]);
  });

  it("checks each webhook's event and the object it carries", async () => {
    const session = await api("POST", "/v1/checkout/sessions", SESSION_PARAMS);
    standIn.completeCheckout(String(session.body.id));
    const [event] = standIn.events().filter((candidate) => candidate.type === "checkout.session.completed");
    const description = stripeDescription();
    expect(description.checkEvent(event as StripeEvent)).toEqual([]);
    const object = { ...((event as StripeEvent).data.object as Record<string, unknown>), status: "done" };
    expect(description.checkEvent({ ...(event as StripeEvent), data: { object } })).toEqual([
      "webhook checkout.session.completed: data.object/status must be equal to one of the allowed values",
      "webhook checkout.session.completed: data.object/status must be null",
      "webhook checkout.session.completed: data.object/status must match a schema in anyOf",
    ]);
  });
});
