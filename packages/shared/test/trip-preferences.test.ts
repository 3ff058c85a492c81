import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRIP_PREFERENCES,
  LUGGAGE_SIZES,
  isApprovedInstantly,
  matchesTripFilters,
  mayJoinTrip,
  preferenceBadges,
  termsKey,
  termsOfKey,
  type TripTerms,
} from "../src/domain/trip-preferences.ts";

const terms: fc.Arbitrary<TripTerms> = fc.record({
  preferences: fc.record({
    luggageSize: fc.constantFrom(...LUGGAGE_SIZES),
    maxTwoInBack: fc.boolean(),
    petsAllowed: fc.boolean(),
    smokingAllowed: fc.boolean(),
    musicAllowed: fc.boolean(),
    womenOnly: fc.boolean(),
  }),
  instantBooking: fc.boolean(),
});

const plain: TripTerms = { preferences: DEFAULT_TRIP_PREFERENCES, instantBooking: false };

describe("trip preferences", () => {
  it("give each kind of trip its own key, and the key gives the terms back", () => {
    fc.assert(
      fc.property(terms, (trip) => {
        const key = termsKey(trip);
        expect(key).toBeGreaterThanOrEqual(0);
        expect(key).toBeLessThan(128);
        expect(termsOfKey(key)).toEqual(trip);
      }),
    );
  });

  it("filters: a missing filter passes every trip; a set one must match", () => {
    fc.assert(fc.property(terms, (trip) => matchesTripFilters(trip, {})));
    const pets = { ...plain, preferences: { ...plain.preferences, petsAllowed: true } };
    expect(matchesTripFilters(pets, { petsAllowed: true })).toBe(true);
    expect(matchesTripFilters(plain, { petsAllowed: true })).toBe(false);
    expect(matchesTripFilters(plain, { smokingAllowed: false, musicAllowed: true })).toBe(true);
    expect(matchesTripFilters(plain, { instantBooking: true })).toBe(false);
    expect(matchesTripFilters({ ...plain, instantBooking: true }, { instantBooking: true })).toBe(true);
  });

  it("luggage: a suitcase needs a trip that takes suitcases, a small bag fits every trip", () => {
    const smallBags = { ...plain, preferences: { ...plain.preferences, luggageSize: "small_bag" as const } };
    expect(matchesTripFilters(plain, { luggageSize: "suitcase" })).toBe(true);
    expect(matchesTripFilters(smallBags, { luggageSize: "suitcase" })).toBe(false);
    expect(matchesTripFilters(smallBags, { luggageSize: "small_bag" })).toBe(true);
    expect(matchesTripFilters(plain, { luggageSize: "small_bag" })).toBe(true);
  });

  it("a women-only trip is for riders who ask for women-only trips; any other trip is for everyone", () => {
    expect(mayJoinTrip({ womenOnly: true }, false)).toBe(false);
    expect(mayJoinTrip({ womenOnly: true }, true)).toBe(true);
    expect(mayJoinTrip({ womenOnly: false }, false)).toBe(true);
    expect(mayJoinTrip({ womenOnly: false }, true)).toBe(true);
  });

  it("badges name every preference in words, instant booking and women-only first", () => {
    expect(preferenceBadges(plain).map((badge) => badge.label)).toEqual([
      "Suitcase OK",
      "No pets",
      "No smoking",
      "Music OK",
    ]);
    const instant = termsOfKey(127 & ~32);
    expect(preferenceBadges(instant).map((badge) => badge.label)).toEqual([
      "Instant booking",
      "Suitcase OK",
      "Max 2 in the back",
      "Pets OK",
      "Smoking OK",
      "Music OK",
    ]);
    // a women-only trip is never instant-booked, whatever its setting: no such badge
    expect(preferenceBadges(termsOfKey(127)).map((badge) => badge.label)).toEqual([
      "Women only",
      "Suitcase OK",
      "Max 2 in the back",
      "Pets OK",
      "Smoking OK",
      "Music OK",
    ]);
  });

  it("a women-only trip is never approved instantly, nor found by the instant-booking filter", () => {
    const womenOnlyInstant = termsOfKey(64 | 32);
    expect(isApprovedInstantly(womenOnlyInstant)).toBe(false);
    expect(isApprovedInstantly(termsOfKey(64))).toBe(true);
    expect(matchesTripFilters(womenOnlyInstant, { instantBooking: true })).toBe(false);
    expect(matchesTripFilters(womenOnlyInstant, { instantBooking: false })).toBe(true);
  });
});
