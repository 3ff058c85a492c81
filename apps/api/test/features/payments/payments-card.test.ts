import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { tripRequestsResponseSchema } from "@campusride/shared/schemas/bookings";
import { payoutsResponseSchema } from "@campusride/shared/schemas/payments";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  bookings,
  notifications,
  paymentOperations,
  payments,
  rides,
  stripeEvents,
} from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { completeTrip, departInHours, ledgerLines, markNoShow, readPayment } from "../../support/payments.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { listeningUrl } from "../../support/sse-client.ts";
import { signatureHeader, startStripeStandIn } from "../../support/stripe-stand-in/index.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  createRide,
  requestSeats,
} from "../../support/trips.ts";

const WEBHOOK_SECRET = "whsec_campusride_card_tests";
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [50, 100] });
afterAll(() => standIn.close());
const app = await createTestApp({
  STRIPE_SECRET_KEY: standIn.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
  STRIPE_TIMEOUT_MS: "1500",
  PAYOUT_DELAY_HOURS: "0",
});
standIn.setWebhookUrl(`${await listeningUrl(app)}/api/payments/webhook`);

beforeEach(() => standIn.clearFaults());

/** A $25.00 seat ×2 request: $70.00 with the fee. */
async function cardRequest(
  overrides: Record<string, unknown> = {},
  riderOverrides: Record<string, unknown> = {},
) {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { pricePerSeatCents: 2500, ...overrides });
  const rider = await createSession(app, riderOverrides);
  const booking = await requestSeats(app, rider, ride.id, 2);
  return { driver, ride, rider, booking };
}

async function startCheckout(rider: TestSession, bookingId: string) {
  return app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/payment/checkout`,
    headers: rider.headers,
  });
}

/** The rider pays on the provider's page with `card`; resolves once the webhooks are in. */
async function pay(rider: TestSession, bookingId: string, card = "4242424242424242") {
  const response = await startCheckout(rider, bookingId);
  expect(response.statusCode, response.body).toBe(200);
  const sessionId = new URL(response.json().url).pathname.split("/").pop()!;
  const attempt = standIn.completeCheckout(sessionId, card);
  await standIn.webhooksSettled();
  return { sessionId, attempt };
}

async function paidRequest() {
  const trip = await cardRequest();
  await pay(trip.rider, trip.booking.id);
  return trip;
}

async function approvedRequest() {
  const trip = await paidRequest();
  const approved = await answerBooking(app, trip.driver, trip.booking.id, "approve");
  expect(approved.statusCode, approved.body).toBe(200);
  return trip;
}

const callsTo = (pattern: RegExp) =>
  standIn
    .calls()
    .filter((call) => call.method === "POST" && pattern.test(call.path) && (call.status ?? 500) < 300);

async function requestsOf(driver: TestSession, rideId: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/rides/${rideId}/requests`,
    headers: driver.headers,
  });
  return tripRequestsResponseSchema.parse(response.json());
}

describe("card payments through Stripe (the stand-in)", () => {
  it("keeps a request from the driver until the rider authorises the total, then charges it at approval", async () => {
    expect((await app.inject({ method: "GET", url: "/api/payments/config" })).json()).toEqual({
      method: "card",
    });
    const { driver, ride, rider, booking } = await cardRequest();
    expect((await readPayment(app, rider, booking.id)).status).toBe("awaiting_payment");
    expect((await requestsOf(driver, ride.id)).pending).toEqual([]);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(404);

    const { attempt } = await pay(rider, booking.id);
    expect(attempt).toMatchObject({ kind: "complete" });
    const authorised = await readPayment(app, rider, booking.id);
    expect(authorised.status).toBe("authorised");
    expect(authorised.summary.heldCents).toBe(7000);
    expect((await requestsOf(driver, ride.id)).pending.map((request) => request.id)).toEqual([booking.id]);
    const told = await app.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, driver.user.id), eq(notifications.type, "booking_requested")));
    expect(told[0]!.n).toBe(1);

    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect(await ledgerLines(app, rider, booking.id)).toEqual([
      "authorise rider→hold 7000",
      "capture hold→escrow 7000",
    ]);
    expect(callsTo(/\/capture$/)).toHaveLength(1);
    expect((await readPayment(app, rider, booking.id)).status).toBe("charged");
  });

  it("takes the amount from the server, never the client, and only from the booking's rider", async () => {
    const { rider, booking } = await cardRequest();
    const stranger = await createSession(app);
    expect((await startCheckout(stranger, booking.id)).statusCode).toBe(404);
    await pay(rider, booking.id);
    const [intent] = callsTo(/^\/v1\/checkout\/sessions$/);
    expect(intent).toBeDefined();
    const [row] = await app.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row?.amountCents).toBe(7000);
    const again = await startCheckout(rider, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it("shows a declined card to the rider and keeps the request waiting for payment", async () => {
    const { rider, booking } = await cardRequest();
    const { attempt } = await pay(rider, booking.id, "4000000000000002");
    expect(attempt).toMatchObject({ kind: "declined", message: "Your card was declined." });
    const payment = await readPayment(app, rider, booking.id);
    expect(payment.status).toBe("awaiting_payment");
    expect(payment.entries).toEqual([]);
  });

  it("authorises after 3-D Secure is completed, and not when it fails", async () => {
    const { rider, booking } = await cardRequest();
    const { sessionId, attempt } = await pay(rider, booking.id, "4000002760003184");
    expect(attempt).toMatchObject({ kind: "requires_action" });
    expect((await readPayment(app, rider, booking.id)).status).toBe("awaiting_payment");
    standIn.authenticateCheckout(sessionId, false);
    await standIn.webhooksSettled();
    expect((await readPayment(app, rider, booking.id)).status).toBe("awaiting_payment");
    standIn.completeCheckout(sessionId, "4000002760003184");
    standIn.authenticateCheckout(sessionId, true);
    await standIn.webhooksSettled();
    expect((await readPayment(app, rider, booking.id)).status).toBe("authorised");
  });

  it("lets the hold go when the driver rejects, and when the request expires", async () => {
    const rejected = await paidRequest();
    expect((await answerBooking(app, rejected.driver, rejected.booking.id, "reject")).statusCode).toBe(200);
    expect(await ledgerLines(app, rejected.rider, rejected.booking.id)).toEqual([
      "authorise rider→hold 7000",
      "release hold→rider 7000",
    ]);
    const expired = await paidRequest();
    await app.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 13 * 3600 * 1000) })
      .where(eq(bookings.id, expired.booking.id));
    await app.expireDueRequests();
    expect((await readPayment(app, expired.rider, expired.booking.id)).status).toBe("released");
    expect(callsTo(/\/cancel$/)).toHaveLength(2);
  });

  it("refunds in full when the rider cancels 24 h or more ahead, and half (the rest to the driver) later", async () => {
    const early = await approvedRequest();
    expect((await answerBooking(app, early.rider, early.booking.id, "cancel")).statusCode).toBe(200);
    expect((await readPayment(app, early.rider, early.booking.id)).status).toBe("refunded");

    const late = await approvedRequest();
    await departInHours(app, late.ride.id, 10);
    expect((await answerBooking(app, late.rider, late.booking.id, "cancel")).statusCode).toBe(200);
    expect(await ledgerLines(app, late.rider, late.booking.id)).toEqual([
      "authorise rider→hold 7000",
      "capture hold→escrow 7000",
      "refund escrow→rider 3500",
      "settle escrow→driver 3500",
    ]);
    const refunds = callsTo(/^\/v1\/refunds$/);
    expect(refunds.at(-1)?.idempotencyKey).toBe(`campusride:${late.booking.id}:refund`);
  });

  it("refunds everything, fee included, when the driver cancels the trip", async () => {
    const { driver, ride, rider, booking } = await approvedRequest();
    await cancelTrip(app, driver, ride.id);
    expect(await ledgerLines(app, rider, booking.id)).toEqual([
      "authorise rider→hold 7000",
      "capture hold→escrow 7000",
      "refund escrow→rider 7000",
    ]);
  });

  it("settles a completed ride and pays the driver out to their Connect account", async () => {
    const { driver, ride, rider, booking } = await approvedRequest();
    const onboarding = await app.inject({
      method: "POST",
      url: "/api/payouts/account",
      headers: driver.headers,
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    const accountId = new URL(onboarding.json().url).pathname.split("/")[2]!;
    standIn.completeOnboarding(accountId);
    await standIn.webhooksSettled();

    await completeTrip(app, driver, ride.id);
    expect(await app.payOutDueShares()).toBeGreaterThanOrEqual(1);
    expect(await ledgerLines(app, driver, booking.id)).toEqual([
      "authorise rider→hold 7000",
      "capture hold→escrow 7000",
      "settle escrow→driver 5000",
      "settle escrow→platform 2000",
      "payout driver→driver_paid 5000",
    ]);
    expect((await readPayment(app, rider, booking.id)).status).toBe("paid_out");
    const payouts = payoutsResponseSchema.parse(
      (await app.inject({ method: "GET", url: "/api/payouts", headers: driver.headers })).json(),
    );
    expect(payouts.account.status).toBe("enabled");
    expect(payouts.items).toEqual([
      expect.objectContaining({ bookingId: booking.id, status: "paid", amountCents: 5000 }),
    ]);
    await app.payOutDueShares();
    expect(
      callsTo(/^\/v1\/transfers$/).filter((call) => call.idempotencyKey?.includes(booking.id)),
    ).toHaveLength(1);
  });

  it("refuses a webhook with a bad signature (400, nothing changes) and processes a repeated one once", async () => {
    const { rider, booking } = await cardRequest();
    await pay(rider, booking.id);
    const completed = standIn.events().find((event) => event.type === "checkout.session.completed")!;
    const payload = JSON.stringify(completed);
    const url = "/api/payments/webhook";
    const forged = await app.inject({
      method: "POST",
      url,
      headers: {
        "content-type": "application/json",
        "stripe-signature": signatureHeader(payload, "whsec_wrong"),
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(PAYMENT_MESSAGES.webhookSignature);

    const before = await ledgerLines(app, rider, booking.id);
    standIn.redeliver(completed.id);
    standIn.redeliver(completed.id);
    await standIn.webhooksSettled();
    expect(await ledgerLines(app, rider, booking.id)).toEqual(before);
    const stored = await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, completed.id));
    expect(stored).toHaveLength(1);
  });

  it("refuses the approval with a clear message when Stripe cannot be reached, and nothing is half-done", async () => {
    const { driver, ride, rider, booking } = await paidRequest();
    standIn.injectFault({ mode: "error500", pathPattern: "/capture$", times: 4 });
    const refused = await answerBooking(app, driver, booking.id, "approve");
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("pending");
    const [trip] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(trip?.seatsTaken).toBe(0);
    expect((await readPayment(app, rider, booking.id)).status).toBe("authorised");

    standIn.clearFaults();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const captures = callsTo(/\/capture$/).filter((call) => call.idempotencyKey?.includes(booking.id));
    expect(captures.filter((call) => !call.isReplayed)).toHaveLength(1);
  });

  it("reconciles a capture whose answer was lost: one capture, and the approval finished", async () => {
    const { driver, rider, booking } = await paidRequest();
    // Stripe captures, but its answer never arrives (twice: the client retries once)
    standIn.injectFault({ mode: "reset", pathPattern: "/capture$", times: 2, afterProcessing: true });
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(503);
    const [pending] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(pending?.status).toBe("pending");
    // the operation is the reconciliation's once it has been left for a while
    await app.db
      .update(paymentOperations)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentOperations.bookingId, booking.id));
    // the money's reconciliation finds the charge; the bookings lifecycle finishes the approval
    await app.reconcileMoney();
    await app.finishChargedRequests();
    const [approved] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(approved?.status).toBe("approved");
    expect(await ledgerLines(app, rider, booking.id)).toEqual([
      "authorise rider→hold 7000",
      "capture hold→escrow 7000",
    ]);
    // every call for it carried the one key: Stripe carried out the first and replayed the rest
    const captures = standIn
      .calls()
      .filter((call) => /\/capture$/.test(call.path) && call.idempotencyKey?.includes(booking.id));
    expect(new Set(captures.map((call) => call.idempotencyKey))).toEqual(
      new Set([`campusride:${booking.id}:capture`]),
    );
    expect(captures.filter((call) => !call.isReplayed)).toHaveLength(1);
  });

  it("pays the driver for a no-show once the trip is completed, and refunds it if the trip is cancelled", async () => {
    const completed = await approvedRequest();
    await departInHours(app, completed.ride.id, -1);
    expect((await markNoShow(app, completed.driver, completed.booking.id)).statusCode).toBe(200);
    expect((await readPayment(app, completed.rider, completed.booking.id)).status).toBe("charged");
    await completeTrip(app, completed.driver, completed.ride.id);
    expect((await readPayment(app, completed.rider, completed.booking.id)).summary).toMatchObject({
      driverEarnedCents: 5000,
      platformFeeCents: 2000,
      refundedCents: 0,
    });

    const cancelled = await approvedRequest();
    await departInHours(app, cancelled.ride.id, -1);
    expect((await markNoShow(app, cancelled.driver, cancelled.booking.id)).statusCode).toBe(200);
    await cancelTrip(app, cancelled.driver, cancelled.ride.id);
    expect((await readPayment(app, cancelled.rider, cancelled.booking.id)).summary).toMatchObject({
      driverEarnedCents: 0,
      refundedCents: 7000,
    });
  });

  it("refunds every charged seat in full when a rider reports the driver did not come", async () => {
    const trip = await approvedRequest();
    await departInHours(app, trip.ride.id, -1);
    const reported = await app.inject({
      method: "POST",
      url: `/api/rides/${trip.ride.id}/driver-no-show`,
      headers: trip.rider.headers,
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await readPayment(app, trip.rider, trip.booking.id)).summary).toMatchObject({
      driverEarnedCents: 0,
      refundedCents: 7000,
    });
  });

  it("does not show the driver a request's payment before the rider pays, nor the rider's decline", async () => {
    const { driver, rider, booking } = await cardRequest();
    await pay(rider, booking.id, "4000000000000002");
    const hidden = await app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}/payment`,
      headers: driver.headers,
    });
    expect(hidden.statusCode).toBe(404);
    expect((await readPayment(app, rider, booking.id)).failure).toBe("Your card was declined.");
    await pay(rider, booking.id);
    expect((await readPayment(app, driver, booking.id)).failure).toBeNull();
  });

  it("approves an instant-booking request as soon as it is paid", async () => {
    const { rider, booking } = await cardRequest({ instantBooking: true });
    expect((await readPayment(app, rider, booking.id)).status).toBe("awaiting_payment");
    await pay(rider, booking.id);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("approved");
    expect((await readPayment(app, rider, booking.id)).status).toBe("charged");
  });

  it("leaves a paid request on a women-only trip for its driver to answer, even with instant booking", async () => {
    const { rider, booking } = await cardRequest(
      { instantBooking: true, preferences: { ...DEFAULT_TRIP_PREFERENCES, womenOnly: true } },
      { womenOnlyTrips: true },
    );
    await pay(rider, booking.id);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "pending", awaitingPayment: false });
  });
});
