import { describe, expect, it } from "vitest";
import { haversineMiles } from "../src/domain/distance.ts";
import {
  averageScore,
  compareMatches,
  detourRatio,
  evaluateMatch,
  matchFigures,
  matchScore,
} from "../src/domain/matching.ts";
import { searchInputSchema } from "../src/schemas/search.ts";

const GAINESVILLE = { lat: 29.6516, lng: -82.3248 };
const OCALA = { lat: 29.1872, lng: -82.1401 };
const ORLANDO = { lat: 28.5384, lng: -81.3789 };
const TAMPA = { lat: 27.9506, lng: -82.4572 };
const MIAMI = { lat: 25.7617, lng: -80.1918 };

describe("match score", () => {
  it("is 100 on the way (115 clamped), 100 up to 1.5, 85 above", () => {
    expect(matchScore(1)).toBe(100);
    expect(matchScore(1.25)).toBe(100);
    expect(matchScore(1.26)).toBe(100);
    expect(matchScore(1.5)).toBe(100);
    expect(matchScore(1.51)).toBe(85);
    expect(matchScore(2)).toBe(85);
  });

  it("a ride that starts where it ends never matches", () => {
    expect(detourRatio(0, 0, 0, 0)).toBe(Infinity);
    expect(matchFigures(0, 0, 0, 0)).toBeUndefined();
  });
});

describe("evaluateMatch", () => {
  it("finds Gainesville → Ocala on the way of Gainesville → Orlando", () => {
    const figures = evaluateMatch(
      { origin: GAINESVILLE, destination: ORLANDO },
      { origin: GAINESVILLE, destination: OCALA },
    );
    expect(figures).toMatchObject({ isOnTheWay: true, matchScore: 100, exactMatch: false });
    expect(figures!.detourFactor).toBeLessThanOrEqual(1.25);
    expect(figures!.detourMiles).toBeGreaterThanOrEqual(0);
    expect(figures!.estimatedTravelTime).toMatch(/min/);
  });

  it("marks both ends within 5 miles as an exact match", () => {
    const nearGainesville = { lat: GAINESVILLE.lat + 0.03, lng: GAINESVILLE.lng };
    const figures = evaluateMatch(
      { origin: GAINESVILLE, destination: ORLANDO },
      { origin: nearGainesville, destination: ORLANDO },
    );
    expect(haversineMiles(GAINESVILLE, nearGainesville)).toBeLessThan(5);
    expect(figures?.exactMatch).toBe(true);
    expect(figures?.detourFactor).toBeLessThan(1.1);
  });

  it("refuses a trip the other way round, or far off the route", () => {
    expect(
      evaluateMatch(
        { origin: GAINESVILLE, destination: ORLANDO },
        { origin: ORLANDO, destination: GAINESVILLE },
      ),
    ).toBeUndefined();
    expect(
      evaluateMatch({ origin: GAINESVILLE, destination: OCALA }, { origin: TAMPA, destination: MIAMI }),
    ).toBeUndefined();
  });
});

describe("search order", () => {
  it("sorts by score, then departure, then id", () => {
    const rides = [
      { id: "b", matchScore: 100, departureAt: 2 },
      { id: "c", matchScore: 85, departureAt: 1 },
      { id: "a", matchScore: 100, departureAt: 2 },
      { id: "d", matchScore: 100, departureAt: 1 },
    ];
    expect(rides.sort(compareMatches).map((ride) => ride.id)).toEqual(["d", "a", "b", "c"]);
  });

  it("averages to one decimal, 0 when nothing matched", () => {
    expect(averageScore(285, 3)).toBe(95);
    expect(averageScore(185, 2)).toBe(92.5);
    expect(averageScore(0, 0)).toBe(0);
  });
});

describe("search payload", () => {
  const valid = {
    originLat: GAINESVILLE.lat,
    originLng: GAINESVILLE.lng,
    destinationLat: OCALA.lat,
    destinationLng: OCALA.lng,
    passengers: 2,
    departureDate: "2027-03-04",
  };

  it("accepts the catalogue's payload", () => {
    expect(searchInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["passengers 0", { passengers: 0 }],
    ["passengers 7", { passengers: 7 }],
    ["passengers 'x'", { passengers: "x" }],
    ["latitude 91", { originLat: 91 }],
    ["a US-style date", { departureDate: "03/04/2027" }],
    ["a date that does not exist", { departureDate: "2027-02-30" }],
    ["an address over 500 characters", { originAddress: "a".repeat(501) }],
  ])("refuses %s", (_, change) => {
    expect(searchInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
