import { afterAll, describe, expect, it } from "vitest";
import { postTrip, processClient, signInDemo, until } from "../support/process-client.ts";
import {
  freePort,
  startTestServer,
  tempDataDir,
  waitUntilReady,
  type ServerProcess,
} from "../support/server-process.ts";
import { startStripeStandIn } from "../support/stripe-stand-in/index.ts";

// A real server process taking card payments through the Stripe stand-in is killed
// (SIGKILL) after Stripe captured the rider's money and before the server wrote it down.
// Started again on the same data, it must find the capture and finish the approval, with
// exactly one capture at Stripe and one in the ledger.
const WEBHOOK_SECRET = "whsec_campusride_crash";
const standIn = await startStripeStandIn({
  webhookSecret: WEBHOOK_SECRET,
  webhookRetryDelaysMs: [200, 500, 1000],
});
afterAll(() => standIn.close());

describe("a server killed between Stripe's capture and its own write", () => {
  it("reconciles on restart: the approval is finished with one capture", async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: tempDataDir(),
      DEMO_DATA: "1",
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      STRIPE_TIMEOUT_MS: "60000",
      PAYMENTS_JOB_EVERY_MS: "1000",
    };
    standIn.setWebhookUrl(`${baseUrl}/api/payments/webhook`);
    let server: ServerProcess = startTestServer(env);
    await waitUntilReady(server);
    const call = processClient(baseUrl);
    const driver = await signInDemo(call, "driver@demo.campusride.edu");
    const rider = await signInDemo(call, "rider@demo.campusride.edu");

    const rideId = await postTrip(call, driver);
    const booking = await call("/api/bookings", {
      method: "POST",
      cookie: rider,
      body: { rideId, seatsRequested: 1, bagsCount: 0 },
    });
    expect(booking.status).toBe(201);
    const bookingId = String(booking.body.id);
    const checkout = await call(`/api/bookings/${bookingId}/payment/checkout`, {
      method: "POST",
      cookie: rider,
    });
    expect(checkout.status).toBe(200);
    standIn.completeCheckout(new URL(String(checkout.body.url)).pathname.split("/").pop()!);
    await standIn.webhooksSettled();
    const payment = () => call(`/api/bookings/${bookingId}/payment`, { cookie: rider });
    await until(async () => (await payment()).body.status === "authorised", "the authorisation");

    // Stripe captures, then its answer is held: the server waits inside its approval
    standIn.injectFault({
      mode: "timeout",
      pathPattern: "/capture$",
      afterProcessing: true,
      holdMs: 120_000,
    });
    const approval = call(`/api/bookings/${bookingId}/approve`, { method: "POST", cookie: driver }).catch(
      () => undefined,
    );
    const captures = () =>
      standIn
        .calls()
        .filter((entry) => /\/capture$/.test(entry.path) && entry.idempotencyKey?.includes(bookingId));
    await until(() => captures().length > 0, "Stripe's capture");
    server.child.kill("SIGKILL");
    await server.exited;
    await approval;
    standIn.clearFaults();

    server = startTestServer(env);
    await waitUntilReady(server);
    await until(async () => (await payment()).body.status === "charged", "the reconciled capture");

    // the money records the charge; the bookings job then finishes the approval it was for
    const bookingStatus = async () =>
      (await call(`/api/bookings/${bookingId}`, { cookie: rider })).body.status;
    await until(async () => (await bookingStatus()) === "approved", "the approval finished after the charge");
    const entries = (await payment()).body.entries as Array<{ step: string; amountCents: number }>;
    expect(entries.map((entry) => `${entry.step} ${entry.amountCents}`)).toEqual([
      "authorise 3500",
      "capture 3500",
    ]);
    // every capture call carried the booking's key; Stripe carried out the first, replayed the rest
    expect(new Set(captures().map((entry) => entry.idempotencyKey))).toEqual(
      new Set([`campusride:${bookingId}:capture`]),
    );
    expect(captures().filter((entry) => !entry.isReplayed)).toHaveLength(1);
    const requests = await call(`/api/rides/${rideId}/requests`, { cookie: driver });
    expect((requests.body.approved as Array<{ id: string }>).map((request) => request.id)).toEqual([
      bookingId,
    ]);
  });
});
