import { haversineMiles } from "@campusride/shared/domain/distance";
import { gridX, gridY, toGridBox, writeDetourBox } from "./detour-bounds.ts";
import { builtPlace, entryOf, type IdTable } from "./id-table.ts";
import { REMOVED, RideBlock } from "./ride-block.ts";
import { RideGroups } from "./ride-groups.ts";
import { rideOrder, RideTree } from "./ride-tree.ts";
import type { IndexedRide } from "./types.ts";

/** Children per node of a day's tree, and rides per group (8 and 32 measured the same). */
const NODE_SIZE = 16;

/**
 * The rides of one departure date. `built` is in tree order (rides with close origins
 * and close destinations side by side) and indexed by a static tree of detour boxes (in
 * grid units, detour-bounds.ts, ride-tree.ts) whose leaf nodes are groups decided at once
 * (ride-groups.ts); rides added or changed since go to
 * `recent`, scanned linearly, and what they replace stays in place marked REMOVED until
 * the next rebuild merges both into a new `built`.
 */
export class DayRides {
  built = new RideBlock(0);
  /**
   * Over the first `tree.entries` entries of `built`, its leaf k being entry k; the others
   * start where they end.
   */
  tree: RideTree | undefined;
  /** The tree's leaf nodes as groups of rides decided at once (ride-groups.ts). */
  groups: RideGroups | undefined;
  recent = new RideBlock(0, true);
  /** Rides of the day (not counting REMOVED entries). */
  live = 0;
  /** REMOVED entries still held by `built` or `recent`. */
  stale = 0;
  /** No ride of the day departs earlier (a lower bound: removals leave it as it was). */
  earliestDeparture = Infinity;

  readonly number: number;
  readonly date: string;

  constructor(number: number, date: string) {
    this.number = number;
    this.date = date;
  }

  /** Entries the tree does not answer for: what a rebuild would tidy up. */
  get pending(): number {
    return this.recent.length + this.stale;
  }

  blockOf(place: number): RideBlock {
    return place > 0 ? this.built : this.recent;
  }

  /** Marks the entry at `place` REMOVED (it waits for the next rebuild). */
  markRemoved(place: number): void {
    const block = this.blockOf(place);
    const entry = entryOf(place);
    this.groupsOf(place)?.countSeats(entry, block.seatsOf(entry), -1);
    block.markRemoved(entry);
  }

  /** Changes the seats and the departure of the entry at `place` in place. */
  update(place: number, ride: IndexedRide): void {
    const block = this.blockOf(place);
    const entry = entryOf(place);
    const groups = this.groupsOf(place);
    groups?.countSeats(entry, block.seatsOf(entry), -1);
    block.update(entry, ride);
    groups?.countSeats(entry, block.seatsOf(entry), 1);
    groups?.noteDeparture(entry, ride.departureAt);
    this.earliestDeparture = Math.min(this.earliestDeparture, ride.departureAt);
  }

  private groupsOf(place: number): RideGroups | undefined {
    return place > 0 && entryOf(place) < (this.tree?.entries ?? 0) ? this.groups : undefined;
  }

  /** Rides of the day departing after `now`. */
  countDepartingAfter(now: number): number {
    if (now < this.earliestDeparture) return this.live;
    return countAfter(this.built, now) + countAfter(this.recent, now);
  }

  /**
   * Merges `built` and `recent` into a new `built` in tree order, builds its tree and groups, and
   * points the id table at the rides' new places.
   */
  rebuild(table: IdTable): void {
    const count = this.live;
    // every live entry as a place (built: +, recent: −), with its box
    const sources = new Int32Array(count);
    const boxes = new Float64Array(count * 4);
    const hasBox = new Uint8Array(count);
    const ends = new Float64Array(count * 4);
    const box = new Float64Array(4);
    let n = 0;
    let earliest = Infinity;
    for (const block of [this.built, this.recent]) {
      const sign = block === this.built ? 1 : -1;
      for (let entry = 0; entry < block.length; entry += 1) {
        if (block.seatsOf(entry) === REMOVED) continue;
        const c = block.coords.subarray(entry * 4, entry * 4 + 4);
        const direct = haversineMiles({ lat: c[0]!, lng: c[1]! }, { lat: c[2]!, lng: c[3]! });
        if (writeDetourBox(c[0]!, c[1]!, c[2]!, c[3]!, direct, box)) {
          toGridBox(box);
          boxes.set(box, n * 4);
          hasBox[n] = 1;
        }
        ends[n * 4] = gridX(c[1]!);
        ends[n * 4 + 1] = gridY(c[0]!);
        ends[n * 4 + 2] = gridX(c[3]!);
        ends[n * 4 + 3] = gridY(c[2]!);
        sources[n] = sign * (entry + 1);
        earliest = Math.min(earliest, block.departureOf(entry));
        n += 1;
      }
    }
    const { order, tree } = treeOrder(boxes, hasBox, ends, count);
    const built = new RideBlock(count);
    for (let k = 0; k < count; k += 1) {
      const source = sources[order[k]!]!;
      built.copyFrom(this.blockOf(source), entryOf(source));
    }
    for (let entry = 0; entry < count; entry += 1) {
      const slot = table.find(built.ids, entry * 4);
      table.relocate(slot, this.number, builtPlace(entry));
    }
    this.built = built;
    this.tree = tree;
    this.groups = tree ? new RideGroups(NODE_SIZE, built, tree.entries) : undefined;
    this.recent = new RideBlock(0, true);
    this.stale = 0;
    this.earliestDeparture = earliest;
  }
}

function countAfter(block: RideBlock, now: number): number {
  let count = 0;
  for (let entry = 0; entry < block.length; entry += 1) {
    if (block.departureOf(entry) > now && block.seatsOf(entry) !== REMOVED) count += 1;
  }
  return count;
}

/**
 * The day's tree over the boxed entries, and indices 0..count-1 in its order (boxless
 * ones last): the built block takes that order, so that the tree's leaf k is built entry
 * k and the rides of one group sit side by side in memory (match-scan.ts walks it).
 */
function treeOrder(
  boxes: Float64Array,
  hasBox: Uint8Array,
  ends: Float64Array,
  count: number,
): { order: Uint32Array; tree: RideTree | undefined } {
  const order = new Uint32Array(count);
  const unboxed: number[] = [];
  for (let k = 0; k < count; k += 1) if (hasBox[k] !== 1) unboxed.push(k);
  const boxed = count - unboxed.length;
  let tree: RideTree | undefined;
  if (boxed > 0) {
    const boxedIndices = new Uint32Array(boxed);
    const boxedEnds = new Float64Array(boxed * 4);
    for (let k = 0, n = 0; k < count; k += 1) {
      if (hasBox[k] !== 1) continue;
      boxedIndices[n] = k;
      boxedEnds.set(ends.subarray(k * 4, k * 4 + 4), n * 4);
      n += 1;
    }
    const sorted = rideOrder(boxedEnds, boxed);
    const leafBoxes = new Int16Array(boxed * 4);
    for (let n = 0; n < boxed; n += 1) {
      const k = boxedIndices[sorted[n]!]!;
      order[n] = k;
      leafBoxes.set(boxes.subarray(k * 4, k * 4 + 4), n * 4);
    }
    tree = new RideTree(NODE_SIZE, leafBoxes);
  }
  order.set(unboxed, boxed);
  return { order, tree };
}
