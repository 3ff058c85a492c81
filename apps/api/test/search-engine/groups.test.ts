import { describe, expect, it } from "vitest";
import { arcAtLeast } from "../../src/features/search/engine/detour-bounds.ts";
import {
  DEPARTURE_STRIDE,
  REMOVED,
  RideBlock,
  SEATS_STRIDE,
  VECTOR_STRIDE,
} from "../../src/features/search/engine/ride-block.ts";
import { COUNTED_SEATS, RideGroups, SHAPE_STRIDE } from "../../src/features/search/engine/ride-groups.ts";
import { RideTree } from "../../src/features/search/engine/ride-tree.ts";
import { syntheticRides } from "./support/synthetic-rides.ts";

// A group's shape, earliest departure and seat counts share one 64-byte record through
// three typed-array views: each part must read back what was written, and changing one
// (seats taken, a ride brought forward) must leave the others as they were.

const SIZE = 16;
const ENTRIES = 72; // four full groups and one of 8

function groupsOf(): { block: RideBlock; groups: RideGroups } {
  const block = new RideBlock(ENTRIES);
  for (const ride of syntheticRides({ count: ENTRIES, days: 1, firstDate: "2027-03-01", seed: 3 }))
    block.append(ride);
  return { block, groups: new RideGroups(SIZE, block, ENTRIES) };
}

function expectRecordsMatch(block: RideBlock, groups: RideGroups): void {
  expect(groups.count).toBe(Math.ceil(ENTRIES / SIZE));
  for (let g = 0; g < groups.count; g += 1) {
    const entries = Array.from({ length: Math.min(SIZE, ENTRIES - g * SIZE) }, (_, k) => g * SIZE + k);
    const live = entries.filter((entry) => block.seatsOf(entry) !== REMOVED);
    expect(groups.earliestOf(g)).toBeLessThanOrEqual(Math.min(...live.map((e) => block.departureOf(e))));
    for (let seats = 1; seats <= COUNTED_SEATS; seats += 1)
      expect(groups.seatsAtLeast(g, seats)).toBe(live.filter((e) => block.seatsOf(e) >= seats).length);
    // every ride's ends within the caps, its direct angle within the bounds
    const s = groups.shape;
    const at = g * SHAPE_STRIDE;
    const v = block.vectors;
    for (const entry of entries) {
      const e = entry * VECTOR_STRIDE;
      const angle = (x: number, y: number, z: number, c: number) =>
        arcAtLeast(Math.hypot(x - s[c]!, y - s[c + 1]!, z - s[c + 2]!));
      expect(angle(v[e]!, v[e + 1]!, v[e + 2]!, at)).toBeLessThanOrEqual(s[at + 3]!);
      expect(angle(v[e + 3]!, v[e + 4]!, v[e + 5]!, at + 4)).toBeLessThanOrEqual(s[at + 7]!);
      const direct = Math.hypot(v[e]! - v[e + 3]!, v[e + 1]! - v[e + 4]!, v[e + 2]! - v[e + 5]!);
      expect(arcAtLeast(direct)).toBeGreaterThanOrEqual(s[at + 8]!);
      expect(arcAtLeast(direct)).toBeLessThanOrEqual(s[at + 9]!);
    }
  }
}

describe("ride groups", () => {
  it("keep each group's shape, earliest departure and seat counts in its record", () => {
    const { block, groups } = groupsOf();
    expectRecordsMatch(block, groups);
    // the shape view spans whole records: its first 10 floats of each are the shape's
    const shapes = () =>
      Array.from({ length: groups.count }, (_, g) =>
        Array.from(groups.shape.subarray(g * SHAPE_STRIDE, g * SHAPE_STRIDE + 10)),
      );
    const before = shapes();
    for (let g = 0; g < groups.count; g += 1) {
      const entries = Array.from({ length: Math.min(SIZE, ENTRIES - g * SIZE) }, (_, k) => g * SIZE + k);
      expect(groups.earliestOf(g)).toBe(Math.min(...entries.map((e) => block.departureOf(e))));
    }
    // seats taken, a ride brought forward, a ride removed: only their own parts change
    for (const entry of [0, 17, 40, 71]) {
      groups.countSeats(entry, block.seatsOf(entry), -1);
      block.seatBytes[entry * SEATS_STRIDE] = 8;
      groups.countSeats(entry, 8, 1);
    }
    block.departures[33 * DEPARTURE_STRIDE] = block.departureOf(33) - 86_400_000;
    groups.noteDeparture(33, block.departureOf(33));
    groups.countSeats(50, block.seatsOf(50), -1);
    block.seatBytes[50 * SEATS_STRIDE] = REMOVED;
    expectRecordsMatch(block, groups);
    expect(groups.earliestOf(2)).toBe(block.departureOf(33));
    expect(shapes()).toEqual(before);
  });
});

describe("ride tree", () => {
  it("bounds every leaf box from level 1 up, without keeping the leaves", () => {
    const count = 300;
    const leaves = new Int16Array(count * 4);
    for (let k = 0; k < count; k += 1) {
      const x = ((k * 7919) % 60000) - 30000;
      const y = ((k * 104729) % 60000) - 30000;
      leaves.set([x, y, x + (k % 50), y + (k % 70)], k * 4);
    }
    const tree = new RideTree(SIZE, leaves.slice());
    expect(tree.entries).toBe(count);
    expect(tree.levels[0]!.length).toBe(0);
    const level1 = tree.levels[1]!;
    expect(level1.length / 4).toBe(Math.ceil(count / SIZE));
    for (let k = 0; k < count; k += 1) {
      const node = Math.floor(k / SIZE) * 4;
      expect(level1[node]!).toBeLessThanOrEqual(leaves[k * 4]!);
      expect(level1[node + 1]!).toBeLessThanOrEqual(leaves[k * 4 + 1]!);
      expect(level1[node + 2]!).toBeGreaterThanOrEqual(leaves[k * 4 + 2]!);
      expect(level1[node + 3]!).toBeGreaterThanOrEqual(leaves[k * 4 + 3]!);
    }
    // one root bounding everything
    expect(tree.levels[tree.levels.length - 1]!.length).toBe(4);
  });
});
