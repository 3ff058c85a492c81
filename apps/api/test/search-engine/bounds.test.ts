import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arcAtLeast,
  arcAtMost,
  boundedScore,
  gridX,
  gridY,
  NO_MATCH,
  toGridBox,
  UNDECIDED,
  writeDetourBox,
  writeUnitVector,
} from "../../src/features/search/engine/detour-bounds.ts";
import { EARTH_RADIUS_MILES, haversineMiles, type LatLng } from "@campusride/shared/domain/distance";
import { MATCHING, matchScore } from "@campusride/shared/domain/matching";

// The engine trusts these bounds to skip rides without the exact check: each must hold
// for every input, near the poles and the antimeridian as much as around Gainesville.

const latArb = fc.double({ min: -89.999, max: 89.999, noNaN: true });
const lngArb = fc.double({ min: -180, max: 180, noNaN: true });
const pointArb = fc.record({ lat: latArb, lng: lngArb });
/** A second point near the first, at one of several scales (a few metres to a continent). */
const nearArb = (from: LatLng) =>
  fc
    .tuple(
      fc.constantFrom(1e-5, 1e-3, 0.1, 1, 10, 60),
      fc.double({ min: -1, max: 1, noNaN: true }),
      fc.double({ min: -1, max: 1, noNaN: true }),
    )
    .map(([scale, a, b]) => ({ lat: clampLat(from.lat + scale * a), lng: wrapLng(from.lng + scale * b) }));

function clampLat(lat: number): number {
  return Math.max(-90, Math.min(90, lat));
}

function wrapLng(lng: number): number {
  return lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng;
}

const pairArb = pointArb.chain((from) => nearArb(from).map((to) => [from, to] as const));

describe("detour box", () => {
  it("holds every point whose detour is within the limit", () => {
    fc.assert(
      fc.property(pairArb, lngArb, latArb, ([origin, destination], towardsLng, towardsLat) => {
        const direct = haversineMiles(origin, destination);
        const box = new Float64Array(4);
        if (!writeDetourBox(origin.lat, origin.lng, destination.lat, destination.lng, direct, box)) {
          expect(direct).toBe(0);
          return;
        }
        // from the origin towards a random point, to the edge of the ellipse
        const toward = { lat: towardsLat, lng: towardsLng };
        const at = (t: number): LatLng => ({
          lat: clampLat(origin.lat + t * (toward.lat - origin.lat)),
          lng: wrapLng(origin.lng + t * (toward.lng - origin.lng)),
        });
        const within = (point: LatLng) =>
          haversineMiles(origin, point) + haversineMiles(point, destination) <=
          MATCHING.maxDetourRatio * direct;
        let inside = 0;
        let outside = 1;
        if (within(at(outside))) inside = outside;
        for (let step = 0; step < 80 && inside !== outside; step += 1) {
          const middle = (inside + outside) / 2;
          if (within(at(middle))) inside = middle;
          else outside = middle;
        }
        for (const point of [origin, destination, at(inside)]) {
          expect(point.lng).toBeGreaterThanOrEqual(box[0]!);
          expect(point.lat).toBeGreaterThanOrEqual(box[1]!);
          expect(point.lng).toBeLessThanOrEqual(box[2]!);
          expect(point.lat).toBeLessThanOrEqual(box[3]!);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps every point of a degree box inside its grid box", () => {
    fc.assert(
      fc.property(lngArb, lngArb, latArb, latArb, (a, b, c, d) => {
        const box = new Float64Array([Math.min(a, b), Math.min(c, d), Math.max(a, b), Math.max(c, d)]);
        const grid = new Float64Array(box);
        toGridBox(grid);
        for (const [lng, lat] of [
          [box[0]!, box[1]!],
          [box[2]!, box[3]!],
          [(a + b) / 2, (c + d) / 2],
        ] as const) {
          expect(gridX(lng)).toBeGreaterThanOrEqual(grid[0]!);
          expect(gridY(lat)).toBeGreaterThanOrEqual(grid[1]!);
          expect(gridX(lng)).toBeLessThanOrEqual(grid[2]!);
          expect(gridY(lat)).toBeLessThanOrEqual(grid[3]!);
        }
        expect(Int16Array.from(grid)).toEqual(new Int16Array([grid[0]!, grid[1]!, grid[2]!, grid[3]!]));
        expect(grid.every((unit) => Number.isInteger(unit) && unit >= -32768 && unit <= 32767)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is no ride's for a ride that starts where it ends", () => {
    expect(writeDetourBox(29.65, -82.32, 29.65, -82.32, 0, new Float64Array(4))).toBe(false);
  });
});

describe("arc bounds from float32 chords", () => {
  it("bracket the great-circle angle", () => {
    fc.assert(
      fc.property(pairArb, ([a, b]) => {
        const stored = new Float32Array(6);
        writeUnitVector(a.lat, a.lng, stored, 0);
        const exact = new Float64Array(3);
        writeUnitVector(b.lat, b.lng, exact, 0);
        const chord = Math.hypot(stored[0]! - exact[0]!, stored[1]! - exact[1]!, stored[2]! - exact[2]!);
        const angle = haversineMiles(a, b) / EARTH_RADIUS_MILES;
        expect(arcAtLeast(chord)).toBeLessThanOrEqual(angle);
        expect(arcAtMost(chord)).toBeGreaterThanOrEqual(angle);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("score from ratio bounds", () => {
  const ratioArb = fc.double({ min: 0.9, max: 2.6, noNaN: true });
  it("names a score only when every ratio between the bounds has it", () => {
    fc.assert(
      fc.property(ratioArb, ratioArb, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, t) => {
        const low = Math.min(a, b);
        const high = Math.max(a, b);
        const score = boundedScore(low, 1, high, 1);
        const between = low + t * (high - low);
        if (score === NO_MATCH) expect(between).toBeGreaterThan(MATCHING.maxDetourRatio);
        else if (score !== UNDECIDED) {
          expect(between).toBeLessThanOrEqual(MATCHING.maxDetourRatio);
          expect(matchScore(between)).toBe(score);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("decides the clear cases", () => {
    expect(boundedScore(1.0, 1, 1.1, 1)).toBe(100);
    expect(boundedScore(1.6, 1, 1.9, 1)).toBe(85);
    expect(boundedScore(2.1, 1, 2.5, 1)).toBe(NO_MATCH);
    expect(boundedScore(1.4, 1, 1.6, 1)).toBe(UNDECIDED);
    expect(boundedScore(1.9, 1, 2.1, 1)).toBe(UNDECIDED);
  });
});
