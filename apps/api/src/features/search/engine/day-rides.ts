import Flatbush from "flatbush";
import { haversineMiles } from "@campusride/shared/domain/distance";
import { toGridBox, writeDetourBox } from "./detour-bounds.ts";
import { builtPlace, entryOf, type IdTable } from "./id-table.ts";
import { REMOVED, RideBlock } from "./ride-block.ts";

/** Children per node of a day's tree (flatbush's default). */
const NODE_SIZE = 16;

/**
 * The rides of one departure date. `built` is in tree order and indexed by a static
 * flatbush tree of detour boxes (in grid units, detour-bounds.ts); rides added or changed since go to
 * `recent`, scanned linearly, and what they replace stays in place marked REMOVED until
 * the next rebuild merges both into a new `built`.
 */
export class DayRides {
  built = new RideBlock(0);
  /**
   * Over the first `tree.numItems` entries of `built`, its leaf k being entry k; the others
   * start where they end.
   */
  tree: Flatbush | undefined;
  recent = new RideBlock(0);
  /** Rides of the day (not counting REMOVED entries). */
  live = 0;
  /** REMOVED entries still held by `built` or `recent`. */
  stale = 0;
  /** No ride of the day departs earlier (a lower bound: removals leave it as it was). */
  earliestDeparture = Infinity;

  constructor(
    readonly number: number,
    readonly date: string,
  ) {}

  /** Entries the tree does not answer for: what a rebuild would tidy up. */
  get pending(): number {
    return this.recent.length + this.stale;
  }

  blockOf(place: number): RideBlock {
    return place > 0 ? this.built : this.recent;
  }

  /** Rides of the day departing after `now`. */
  countDepartingAfter(now: number): number {
    if (now < this.earliestDeparture) return this.live;
    return countAfter(this.built, now) + countAfter(this.recent, now);
  }

  /**
   * Merges `built` and `recent` into a new `built` in curve order, builds its tree, and
   * points the id table at the rides' new places.
   */
  rebuild(table: IdTable): void {
    const count = this.live;
    // every live entry as a place (built: +, recent: −), with its box
    const sources = new Int32Array(count);
    const boxes = new Float64Array(count * 4);
    const hasBox = new Uint8Array(count);
    const box = new Float64Array(4);
    let n = 0;
    let earliest = Infinity;
    for (const block of [this.built, this.recent]) {
      const sign = block === this.built ? 1 : -1;
      for (let entry = 0; entry < block.length; entry += 1) {
        if (block.seats[entry] === REMOVED) continue;
        const c = block.coords.subarray(entry * 4, entry * 4 + 4);
        const direct = haversineMiles({ lat: c[0]!, lng: c[1]! }, { lat: c[2]!, lng: c[3]! });
        if (writeDetourBox(c[0]!, c[1]!, c[2]!, c[3]!, direct, box)) {
          toGridBox(box);
          boxes.set(box, n * 4);
          hasBox[n] = 1;
        }
        sources[n] = sign * (entry + 1);
        earliest = Math.min(earliest, block.departureAt[entry]!);
        n += 1;
      }
    }
    const { order, tree } = treeOrder(boxes, hasBox, count);
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
    this.recent = new RideBlock(0);
    this.stale = 0;
    this.earliestDeparture = earliest;
  }
}

function countAfter(block: RideBlock, now: number): number {
  let count = 0;
  for (let entry = 0; entry < block.length; entry += 1) {
    if (block.departureAt[entry]! > now && block.seats[entry] !== REMOVED) count += 1;
  }
  return count;
}

/**
 * The day's tree over the boxed entries, and indices 0..count-1 in its leaf order (boxless
 * ones last): the built block takes that order, so that the tree's leaf k is built entry
 * k and the leaves of one node sit side by side in memory (match-scan.ts walks it).
 */
function treeOrder(
  boxes: Float64Array,
  hasBox: Uint8Array,
  count: number,
): { order: Uint32Array; tree: Flatbush | undefined } {
  const order = new Uint32Array(count);
  const unboxed: number[] = [];
  for (let k = 0; k < count; k += 1) if (hasBox[k] !== 1) unboxed.push(k);
  const boxed = count - unboxed.length;
  let tree: Flatbush | undefined;
  if (boxed > 0) {
    const boxedIndices = new Uint32Array(boxed);
    tree = new Flatbush(boxed, NODE_SIZE, Int16Array);
    for (let k = 0, n = 0; k < count; k += 1) {
      if (hasBox[k] !== 1) continue;
      boxedIndices[n] = k;
      n += 1;
      tree.add(boxes[k * 4]!, boxes[k * 4 + 1]!, boxes[k * 4 + 2]!, boxes[k * 4 + 3]!);
    }
    tree.finish();
    // after finish, the leaf level of the tree's indices lists the items in leaf order
    const leaves = tree._indices;
    for (let n = 0; n < boxed; n += 1) order[n] = boxedIndices[leaves[n]!]!;
  }
  order.set(unboxed, boxed);
  return { order, tree };
}
