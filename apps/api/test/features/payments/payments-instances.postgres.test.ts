import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { paymentOperations } from "../../../src/db/schema/index.ts";
import { readPayment } from "../../support/payments.ts";
import { twoInstances } from "../../support/search.ts";
import { createSession } from "../../support/session.ts";
import { listeningUrl } from "../../support/sse-client.ts";
import { startStripeStandIn } from "../../support/stripe-stand-in/index.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// PostgreSQL only: two API instances run the reconciliation at the same moment over the
// same lagging money; each provider call is made once.
const WEBHOOK_SECRET = "whsec_campusride_instances";
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [50] });
afterAll(() => standIn.close());
const { instanceA, instanceB } = await twoInstances({
  STRIPE_SECRET_KEY: standIn.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
  STRIPE_TIMEOUT_MS: "1000",
  // the tests run the reconciliation themselves
  PAYMENTS_JOB_EVERY_MS: "3600000",
});
standIn.setWebhookUrl(`${await listeningUrl(instanceA)}/api/payments/webhook`);

describe("payment reconciliation across API instances", () => {
  it("refunds a cancelled seat once when both instances pick it up together", async () => {
    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver, { pricePerSeatCents: 2500 });
    const rider = await createSession(instanceA);
    const booking = await requestSeats(instanceA, rider, ride.id, 1);
    const checkout = await instanceA.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/payment/checkout`,
      headers: rider.headers,
    });
    standIn.completeCheckout(new URL(checkout.json().url).pathname.split("/").pop()!);
    await standIn.webhooksSettled();
    expect((await answerBooking(instanceA, driver, booking.id, "approve")).statusCode).toBe(200);

    // the refund cannot reach Stripe when the rider cancels: it is left for the reconciliation
    standIn.injectFault({ mode: "error500", pathPattern: "^/v1/refunds$", times: 2 });
    expect((await answerBooking(instanceA, rider, booking.id, "cancel")).statusCode).toBe(200);
    const [left] = await instanceA.db
      .select()
      .from(paymentOperations)
      .where(and(eq(paymentOperations.bookingId, booking.id), eq(paymentOperations.kind, "refund")));
    expect(left).toMatchObject({ kind: "refund", state: "started", amountCents: 3500 });
    await instanceA.db
      .update(paymentOperations)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(paymentOperations.bookingId, booking.id));

    await Promise.all([
      instanceA.reconcileMoney(),
      instanceB.reconcileMoney(),
      instanceA.reconcileMoney(),
      instanceB.reconcileMoney(),
    ]);
    const refunds = standIn
      .calls()
      .filter(
        (call) => call.path === "/v1/refunds" && call.idempotencyKey === `campusride:${booking.id}:refund`,
      );
    expect(refunds.filter((call) => !call.fault && !call.isReplayed)).toHaveLength(1);
    expect(refunds.filter((call) => !call.fault)).toHaveLength(1);
    const payment = await readPayment(instanceB, rider, booking.id);
    expect(payment.status).toBe("refunded");
    expect(payment.summary.refundedCents).toBe(3500);
  });
});
