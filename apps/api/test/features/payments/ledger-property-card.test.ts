import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { expectLedgerHolds, playSteps, stepArbitrary } from "../../support/ledger-property.ts";
import { listeningUrl } from "../../support/sse-client.ts";
import { startStripeStandIn } from "../../support/stripe-stand-in/index.ts";

const WEBHOOK_SECRET = "whsec_campusride_ledger_property";
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, webhookRetryDelaysMs: [50] });
afterAll(() => standIn.close());
const app = await createTestApp({
  STRIPE_SECRET_KEY: standIn.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: standIn.url,
});
standIn.setWebhookUrl(`${await listeningUrl(app)}/api/payments/webhook`);

/** Riders pay every request on the stand-in's Checkout before the driver sees it. */
async function payOnCheckout(bookingId: string, riderHeaders: Record<string, string>): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/payment/checkout`,
    headers: riderHeaders,
  });
  if (response.statusCode !== 200) return;
  standIn.completeCheckout(new URL(response.json().url).pathname.split("/").pop()!);
  await standIn.webhooksSettled();
}

describe("the ledger over random trips (card payments through Stripe)", () => {
  it("balances, never goes below zero, and holds what each booking's end says under the Terms", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50, max: 9999 }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }),
        async (pricePerSeatCents, steps) => {
          const played = await playSteps(app, pricePerSeatCents, steps, { afterRequest: payOnCheckout });
          await standIn.webhooksSettled();
          await expectLedgerHolds(app, played, "card");
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
