import { describe, expect, it } from "vitest";
import { isSameTripPlace } from "../src/domain/trip-ends.ts";

const gainesville = { name: "Gainesville", address: "Gainesville, FL, USA", lat: 29.65163, lng: -82.32483 };

describe("isSameTripPlace", () => {
  it("takes two located ends less than a mile apart as one place", () => {
    expect(isSameTripPlace(gainesville, { ...gainesville, name: "Downtown" })).toBe(true);
    expect(isSameTripPlace(gainesville, { ...gainesville, lat: gainesville.lat + 0.01 })).toBe(true);
    expect(isSameTripPlace(gainesville, { ...gainesville, lat: gainesville.lat + 0.05 })).toBe(false);
  });

  it("compares the addresses (or names) of ends without coordinates, however spelled", () => {
    expect(isSameTripPlace({ name: "Gainesville, FL" }, { name: " gainesville,  fl " })).toBe(true);
    expect(
      isSameTripPlace({ name: "Gainesville", address: "Gainesville, FL, USA" }, { name: "Gainesville, FL" }),
    ).toBe(true);
    expect(isSameTripPlace({ name: "Gainesville, FL" }, { name: "Gainesville, GA" })).toBe(false);
    expect(isSameTripPlace({ name: "Gainesville, FL" }, { name: "Orlando, FL" })).toBe(false);
  });
});
