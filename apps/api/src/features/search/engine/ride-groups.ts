import { writeShape } from "./group-shape.ts";
import { REMOVED, type RideBlock } from "./ride-block.ts";

/** Seats counts kept per group: rides with at least 1, 2, … this many seats. */
export const COUNTED_SEATS = 8;
/**
 * Bytes of a group's record: its shape (10 float32), its earliest departure (a float64 at
 * byte 40) and its seat counts (8 uint16 at byte 48). One cache line instead of three
 * arrays' lines: after other work has evicted a day's data, a search reaching ~340
 * groups pays for a third of the misses.
 */
const RECORD_BYTES = 64;
/** Where a record's parts start, in units of each view's element. */
export const SHAPE_STRIDE = RECORD_BYTES / 4;
const EARLIEST_STRIDE = RECORD_BYTES / 8;
const EARLIEST_AT = 40 / 8;
const SEATS_STRIDE = RECORD_BYTES / 2;
const SEATS_AT = 48 / 2;

/**
 * The tree's leaf nodes as groups of consecutive built entries (group g holds entries
 * g·size … g·size + size − 1), each with what decides its rides at once: a cap around its
 * origins and one around its destinations (float32 centre, radius in radians, at least
 * the angle to every ride's end), bounds of the rides' direct angles, the earliest
 * departure (a lower bound) and how many live rides have at least 1 … 8 seats.
 */
export class RideGroups {
  readonly count: number;
  /**
   * Group g's shape at shape[g·SHAPE_STRIDE …]: origin centre x, y, z, radius,
   * destination centre x, y, z, radius, min direct, max direct.
   */
  readonly shape: Float32Array;
  /** Group g's earliest departure at earliest[g·EARLIEST_STRIDE] (use earliestOf). */
  readonly earliest: Float64Array;
  /** Group g's rides with at least p seats at seatCounts[g·SEATS_STRIDE + p − 1] (use seatsAtLeast). */
  readonly seatCounts: Uint16Array;

  readonly size: number;

  constructor(size: number, block: RideBlock, entries: number) {
    this.size = size;
    this.count = Math.ceil(entries / size);
    const records = new ArrayBuffer(this.count * RECORD_BYTES);
    this.shape = new Float32Array(records);
    this.earliest = new Float64Array(records, EARLIEST_AT * 8);
    this.seatCounts = new Uint16Array(records, SEATS_AT * 2);
    const centre = new Float64Array(3);
    for (let g = 0; g < this.count; g += 1) {
      const first = g * size;
      const last = Math.min(entries, first + size);
      writeShape(block.vectors, first, last, this.shape, g * SHAPE_STRIDE, centre);
      let earliest = Infinity;
      for (let entry = first; entry < last; entry += 1) {
        earliest = Math.min(earliest, block.departureOf(entry));
        this.countSeats(entry, block.seatsOf(entry), 1);
      }
      this.earliest[g * EARLIEST_STRIDE] = earliest;
    }
  }

  /** Adds `delta` to the counts the seats fall in (none for REMOVED). */
  countSeats(entry: number, seats: number, delta: number): void {
    if (seats === REMOVED) return;
    const at = Math.floor(entry / this.size) * SEATS_STRIDE;
    for (let p = 1; p <= Math.min(seats, COUNTED_SEATS); p += 1)
      this.seatCounts[at + p - 1] = this.seatCounts[at + p - 1]! + delta;
  }

  /** Keeps the group's earliest departure a lower bound after a ride's time changed. */
  noteDeparture(entry: number, departureAt: number): void {
    const at = Math.floor(entry / this.size) * EARLIEST_STRIDE;
    this.earliest[at] = Math.min(this.earliest[at]!, departureAt);
  }

  /** No live ride of group g departs earlier. */
  earliestOf(g: number): number {
    return this.earliest[g * EARLIEST_STRIDE]!;
  }

  /** How many live rides of group g have at least `seats` seats (1 … COUNTED_SEATS). */
  seatsAtLeast(g: number, seats: number): number {
    return this.seatCounts[g * SEATS_STRIDE + seats - 1]!;
  }
}
