import { arcAtLeast, arcAtMost, writeUnitVector } from "./detour-bounds.ts";
import { VECTOR_STRIDE } from "./ride-block.ts";

/** Slack added to a shape's radii, far above float64 rounding in their sums. */
const RADIUS_SLACK = 1e-9;

/**
 * What decides a run of rides at once (a group, ride-groups.ts): a
 * cap around their origins and one around their destinations (float32 centre, radius at
 * least `arcAtMost` of the chord to every ride's end, padded) and bounds of their direct
 * angles, rounded outward to float32. Written at shape[at … at + 9] (origin centre x, y,
 * z, radius, destination centre x, y, z, radius, in radians, min direct, max direct) for
 * the entries first … last − 1 of `vectors` (a RideBlock's unit vectors).
 */
export function writeShape(
  vectors: Float32Array,
  first: number,
  last: number,
  shape: Float32Array,
  at: number,
  centre: Float64Array,
): void {
  writeCap(vectors, first, last, 0, shape, at, centre);
  writeCap(vectors, first, last, 3, shape, at + 4, centre);
  const v = vectors;
  let low = Infinity;
  let high = 0;
  for (let entry = first; entry < last; entry += 1) {
    const e = entry * VECTOR_STRIDE;
    const direct = Math.hypot(v[e]! - v[e + 3]!, v[e + 1]! - v[e + 4]!, v[e + 2]! - v[e + 5]!);
    low = Math.min(low, arcAtLeast(direct));
    high = Math.max(high, arcAtMost(direct));
  }
  // rounded to float32 outward
  shape[at + 8] = Math.fround(low) > low ? low * (1 - 1e-6) : low;
  shape[at + 9] = Math.fround(high) < high ? high * (1 + 1e-6) : high;
}

/** The cap of the entries' origins (offset 0) or destinations (offset 3) at shape[at…at+3]. */
function writeCap(
  v: Float32Array,
  first: number,
  last: number,
  offset: number,
  shape: Float32Array,
  at: number,
  centre: Float64Array,
): void {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let entry = first; entry < last; entry += 1) {
    x += v[entry * VECTOR_STRIDE + offset]!;
    y += v[entry * VECTOR_STRIDE + offset + 1]!;
    z += v[entry * VECTOR_STRIDE + offset + 2]!;
  }
  const norm = Math.hypot(x, y, z);
  if (norm > 0) {
    centre[0] = x / norm;
    centre[1] = y / norm;
    centre[2] = z / norm;
  } else {
    writeUnitVector(0, 0, centre, 0);
  }
  shape[at] = centre[0]!;
  shape[at + 1] = centre[1]!;
  shape[at + 2] = centre[2]!;
  let radius = 0;
  for (let entry = first; entry < last; entry += 1) {
    const e = entry * VECTOR_STRIDE + offset;
    const chord = Math.hypot(v[e]! - shape[at]!, v[e + 1]! - shape[at + 1]!, v[e + 2]! - shape[at + 2]!);
    radius = Math.max(radius, arcAtMost(chord));
  }
  shape[at + 3] = radius * (1 + 1e-6) + RADIUS_SLACK;
}
