import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  authoriseTransfers,
  bookingPriceOf,
  chargesFee,
  feeCents,
  freeCancellationEndsAt,
  isFreeCancellation,
  lateCancellationRefundCents,
  ledgerBalances,
  riderCancellationRefundCents,
  riderCancellationTransfers,
  riderSeatPriceCents,
  settleTransfers,
  confirmTransfers,
} from "../src/domain/payments.ts";

const departure = new Date("2026-12-10T14:00:00Z");
const hoursBefore = (hours: number) => new Date(departure.getTime() - hours * 3600 * 1000);

describe("the Terms: free up to 24 hours before departure, later 50% back", () => {
  it("is free at exactly 24 hours before departure and not a second later", () => {
    expect(freeCancellationEndsAt(departure).toISOString()).toBe("2026-12-09T14:00:00.000Z");
    expect(isFreeCancellation(departure, hoursBefore(24))).toBe(true);
    expect(isFreeCancellation(departure, new Date(hoursBefore(24).getTime() + 1000))).toBe(false);
  });

  it("gives back half, a half cent rounded to the rider", () => {
    expect(lateCancellationRefundCents(7000)).toBe(3500);
    expect(lateCancellationRefundCents(1401)).toBe(701);
    const price = { driverPriceCents: 1000, totalCents: 1401 };
    expect(riderCancellationRefundCents(price, departure, hoursBefore(48))).toBe(1401);
    expect(riderCancellationRefundCents(price, departure, hoursBefore(2))).toBe(701);
  });

  it("by card keeps the other half for the driver; at pickup it stays owed", () => {
    const price = { driverPriceCents: 1000, totalCents: 1401 };
    const card = [
      ...authoriseTransfers(price),
      ...confirmTransfers("card", price),
      ...riderCancellationTransfers("card", price, departure, hoursBefore(2)),
    ];
    expect(ledgerBalances(card)).toMatchObject({ rider: -700, escrow: 0, driver: 700, platform: 0 });
    const pickup = [
      ...confirmTransfers("pay_at_pickup", price),
      ...riderCancellationTransfers("pay_at_pickup", price, departure, hoursBefore(2)),
    ];
    expect(ledgerBalances(pickup)).toMatchObject({ rider: -700, pickup_due: 700, driver: 0 });
  });

  it("always sums the refund and the kept half to the total, and settles a ride into driver and fee", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (driver, feePercent) => {
          const price = {
            driverPriceCents: driver,
            totalCents: driver + Math.floor((driver * feePercent) / 100),
          };
          const refund = lateCancellationRefundCents(price.totalCents);
          expect(refund).toBeGreaterThanOrEqual(price.totalCents / 2);
          expect(refund).toBeLessThanOrEqual(price.totalCents);
          const settled = ledgerBalances([
            ...authoriseTransfers(price),
            ...confirmTransfers("card", price),
            ...settleTransfers("card", price),
          ]);
          expect(settled).toMatchObject({
            rider: -price.totalCents,
            hold: 0,
            escrow: 0,
            driver: price.driverPriceCents,
            platform: price.totalCents - driver,
          });
          expect(Object.values(settled).reduce((sum, value) => sum + value, 0)).toBe(0);
        },
      ),
    );
  });
});

describe("CampusRide's fee: charged by card, waived at pickup", () => {
  it("prices 2 seats at $25.00 as $70.00 by card and $50.00 at pickup", () => {
    expect(chargesFee("card")).toBe(true);
    expect(chargesFee("pay_at_pickup")).toBe(false);
    expect(riderSeatPriceCents("card", 2500)).toBe(3500);
    expect(riderSeatPriceCents("pay_at_pickup", 2500)).toBe(2500);
    const card = bookingPriceOf("card", 2500, 2);
    const pickup = bookingPriceOf("pay_at_pickup", 2500, 2);
    expect(card).toEqual({ driverPriceCents: 5000, totalCents: 7000 });
    expect(feeCents(card)).toBe(2000);
    expect(pickup).toEqual({ driverPriceCents: 5000, totalCents: 5000 });
    expect(feeCents(pickup)).toBe(0);
  });

  it("at pickup settles everything owed to the driver and nothing to CampusRide", () => {
    const price = bookingPriceOf("pay_at_pickup", 1234, 3);
    const settled = [...confirmTransfers("pay_at_pickup", price), ...settleTransfers("pay_at_pickup", price)];
    expect(settled.some((entry) => entry.to === "platform")).toBe(false);
    expect(ledgerBalances(settled)).toMatchObject({
      rider: -3702,
      pickup_due: 0,
      driver_paid: 3702,
      platform: 0,
    });
  });

  it("never counts a fee collected at pickup, even on a booking priced with one", () => {
    // priced before the fee was waived at pickup: the rider handed the driver all of it
    const price = { driverPriceCents: 5000, totalCents: 7000 };
    const settled = ledgerBalances([
      ...confirmTransfers("pay_at_pickup", price),
      ...settleTransfers("pay_at_pickup", price),
    ]);
    expect(settled).toMatchObject({ pickup_due: 0, driver_paid: 7000, platform: 0 });
  });
});
