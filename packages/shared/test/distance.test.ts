import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cityRefOf,
  estimateDurationSeconds,
  estimateRoadMiles,
  ESTIMATE_ROAD_FACTOR,
  fallbackMiles,
  fixedCityPairs,
  fixedPairMiles,
  formatDuration,
  formatMiles,
  haversineMiles,
  metersToMiles,
  OFFLINE_ROAD_FACTOR,
  tripRoadMiles,
} from "../src/domain/distance.ts";

const gainesville = { lat: 29.65163, lng: -82.32483 };
const orlando = { lat: 28.53834, lng: -81.37924 };

const latLng = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("fixed city pairs", () => {
  it("has the catalogue's Gainesville distances, both ways", () => {
    const gnv = { city: "Gainesville", state: "FL" };
    for (const [city, miles] of [
      ["Orlando", 115],
      ["Miami", 337],
      ["Tampa", 139],
    ] as const) {
      expect(fixedPairMiles(gnv, { city, state: "FL" })).toBe(miles);
      expect(fixedPairMiles({ city, state: "FL" }, gnv)).toBe(miles);
    }
  });

  it("matches names regardless of case and spacing, and only in Florida", () => {
    expect(fixedPairMiles({ city: " gainesville ", state: "fl" }, { city: "ORLANDO", state: "FL" })).toBe(
      115,
    );
    expect(
      fixedPairMiles({ city: "Gainesville", state: "GA" }, { city: "Orlando", state: "FL" }),
    ).toBeUndefined();
    expect(
      fixedPairMiles({ city: "Gainesville", state: "FL" }, { city: "Ocala", state: "FL" }),
    ).toBeUndefined();
  });

  it("is symmetric for every pair", () => {
    for (const [a, b, miles] of fixedCityPairs()) {
      expect(fixedPairMiles({ city: b, state: "FL" }, { city: a, state: "FL" })).toBe(miles);
    }
  });

  it("keeps every road distance above the straight line (calibration sanity)", () => {
    expect(OFFLINE_ROAD_FACTOR).toBeGreaterThan(1);
    expect(OFFLINE_ROAD_FACTOR).toBeLessThan(ESTIMATE_ROAD_FACTOR);
  });
});

describe("haversine and the road estimate", () => {
  it("puts Gainesville about 96 straight miles from Orlando", () => {
    expect(haversineMiles(gainesville, orlando)).toBeCloseTo(95.8, 0);
    expect(estimateRoadMiles(gainesville, orlando)).toBeCloseTo(95.8 * OFFLINE_ROAD_FACTOR, 0);
    expect(estimateRoadMiles(gainesville, orlando, ESTIMATE_ROAD_FACTOR)).toBeCloseTo(124.6, 0);
  });

  it("is symmetric, zero for one point, and never above half the Earth's circumference", () => {
    fc.assert(
      fc.property(latLng, latLng, (a, b) => {
        expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 6);
        expect(haversineMiles(a, a)).toBe(0);
        expect(haversineMiles(a, b)).toBeLessThanOrEqual(Math.PI * 3958.7613 + 1e-6);
      }),
    );
  });

  it("obeys the triangle inequality", () => {
    // Near antipodal points asin() loses precision (about 1e-4 miles); a thousandth of a
    // mile (1.6 m) is far below anything a route shows.
    fc.assert(
      fc.property(latLng, latLng, latLng, (a, b, c) => {
        expect(haversineMiles(a, c)).toBeLessThanOrEqual(haversineMiles(a, b) + haversineMiles(b, c) + 1e-3);
      }),
    );
  });

  it("converts meters with 0.000621371", () => {
    expect(metersToMiles(185_075)).toBeCloseTo(115.0, 1);
    expect(metersToMiles(1609.344)).toBeCloseTo(1, 5);
  });
});

describe("duration estimate", () => {
  it("drives at 60 mph above 50 miles and 45 mph otherwise", () => {
    expect(estimateDurationSeconds(115)).toBe(6900); // 1 h 55 min
    expect(estimateDurationSeconds(60)).toBe(3600);
    expect(estimateDurationSeconds(50)).toBe(4000); // 50 / 45 h
    expect(estimateDurationSeconds(45)).toBe(3600);
    expect(estimateDurationSeconds(0)).toBe(0);
  });

  it("words durations as maps services do", () => {
    expect(formatDuration(6900)).toBe("1 hour 55 mins");
    expect(formatDuration(3600)).toBe("1 hour");
    expect(formatDuration(20_220)).toBe("5 hours 37 mins");
    expect(formatDuration(60)).toBe("1 min");
    expect(formatDuration(0)).toBe("0 mins");
  });

  it("shows distance in whole miles", () => {
    expect(formatMiles(114.6)).toBe("115 mi");
    expect(formatMiles(115)).toBe("115 mi");
  });
});

describe("fallback distances", () => {
  it("uses 75 with no location, 50 within a state and 100 across states", () => {
    expect(fallbackMiles(undefined, "FL")).toBe(75);
    expect(fallbackMiles(null, null)).toBe(75);
    expect(fallbackMiles("FL", "fl")).toBe(50);
    expect(fallbackMiles("FL", "GA")).toBe(100);
  });
});

describe("tripRoadMiles: the one distance rule", () => {
  const orlando = { lat: 28.53834, lng: -81.37924 };
  const tampa = { lat: 27.94752, lng: -82.45843 };

  it("takes the fixed city pair when both ends name its cities, else the road estimate", () => {
    expect(
      tripRoadMiles({ ...orlando, city: "Orlando", state: "FL" }, { ...tampa, city: "Tampa", state: "FL" }),
    ).toEqual({ miles: 84, fixed: true });
    // by coordinates alone, the offline road map: I-4's 82 miles and the way into Orlando
    const estimate = tripRoadMiles(orlando, tampa);
    expect(estimate.fixed).toBe(false);
    expect(estimate.miles).toBe(84);
    expect(estimate.miles).toBeLessThan(Math.round(estimateRoadMiles(orlando, tampa)));
  });

  it("reads a city and state from 'Orlando, FL' and 'Orlando, FL, USA'", () => {
    expect(cityRefOf("Orlando, FL")).toEqual({ city: "Orlando", state: "FL" });
    expect(cityRefOf("Orlando, fl, USA")).toEqual({ city: "Orlando", state: "FL" });
    expect(cityRefOf("University of Florida")).toBeUndefined();
  });
});
