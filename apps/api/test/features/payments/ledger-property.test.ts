import fc from "fast-check";
import { describe, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { expectLedgerHolds, playSteps, stepArbitrary } from "../../support/ledger-property.ts";

const app = await createTestApp();

describe("the ledger over random trips (pay at pickup)", () => {
  it("balances, never goes below zero, and holds what each booking's end says under the Terms", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9999 }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 14 }),
        async (pricePerSeatCents, steps) => {
          await expectLedgerHolds(app, await playSteps(app, pricePerSeatCents, steps), "pay_at_pickup");
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);
});
