import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_MPG, mpgFor } from "../src/domain/mpg.ts";
import { formatCents } from "../src/domain/money.ts";
import {
  costSplit,
  gasCostCents,
  PRICING,
  riderPriceCents,
  suggestedPricePerSeatCents,
} from "../src/domain/pricing.ts";

describe("suggested price per seat (distance / MPG × 3.17 + distance × 0.06)", () => {
  it("prices Gainesville → Orlando (115 mi) in the default Camry at $14.19", () => {
    // 115 / 50 × 3.17 = 7.291; 115 × 0.06 = 6.90; 14.191 → $14.19
    expect(suggestedPricePerSeatCents(115, mpgFor("Toyota", "Camry"))).toBe(1419);
  });

  it("uses the default 25 MPG when the car is unknown", () => {
    // 100 / 25 × 3.17 = 12.68; + 6.00 = $18.68
    expect(suggestedPricePerSeatCents(100)).toBe(1868);
    expect(suggestedPricePerSeatCents(100, mpgFor("Other", "Other"))).toBe(1868);
    expect(suggestedPricePerSeatCents(100, Number.NaN)).toBe(1868);
    expect(suggestedPricePerSeatCents(100, 0)).toBe(1868);
  });

  it("matches the catalogue's examples for other cars", () => {
    // Prius 52: 337 / 52 × 3.17 = 20.5440…; + 20.22 = 40.764… → $40.76
    expect(suggestedPricePerSeatCents(337, mpgFor("Toyota", "Prius"))).toBe(4076);
    // Tesla Model 3 130: 139 / 130 × 3.17 = 3.3894…; + 8.34 = 11.729… → $11.73
    expect(suggestedPricePerSeatCents(139, mpgFor("Tesla", "Model 3"))).toBe(1173);
    // Civic 42: 115 / 42 × 3.17 = 8.6797…; + 6.90 = 15.5797… → $15.58
    expect(suggestedPricePerSeatCents(115, mpgFor("Honda", "Civic"))).toBe(1558);
    // F-150 25: 115 / 25 × 3.17 = 14.582; + 6.90 = 21.482 → $21.48
    expect(suggestedPricePerSeatCents(115, mpgFor("Ford", "F-150"))).toBe(2148);
  });

  it("is zero for zero miles and refuses negative or non-finite distances", () => {
    expect(suggestedPricePerSeatCents(0)).toBe(0);
    expect(() => suggestedPricePerSeatCents(-1)).toThrow(RangeError);
    expect(() => suggestedPricePerSeatCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("is a whole number of cents within half a cent of the formula", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.integer({ min: 10, max: 150 }),
        (miles, mpg) => {
          const cents = suggestedPricePerSeatCents(miles, mpg);
          const exact = ((miles / mpg) * 3.17 + miles * 0.06) * 100;
          expect(Number.isInteger(cents)).toBe(true);
          expect(Math.abs(cents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });

  it("never falls as the distance grows, and never rises as the MPG grows", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.integer({ min: 10, max: 150 }),
        fc.integer({ min: 0, max: 50 }),
        (miles, extra, mpg, extraMpg) => {
          expect(suggestedPricePerSeatCents(miles + extra, mpg)).toBeGreaterThanOrEqual(
            suggestedPricePerSeatCents(miles, mpg),
          );
          expect(suggestedPricePerSeatCents(miles, mpg + extraMpg)).toBeLessThanOrEqual(
            suggestedPricePerSeatCents(miles, mpg),
          );
        },
      ),
    );
  });
});

describe("rider price (driver price × 1.4, rounded up to the cent)", () => {
  it("rounds up to the cent", () => {
    expect(riderPriceCents(1419)).toBe(1987); // 19.866 → $19.87
    expect(riderPriceCents(1500)).toBe(2100); // the default $15 → $21.00
    expect(riderPriceCents(1)).toBe(2); // 1.4 → 2
    expect(riderPriceCents(0)).toBe(0);
  });

  it("does not add a cent where × 1.4 is exact", () => {
    // 5 × 1.4 in floating point is 7.000000000000001
    expect(riderPriceCents(5)).toBe(7);
    expect(riderPriceCents(1000)).toBe(1400);
  });

  it("refuses fractional or negative cents", () => {
    expect(() => riderPriceCents(10.5)).toThrow(RangeError);
    expect(() => riderPriceCents(-1)).toThrow(RangeError);
  });

  it("is the smallest whole cent at or above 1.4 × the price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const rider = riderPriceCents(cents);
        expect(rider * 10).toBeGreaterThanOrEqual(cents * 14);
        expect((rider - 1) * 10).toBeLessThan(cents * 14);
      }),
    );
  });
});

describe("cost split", () => {
  it("shows how Gainesville → Orlando in a Camry adds up", () => {
    expect(costSplit(115, 50)).toEqual({
      gasCents: 729,
      wearCents: 690,
      driverPriceCents: 1419,
      platformFeeCents: 568,
      riderPriceCents: 1987,
    });
    expect(formatCents(costSplit(115, 50).riderPriceCents)).toBe("$19.87");
  });

  it("always adds up: gas + wear = driver price, driver price + fee = rider price", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.integer({ min: 10, max: 150 }),
        (miles, mpg) => {
          const split = costSplit(miles, mpg);
          expect(split.gasCents + split.wearCents).toBe(split.driverPriceCents);
          expect(split.driverPriceCents + split.platformFeeCents).toBe(split.riderPriceCents);
          expect(split.gasCents).toBeGreaterThanOrEqual(0);
          expect(split.wearCents).toBeGreaterThanOrEqual(0);
          expect(split.gasCents).toBe(Math.min(gasCostCents(miles, mpg), split.driverPriceCents));
        },
      ),
    );
  });

  it("keeps the catalogue's constants", () => {
    expect(PRICING).toMatchObject({ gasCentsPerGallon: 317, wearCentsPerMile: 6, riderMultiplier: 1.4 });
    expect(PRICING.defaultPricePerSeatCents).toBe(1500);
    expect(DEFAULT_MPG).toBe(25);
  });
});
