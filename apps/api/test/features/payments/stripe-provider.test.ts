import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createStripeProvider, InvalidWebhookError } from "../../../src/features/payments/stripe-provider.ts";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  operationKey,
  type CardProvider,
} from "../../../src/features/payments/provider.ts";
import { openPage, payWithCard, submitForm } from "../../support/stripe-stand-in/hosted-page-client.ts";
import {
  signatureHeader,
  startStripeStandIn,
  type StripeStandIn,
} from "../../support/stripe-stand-in/index.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../support/stripe-stand-in/webhook-receiver.ts";

// The Stripe provider through the real `stripe` package, over HTTP, against the local stand-in.

const WEBHOOK_SECRET = "whsec_provider_test_secret";
const TIMEOUT_MS = 400;
let standIn: StripeStandIn;
let receiver: WebhookReceiver;
let provider: CardProvider;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    webhookRetryDelaysMs: [50, 100],
  });
  provider = createStripeProvider({
    secretKey: standIn.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
    timeoutMs: TIMEOUT_MS,
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

let bookingCount = 0;
async function startCheckout(amountCents = 2_350) {
  const bookingId = `booking-${++bookingCount}`;
  const checkout = await provider.startCheckout({
    bookingId,
    amountCents,
    description: "Seat from Austin to Houston",
    customerEmail: "rita@utexas.edu",
    successUrl: "http://campusride.test/dashboard/confirmation?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://campusride.test/dashboard/ride-confirmation/ride-1",
    idempotencyKey: operationKey(bookingId, "checkout"),
  });
  return { bookingId, ...checkout };
}

/** A booking whose card was authorised on the hosted page: its PaymentIntent id. */
async function authorisedPayment(amountCents = 2_350) {
  const checkout = await startCheckout(amountCents);
  const attempt = standIn.completeCheckout(checkout.sessionId, "4242424242424242");
  expect(attempt.kind).toBe("complete");
  const { paymentIntentId } = await provider.getCheckout(checkout.sessionId);
  return { ...checkout, paymentIntentId: paymentIntentId as string };
}

describe("Checkout through the hosted page", () => {
  it("authorises the card, holds the amount, redirects to the success URL and sends both signed webhooks", async () => {
    const checkout = await startCheckout(2_350);
    expect(checkout.sessionId).toMatch(/^cs_test_/);
    expect(new URL(checkout.url).origin).toBe(standIn.url);

    const page = await openPage(checkout.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Seat from Austin to Houston");
    expect(page.html).toContain("Pay $23.50");

    const paid = await payWithCard(checkout.url, "4242 4242 4242 4242");
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://campusride.test/dashboard/confirmation?session=${checkout.sessionId}`);

    const session = await provider.getCheckout(checkout.sessionId);
    expect(session.isComplete).toBe(true);
    expect(session.paymentIntentId).toMatch(/^pi_/);
    const paymentIntent = await provider.getPaymentIntent(session.paymentIntentId as string);
    expect(paymentIntent).toEqual({
      id: session.paymentIntentId,
      status: "requires_capture",
      amountCents: 2_350,
      amountCapturableCents: 2_350,
      amountReceivedCents: 0,
      lastError: null,
      bookingId: expect.any(String),
    });

    const completed = await receiver.waitFor(
      (webhook) => webhook.event.type === "checkout.session.completed",
    );
    const capturable = await receiver.waitFor(
      (webhook) => webhook.event.type === "payment_intent.amount_capturable_updated",
    );
    const sessionEvent = provider.parseWebhook(completed.rawBody, completed.signature);
    expect(sessionEvent.object).toMatchObject({
      id: checkout.sessionId,
      status: "complete",
      payment_intent: session.paymentIntentId,
      metadata: { bookingId: checkout.bookingId },
      customer_email: "rita@utexas.edu",
    });
    // the rider has at least 30 minutes to pay (Stripe's minimum), and not much more
    const expiresIn = Number(sessionEvent.object.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(41 * 60);
    const intentEvent = provider.parseWebhook(capturable.rawBody, capturable.signature);
    expect(intentEvent.object).toMatchObject({
      id: session.paymentIntentId,
      capture_method: "manual",
      amount_capturable: 2_350,
      metadata: { bookingId: checkout.bookingId },
    });
  });

  it("shows a decline on the form, keeps the session open, and lets another card pay", async () => {
    const checkout = await startCheckout();
    const declined = await payWithCard(checkout.url, "4000000000000002");
    expect(declined.status).toBe(200);
    expect(declined.html).toMatch(/<p role="alert"[^>]*>Your card was declined\.<\/p>/);
    expect((await provider.getCheckout(checkout.sessionId)).isComplete).toBe(false);

    const paid = await payWithCard(checkout.url, "4242424242424242");
    expect(paid.status).toBe(303);
    const { paymentIntentId, isComplete } = await provider.getCheckout(checkout.sessionId);
    expect(isComplete).toBe(true);
    expect((await provider.getPaymentIntent(paymentIntentId as string)).status).toBe("requires_capture");
  });

  it("shows insufficient funds", async () => {
    const checkout = await startCheckout();
    const declined = await payWithCard(checkout.url, "4000 0000 0000 9995");
    expect(declined.html).toMatch(/role="alert"[^>]*>Your card has insufficient funds\./);
    expect((await provider.getCheckout(checkout.sessionId)).isComplete).toBe(false);
  });

  it("asks for 3-D Secure and authorises once the challenge is completed", async () => {
    const checkout = await startCheckout();
    const challenged = await payWithCard(checkout.url, "4000002760003184");
    expect(challenged.status).toBe(303);
    const challengeUrl = new URL(challenged.location as string, checkout.url).toString();
    const challenge = await openPage(challengeUrl);
    expect(challenge.html).toContain("Complete authentication");
    expect(challenge.html).toContain("Fail authentication");
    expect((await provider.getCheckout(checkout.sessionId)).isComplete).toBe(false);

    const done = await submitForm(challengeUrl, challenge.html, { outcome: "complete" });
    expect(done.status).toBe(303);
    expect(done.location).toContain(checkout.sessionId);
    const { paymentIntentId, isComplete } = await provider.getCheckout(checkout.sessionId);
    expect(isComplete).toBe(true);
    expect((await provider.getPaymentIntent(paymentIntentId as string)).status).toBe("requires_capture");
  });

  it("leaves the payment unauthorised with the bank's refusal when the challenge fails", async () => {
    const checkout = await startCheckout();
    const challenged = await payWithCard(checkout.url, "4000002760003184");
    const challengeUrl = new URL(challenged.location as string, checkout.url).toString();
    const failed = await submitForm(challengeUrl, (await openPage(challengeUrl)).html, { outcome: "fail" });
    expect(failed.status).toBe(200);
    expect(failed.html).toMatch(/role="alert"[^>]*>We are unable to authenticate your payment method\./);
    expect((await provider.getCheckout(checkout.sessionId)).isComplete).toBe(false);

    const paymentIntentId = new URL(challengeUrl).pathname.split("/").at(-1) as string;
    const paymentIntent = await provider.getPaymentIntent(paymentIntentId);
    expect(paymentIntent.status).toBe("requires_payment_method");
    expect(paymentIntent.lastError).toMatch(/unable to authenticate/);
  });
});

describe("starting Checkout again for the same booking", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns the same session for a repeated request (a double click, a retry after a lost answer)", async () => {
    const first = await startCheckout();
    const again = await provider.startCheckout({
      bookingId: first.bookingId,
      amountCents: 2_350,
      description: "Seat from Austin to Houston",
      customerEmail: "rita@utexas.edu",
      successUrl: "http://campusride.test/dashboard/confirmation?session={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://campusride.test/dashboard/ride-confirmation/ride-1",
      idempotencyKey: operationKey(first.bookingId, "checkout"),
    });
    expect(again).toEqual({ sessionId: first.sessionId, url: first.url });
  });

  it("opens a new session instead of failing when the repeat falls in a later expiry step", async () => {
    // expires_at is now + 31 min rounded up to 10 minutes: 10:50 at 10:08:50, 11:00 at 10:09:10,
    // so the repeat's parameters differ and Stripe refuses its first key
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:08:50Z"));
    const first = await startCheckout();
    vi.setSystemTime(new Date("2026-11-25T10:09:10Z"));
    const input = {
      bookingId: first.bookingId,
      amountCents: 2_350,
      description: "Seat from Austin to Houston",
      customerEmail: "rita@utexas.edu",
      successUrl: "http://campusride.test/dashboard/confirmation?session={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://campusride.test/dashboard/ride-confirmation/ride-1",
      idempotencyKey: operationKey(first.bookingId, "checkout"),
    };
    const later = await provider.startCheckout(input);
    expect(later.sessionId).not.toBe(first.sessionId);
    expect(await provider.startCheckout(input)).toEqual(later);
    const creates = standIn.calls().filter((call) => call.path === "/v1/checkout/sessions");
    expect(creates.map((call) => call.status)).toEqual([200, 400, 200, 400, 200]);
  });
});

describe("capture, cancel and refund", () => {
  it("captures once: the same key again replays the first answer, and Stripe saw one capture", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment(2_350);
    const key = operationKey(bookingId, "capture");
    const captured = await provider.capture(paymentIntentId, 2_350, key);
    expect(captured).toMatchObject({
      status: "succeeded",
      amountReceivedCents: 2_350,
      amountCapturableCents: 0,
    });

    const again = await provider.capture(paymentIntentId, 2_350, key);
    expect(again).toEqual(captured);
    const captures = standIn.calls().filter((call) => call.path.endsWith("/capture"));
    expect(captures.map((call) => [call.idempotencyKey, call.isReplayed, call.status])).toEqual([
      [key, false, 200],
      [key, true, 200],
    ]);

    // a capture under another key is a new request, refused: the payment is no longer held
    await expect(
      provider.capture(paymentIntentId, 2_350, operationKey(bookingId, "capture-2")),
    ).rejects.toThrow(ProviderRefusedError);
  });

  it("captures part of the hold", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment(2_000);
    const captured = await provider.capture(paymentIntentId, 1_000, operationKey(bookingId, "capture"));
    expect(captured).toMatchObject({ status: "succeeded", amountReceivedCents: 1_000 });
  });

  it("refuses to capture more than was authorised", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment(2_000);
    await expect(
      provider.capture(paymentIntentId, 2_001, operationKey(bookingId, "capture")),
    ).rejects.toThrow(/cannot be greater than the amount capturable/);
  });

  it("lets an authorisation go, after which it cannot be captured", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment();
    const released = await provider.cancelAuthorisation(paymentIntentId, operationKey(bookingId, "release"));
    expect(released).toMatchObject({ status: "canceled", amountCapturableCents: 0, amountReceivedCents: 0 });
    const error = await provider
      .capture(paymentIntentId, 2_350, operationKey(bookingId, "capture"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRefusedError);
    expect((error as Error).message).toMatch(/status of canceled/);
  });

  it("refunds part, then the rest, and refuses a refund beyond what was captured", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment(3_000);
    await provider.capture(paymentIntentId, 3_000, operationKey(bookingId, "capture"));

    const half = await provider.refund(paymentIntentId, 1_500, operationKey(bookingId, "refund-rider-late"));
    expect(half.id).toMatch(/^re_/);
    await expect(
      provider.refund(paymentIntentId, 1_501, operationKey(bookingId, "refund-extra")),
    ).rejects.toThrow(ProviderRefusedError);
    const rest = await provider.refund(paymentIntentId, 1_500, operationKey(bookingId, "refund-rest"));
    expect(rest.id).not.toBe(half.id);
    await expect(provider.refund(paymentIntentId, 1, operationKey(bookingId, "refund-more"))).rejects.toThrow(
      /already been refunded/,
    );

    const refunded = await receiver.waitFor(
      (webhook) => webhook.event.type === "charge.refunded" && webhook.event.data.object.refunded === true,
    );
    expect(refunded.event.data.object).toMatchObject({
      amount_refunded: 3_000,
      payment_intent: paymentIntentId,
    });
  });
});

describe("payouts through Connect", () => {
  it("creates an Express account, onboards it on the hosted page, and transfers to it", async () => {
    const account = await provider.createPayoutAccount({
      email: "dana@utexas.edu",
      userId: "user-dana",
      idempotencyKey: "campusride:user-dana:payout-account",
    });
    expect(account.id).toMatch(/^acct_/);
    expect(await provider.getPayoutAccount(account.id)).toEqual({
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    const transferInput = {
      accountId: account.id,
      amountCents: 1_800,
      bookingId: "booking-payout",
      idempotencyKey: operationKey("booking-payout", "payout"),
    };
    await expect(provider.transfer(transferInput)).rejects.toThrow(ProviderRefusedError);

    const onboardingUrl = await provider.payoutOnboardingUrl(
      account.id,
      "http://campusride.test/dashboard/payouts?done=1",
      "http://campusride.test/dashboard/payouts?refresh=1",
    );
    const onboarding = await openPage(onboardingUrl);
    expect(onboarding.html).toContain("Agree and submit");
    const submitted = await submitForm(onboardingUrl, onboarding.html, {});
    expect(submitted).toMatchObject({
      status: 303,
      location: "http://campusride.test/dashboard/payouts?done=1",
    });
    expect(await provider.getPayoutAccount(account.id)).toEqual({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    const updated = await receiver.waitFor((webhook) => webhook.event.type === "account.updated");
    expect(provider.parseWebhook(updated.rawBody, updated.signature).object).toMatchObject({
      id: account.id,
      payouts_enabled: true,
    });

    // Like Stripe, the refusal was saved under its key (the endpoint had started): the same key
    // replays it for 24 h, so a payout must check payoutsEnabled before it spends its key.
    await expect(provider.transfer(transferInput)).rejects.toThrow(/capabilities enabled/);
    const payout = {
      ...transferInput,
      bookingId: "booking-payout-2",
      idempotencyKey: "campusride:booking-payout-2:payout",
    };
    const transfer = await provider.transfer(payout);
    expect(transfer.id).toMatch(/^tr_/);
    expect(await provider.transfer(payout)).toEqual(transfer);
    const transfers = standIn.calls().filter((call) => call.path === "/v1/transfers" && call.status === 200);
    expect(transfers.map((call) => call.isReplayed)).toEqual([false, true]);
  });
});

describe("Stripe down, slow or unreachable", () => {
  it("turns requests that time out into ProviderUnavailableError after the client's timeout and one retry", async () => {
    const { paymentIntentId } = await authorisedPayment();
    standIn.injectFault({ mode: "timeout", pathPattern: "^/v1/payment_intents/[^/]+$", times: 2 });
    const started = Date.now();
    const error = await provider.getPaymentIntent(paymentIntentId).catch((caught: unknown) => caught);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toMatch(/timeout/);
    // two attempts of TIMEOUT_MS each, and Stripe's client waits 0.5–1 s before its retry
    expect(elapsed).toBeGreaterThanOrEqual(2 * TIMEOUT_MS);
    expect(elapsed).toBeLessThan(2 * TIMEOUT_MS + 1_000 + 1_000);
    const reads = standIn.calls().filter((call) => call.path === `/v1/payment_intents/${paymentIntentId}`);
    expect(reads.map((call) => call.fault)).toEqual(["timeout", "timeout"]);
  });

  it("captures exactly once when the first answer is lost: the retry with the same key replays it", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment(2_350);
    standIn.injectFault({ mode: "timeout", pathPattern: "/capture$", afterProcessing: true });
    const captured = await provider.capture(paymentIntentId, 2_350, operationKey(bookingId, "capture"));
    expect(captured).toMatchObject({ status: "succeeded", amountReceivedCents: 2_350 });
    const captures = standIn.calls().filter((call) => call.path.endsWith("/capture"));
    expect(captures.map((call) => [call.fault, call.isReplayed])).toEqual([
      ["timeout", false],
      [null, true],
    ]);
    expect(new Set(captures.map((call) => call.idempotencyKey))).toEqual(
      new Set([operationKey(bookingId, "capture")]),
    );
  });

  it("turns Stripe's 500 into ProviderUnavailableError", async () => {
    const { bookingId, paymentIntentId } = await authorisedPayment();
    standIn.injectFault({ mode: "error500", pathPattern: "/capture$", times: 2 });
    await expect(
      provider.capture(paymentIntentId, 2_350, operationKey(bookingId, "capture")),
    ).rejects.toThrow(ProviderUnavailableError);
    // nothing was captured: the hold is still there to capture
    expect((await provider.getPaymentIntent(paymentIntentId)).status).toBe("requires_capture");
  });

  it("turns a dropped connection into ProviderUnavailableError", async () => {
    standIn.injectFault({ mode: "reset", pathPattern: "^/v1/accounts", times: 2 });
    await expect(
      provider.createPayoutAccount({
        email: "d@utexas.edu",
        userId: "u",
        idempotencyKey: "campusride:u:account",
      }),
    ).rejects.toThrow(ProviderUnavailableError);
  });

  it("reports a wrong API key without repeating it", async () => {
    const wrongKey = "sk_test_not_the_right_key_123456";
    const misconfigured = createStripeProvider({
      secretKey: wrongKey,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: standIn.url,
      timeoutMs: TIMEOUT_MS,
    });
    const error = await misconfigured.getPayoutAccount("acct_missing").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).not.toContain("123456");
  });
});

describe("webhooks", () => {
  async function genuineWebhook() {
    await authorisedPayment();
    return receiver.waitFor((webhook) => webhook.event.type === "checkout.session.completed");
  }

  it("accepts a genuine event", async () => {
    const webhook = await genuineWebhook();
    const event = provider.parseWebhook(webhook.rawBody, webhook.signature);
    expect(event).toMatchObject({ id: webhook.event.id, type: "checkout.session.completed" });
    expect(event.id).toMatch(/^evt_/);
  });

  it("rejects a tampered payload, a wrong secret, an old timestamp and a missing signature", async () => {
    const webhook = await genuineWebhook();
    const tampered = Buffer.from(
      webhook.rawBody.toString("utf8").replace('"amount_total": 2350', '"amount_total": 1'),
    );
    expect(tampered.equals(webhook.rawBody)).toBe(false);
    expect(() => provider.parseWebhook(tampered, webhook.signature)).toThrow(InvalidWebhookError);

    const otherSecret = createStripeProvider({
      secretKey: standIn.secretKey,
      webhookSecret: "whsec_someone_else",
      apiUrl: standIn.url,
      timeoutMs: TIMEOUT_MS,
    });
    expect(() => otherSecret.parseWebhook(webhook.rawBody, webhook.signature)).toThrow(InvalidWebhookError);

    const payload = webhook.rawBody.toString("utf8");
    const old = signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(() => provider.parseWebhook(webhook.rawBody, old)).toThrow(/tolerance/);
    const recent = signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 200);
    expect(provider.parseWebhook(webhook.rawBody, recent).id).toBe(webhook.event.id);

    expect(() => provider.parseWebhook(webhook.rawBody, undefined)).toThrow(/no Stripe-Signature/);
    expect(() => provider.parseWebhook(webhook.rawBody, "t=1,v0=abc")).toThrow(InvalidWebhookError);
  });

  it("delivers a redelivered event twice with the same id, each time validly signed", async () => {
    const webhook = await genuineWebhook();
    standIn.redeliver(webhook.event.id);
    await standIn.webhooksSettled();
    const copies = receiver.received.filter((received) => received.event.id === webhook.event.id);
    expect(copies).toHaveLength(2);
    for (const copy of copies)
      expect(provider.parseWebhook(copy.rawBody, copy.signature).id).toBe(webhook.event.id);
  });

  it("retries a delivery the endpoint did not accept", async () => {
    receiver.answerWith(500);
    const { paymentIntentId } = await authorisedPayment();
    await receiver.waitFor((webhook) => webhook.event.type === "checkout.session.completed");
    receiver.answerWith(200);
    await standIn.webhooksSettled();
    const attempts = standIn
      .deliveries()
      .filter((delivery) => delivery.type === "payment_intent.amount_capturable_updated")
      .map((delivery) => delivery.status);
    expect(attempts.at(-1)).toBe(200);
    expect(attempts[0]).toBe(500);
    expect(paymentIntentId).toMatch(/^pi_/);
  });
});
