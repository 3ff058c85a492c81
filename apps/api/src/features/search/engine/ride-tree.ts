/**
 * A day's static tree of detour boxes (16-bit grid units): level 0 is the boxes of the
 * built entries in their order, and node j of level L bounds nodes j·size … j·size +
 * size − 1 of level L − 1, up to a single root. Level 0 is dropped once level 1 is built
 * (an empty array stands for it): the search checks a leaf node's rides by their bounds
 * (match-scan.ts), not their boxes, and it was 8 bytes a ride. The entries are put in an order that
 * keeps rides with nearby origins and nearby destinations together (rideOrder), so that
 * a level-1 node is a group of similar rides (ride-groups.ts) and its box stays small.
 */
export class RideTree {
  readonly levels: Int16Array[];
  /** Entries under the tree (the first ones of the built block). */
  readonly entries: number;

  readonly size: number;

  constructor(size: number, leafBoxes: Int16Array) {
    this.size = size;
    this.entries = leafBoxes.length / 4;
    this.levels = [leafBoxes];
    let below = leafBoxes;
    do {
      const children = below.length / 4;
      const nodes = Math.ceil(children / size);
      const level = new Int16Array(nodes * 4);
      for (let node = 0; node < nodes; node += 1) {
        let minX = 32767;
        let minY = 32767;
        let maxX = -32768;
        let maxY = -32768;
        for (let child = node * size; child < Math.min(children, node * size + size); child += 1) {
          minX = Math.min(minX, below[child * 4]!);
          minY = Math.min(minY, below[child * 4 + 1]!);
          maxX = Math.max(maxX, below[child * 4 + 2]!);
          maxY = Math.max(maxY, below[child * 4 + 3]!);
        }
        level.set([minX, minY, maxX, maxY], node * 4);
      }
      this.levels.push(level);
      below = level;
    } while (below.length > 4);
    this.levels[0] = new Int16Array(0);
  }
}

/** Bits of each coordinate in the order key: four of 13 make 52, exact in a double. */
const KEY_BITS = 13;

/**
 * The order of `count` rides, given their ends in grid units (originX, originY,
 * destinationX, destinationY per ride, −32768…32767): by a Z-order key interleaving the
 * four coordinates, so that consecutive rides have close origins and close destinations.
 */
export function rideOrder(ends: Float64Array, count: number): Uint32Array {
  const keys = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const cells = [0, 1, 2, 3].map(
      (c) => Math.max(0, Math.min(65535, Math.floor(ends[k * 4 + c]! + 32768))) >> (16 - KEY_BITS),
    );
    let key = 0;
    for (let bit = KEY_BITS - 1; bit >= 0; bit -= 1) {
      for (const cell of cells) key = key * 2 + ((cell >> bit) & 1);
    }
    keys[k] = key;
  }
  const order = new Uint32Array(count);
  for (let k = 0; k < count; k += 1) order[k] = k;
  return order.sort((a, b) => keys[a]! - keys[b]!);
}
