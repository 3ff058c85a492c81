import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { writeUnitVector } from "../../src/features/search/engine/detour-bounds.ts";
import { REMOVED, RideBlock, VECTOR_STRIDE } from "../../src/features/search/engine/ride-block.ts";
import { TopMatches } from "../../src/features/search/engine/top-matches.ts";
import { readId } from "../../src/features/search/engine/ride-ids.ts";
import { syntheticRides } from "./support/synthetic-rides.ts";

// A ride's vectors, departure and seats share one 40-byte record through three typed-array
// views: each must read back what was written, through growth and copies, and writing one
// must leave the others and the neighbouring records as they were.

describe("ride records", () => {
  it("keep each ride's vectors, departure and seats apart through growth and copies", () => {
    const rides = syntheticRides({ count: 100, days: 1, firstDate: "2027-03-01", seed: 9 });
    // odd departures (fractions of a millisecond, negative, huge) survive the copies bit for bit
    rides[3] = { ...rides[3]!, departureAt: -0.5 };
    rides[4] = { ...rides[4]!, departureAt: 2 ** 52 + 1, seatsRemaining: 300 };
    const grown = new RideBlock(0);
    for (const ride of rides) grown.append(ride);
    const copied = new RideBlock(rides.length);
    for (let entry = rides.length - 1; entry >= 0; entry -= 1) copied.copyFrom(grown, entry);
    const expected = new Float64Array(6);
    rides.forEach((ride, n) => {
      for (const [block, entry] of [
        [grown, n],
        [copied, rides.length - 1 - n],
      ] as const) {
        expect(block.departureOf(entry)).toBe(ride.departureAt);
        expect(block.seatsOf(entry)).toBe(Math.min(254, ride.seatsRemaining));
        expect(readId(block.ids, entry * 4)).toBe(ride.id);
        writeUnitVector(ride.originLat, ride.originLng, expected, 0);
        writeUnitVector(ride.destinationLat, ride.destinationLng, expected, 3);
        const vectors = block.vectors.subarray(entry * VECTOR_STRIDE, entry * VECTOR_STRIDE + 6);
        expect(Array.from(vectors)).toEqual(Array.from(expected, Math.fround));
      }
    });
    // a removal and an update touch their own ride only
    grown.markRemoved(10);
    grown.update(11, { ...rides[11]!, departureAt: 7, seatsRemaining: 2 });
    expect(grown.seatsOf(10)).toBe(REMOVED);
    expect(grown.departureOf(10)).toBe(rides[10]!.departureAt);
    expect([grown.departureOf(11), grown.seatsOf(11)]).toEqual([7, 2]);
    expect([grown.departureOf(12), grown.seatsOf(12)]).toEqual([
      rides[12]!.departureAt,
      Math.min(254, rides[12]!.seatsRemaining),
    ]);
    expect(grown.hasEnds(11, rides[11]!)).toBe(true);
  });
});

describe("top matches", () => {
  it("keeps the best matches in search order, reused from one search to the next", () => {
    const rides = syntheticRides({ count: 64, days: 1, firstDate: "2027-03-01", seed: 4 });
    const blocks = [new RideBlock(0), new RideBlock(0)];
    rides.forEach((ride, n) => blocks[n % 2]!.append(ride));
    const top = new TopMatches();
    const candidate = fc.record({
      ride: fc.integer({ min: 0, max: rides.length - 1 }),
      score: fc.constantFrom(85, 100),
      // few departures, so that ties go to the id
      departureAt: fc.constantFrom(1_000, 2_000, 3_000),
    });
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { selector: (c) => c.ride }), fc.nat(25), (candidates, limit) => {
        top.reset(limit);
        for (const c of candidates) {
          const block = blocks[c.ride % 2]!;
          if (top.admitsScore(c.score) && top.admits(c.score, c.departureAt))
            top.offer(c.score, c.departureAt, top.sourceOf(block), Math.floor(c.ride / 2));
        }
        const kept = Array.from({ length: top.count }, (_, k) => ({
          id: readId(top.blockAt(k).ids, top.entries[k]! * 4),
          score: top.scores[k],
          departureAt: top.departures[k],
        }));
        const expected = candidates
          .map((c) => ({ id: rides[c.ride]!.id, score: c.score, departureAt: c.departureAt }))
          .sort((a, b) => b.score - a.score || a.departureAt - b.departureAt || (a.id < b.id ? -1 : 1))
          .slice(0, limit);
        expect(kept).toEqual(expected);
      }),
    );
  });
});
