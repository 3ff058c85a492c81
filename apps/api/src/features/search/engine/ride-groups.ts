import { arcAtLeast, arcAtMost, writeUnitVector } from "./detour-bounds.ts";
import { REMOVED, type RideBlock } from "./ride-block.ts";

/** Seats counts kept per group: rides with at least 1, 2, … this many seats. */
export const COUNTED_SEATS = 8;
/** Slack added to a group's radii, far above float64 rounding in their sums. */
const RADIUS_SLACK = 1e-9;

/**
 * The tree's leaf nodes as groups of consecutive built entries (group g holds entries
 * g·size … g·size + size − 1), each with what decides its rides at once: a cap around its
 * origins and one around its destinations (float32 centre, radius in radians, at least
 * the angle to every ride's end), bounds of the rides' direct angles, the earliest
 * departure (a lower bound) and how many live rides have at least 1 … 8 seats.
 */
export class RideGroups {
  readonly count: number;
  /** Per group: origin centre x, y, z, radius, destination centre x, y, z, radius, min direct, max direct. */
  readonly shape: Float32Array;
  readonly earliest: Float64Array;
  readonly seatCounts: Uint16Array;

  constructor(
    readonly size: number,
    block: RideBlock,
    entries: number,
  ) {
    this.count = Math.ceil(entries / size);
    this.shape = new Float32Array(this.count * 10);
    this.earliest = new Float64Array(this.count);
    this.seatCounts = new Uint16Array(this.count * COUNTED_SEATS);
    const centre = new Float64Array(3);
    for (let g = 0; g < this.count; g += 1) {
      const first = g * size;
      const last = Math.min(entries, first + size);
      this.writeCap(block, first, last, 0, g * 10, centre);
      this.writeCap(block, first, last, 3, g * 10 + 4, centre);
      let low = Infinity;
      let high = 0;
      let earliest = Infinity;
      const v = block.vectors;
      for (let entry = first; entry < last; entry += 1) {
        const at = entry * 6;
        const direct = Math.hypot(v[at]! - v[at + 3]!, v[at + 1]! - v[at + 4]!, v[at + 2]! - v[at + 5]!);
        low = Math.min(low, arcAtLeast(direct));
        high = Math.max(high, arcAtMost(direct));
        earliest = Math.min(earliest, block.departureAt[entry]!);
        this.countSeats(entry, block.seats[entry]!, 1);
      }
      // rounded to float32 outward
      this.shape[g * 10 + 8] = Math.fround(low) > low ? low * (1 - 1e-6) : low;
      this.shape[g * 10 + 9] = Math.fround(high) < high ? high * (1 + 1e-6) : high;
      this.earliest[g] = earliest;
    }
  }

  /** Adds `delta` to the counts the seats fall in (none for REMOVED). */
  countSeats(entry: number, seats: number, delta: number): void {
    if (seats === REMOVED) return;
    const at = Math.floor(entry / this.size) * COUNTED_SEATS;
    for (let p = 1; p <= Math.min(seats, COUNTED_SEATS); p += 1)
      this.seatCounts[at + p - 1] = this.seatCounts[at + p - 1]! + delta;
  }

  /** Keeps the group's earliest departure a lower bound after a ride's time changed. */
  noteDeparture(entry: number, departureAt: number): void {
    const g = Math.floor(entry / this.size);
    this.earliest[g] = Math.min(this.earliest[g]!, departureAt);
  }

  /** The cap of the entries' origins (offset 0) or destinations (offset 3) at shape[at…at+3]. */
  private writeCap(
    block: RideBlock,
    first: number,
    last: number,
    offset: number,
    at: number,
    centre: Float64Array,
  ): void {
    const v = block.vectors;
    let x = 0;
    let y = 0;
    let z = 0;
    for (let entry = first; entry < last; entry += 1) {
      x += v[entry * 6 + offset]!;
      y += v[entry * 6 + offset + 1]!;
      z += v[entry * 6 + offset + 2]!;
    }
    const norm = Math.hypot(x, y, z);
    if (norm > 0) {
      centre[0] = x / norm;
      centre[1] = y / norm;
      centre[2] = z / norm;
    } else {
      writeUnitVector(0, 0, centre, 0);
    }
    const shape = this.shape;
    shape[at] = centre[0]!;
    shape[at + 1] = centre[1]!;
    shape[at + 2] = centre[2]!;
    let radius = 0;
    for (let entry = first; entry < last; entry += 1) {
      const e = entry * 6 + offset;
      const chord = Math.hypot(v[e]! - shape[at]!, v[e + 1]! - shape[at + 1]!, v[e + 2]! - shape[at + 2]!);
      radius = Math.max(radius, arcAtMost(chord));
    }
    shape[at + 3] = radius * (1 + 1e-6) + RADIUS_SLACK;
  }
}
