import { EARTH_RADIUS_MILES } from "@campusride/shared/domain/distance";
import { MATCHING, matchScore } from "@campusride/shared/domain/matching";

/**
 * Cheap, provably conservative stand-ins for the great-circle distances of matching:
 * where a ride's pickups and drop-offs can be (the detour ellipse's bounding box), and
 * lower and upper bounds of a detour ratio from chord lengths. They only ever say "no",
 * "certainly this score" or "cannot tell"; the last goes to the exact haversine.
 */

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;

/**
 * Chords are measured between float32 unit vectors: each component is off by at most
 * 2⁻²⁵ after rounding, so a chord by at most √3·2·2⁻²⁵ ≈ 1.04e-7. Bounds allow ten times that.
 */
const CHORD_ERROR = 1e-6;
/** Relative slack between a bound and the ratio the exact check computes in float64. */
const RATIO_SLACK = 1e-12;

/** Writes the unit vector of a point (x, y, z) at `out[at..at+2]`. */
export function writeUnitVector(
  lat: number,
  lng: number,
  out: Float32Array | Float64Array,
  at: number,
): void {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  const cosPhi = Math.cos(phi);
  out[at] = cosPhi * Math.cos(lambda);
  out[at + 1] = cosPhi * Math.sin(lambda);
  out[at + 2] = Math.sin(phi);
}

/** At most the angle (radians) of a chord measured between float32 unit vectors. */
export function arcAtLeast(chord: number): number {
  return chord > CHORD_ERROR ? chord - CHORD_ERROR : 0;
}

/**
 * At least the angle of that chord: the arc is 2·asin(c/2) ≤ c·(1 + c²/20) for c ≤ 1
 * (the series c + c³/24 + 3c⁵/640 + … reaches π/3 ≈ 1.0472 at c = 1), at most c·π/2 beyond.
 */
export function arcAtMost(chord: number): number {
  const c = chord + CHORD_ERROR;
  return c * (c <= 1 ? 1 + (c * c) / 20 : Math.PI / 2);
}

/** boundedScore: no ratio between the bounds is within the detour limit. */
export const NO_MATCH = -2;
/** boundedScore: the bounds hold ratios of different scores; compute the ratio exactly. */
export const UNDECIDED = -1;

/**
 * The ratios at which matchScore changes, ascending, the last being the detour limit,
 * and the score of the ratios up to each: with today's rules [1.5, 2] and [100, 85]
 * (on the way scores 115, clamped to 100 like the rest up to 1.5).
 */
const TIER_LIMITS: number[] = [];
const TIER_SCORES: number[] = [];
for (const limit of [MATCHING.onTheWayRatio, MATCHING.penaltyRatio, MATCHING.maxDetourRatio].sort(
  (a, b) => a - b,
)) {
  if (limit > MATCHING.maxDetourRatio) continue;
  // matchScore is constant on (previous limit, limit]: it changes just above each limit
  const score = matchScore(limit);
  if (TIER_SCORES.length > 0 && TIER_SCORES[TIER_SCORES.length - 1] === score) TIER_LIMITS.pop();
  else TIER_SCORES.push(score);
  TIER_LIMITS.push(limit);
}

/** The best score a match can have. */
export const BEST_SCORE = Math.max(...TIER_SCORES);

/** Whether lowSum / highDirect, a lower bound of the ratio, is already above the limit. */
export function exceedsLimit(lowSum: number, highDirect: number): boolean {
  return lowSum * (1 - RATIO_SLACK) > MATCHING.maxDetourRatio * highDirect;
}

/**
 * The score of every ratio between lowSum / highDirect and highSum / lowDirect (bounds of
 * the legs' sum and of the direct distance, in any one unit), NO_MATCH or UNDECIDED.
 * Multiplications only: a direct bound of 0 just leaves the ride undecided.
 */
export function boundedScore(lowSum: number, highDirect: number, highSum: number, lowDirect: number): number {
  const low = lowSum * (1 - RATIO_SLACK);
  const high = highSum * (1 + RATIO_SLACK);
  for (let tier = 0; tier < TIER_LIMITS.length; tier += 1) {
    const limit = TIER_LIMITS[tier]!;
    if (high <= limit * lowDirect) return TIER_SCORES[tier]!; // the low bound passed the tier below
    if (!(low > limit * highDirect)) return UNDECIDED;
  }
  return NO_MATCH;
}

const ends = new Float64Array(6);

/**
 * Trees keep boxes as 16-bit integers, half the bytes of float32: a grid unit is
 * 360/65535° of longitude and 180/65535° of latitude (about 600 and 300 metres). Box
 * edges are rounded outward to whole units; points are compared in (fractional) units
 * by the same monotone formula, so a point inside a box stays inside its grid box.
 */
const GRID_X = 65535 / 360;
const GRID_Y = 65535 / 180;

export function gridX(lng: number): number {
  return (lng + 180) * GRID_X - 32768;
}

export function gridY(lat: number): number {
  return (lat + 90) * GRID_Y - 32768;
}

function clampToGrid(unit: number): number {
  return Math.max(-32768, Math.min(32767, unit));
}

/** The degree box (minLng, minLat, maxLng, maxLat) in grid units, rounded outward, in place. */
export function toGridBox(box: Float64Array): void {
  box[0] = clampToGrid(Math.floor(gridX(box[0]!)));
  box[1] = clampToGrid(Math.floor(gridY(box[1]!)));
  box[2] = clampToGrid(Math.ceil(gridX(box[2]!)));
  box[3] = clampToGrid(Math.ceil(gridY(box[3]!)));
}

/**
 * The bounding box, in degrees (minLng, minLat, maxLng, maxLat), of every point X with d(O,X) + d(X,D) ≤ maxDetourRatio·d(O,D): only there
 * can a pickup or a drop-off lie, since origin → pickup → drop-off → destination is at
 * least d(O,P) + d(P,D). With s = d(O,X), t = d(X,D), c = d(O,D) and the ratio k, the
 * spherical median identity cos s + cos t = 2·cos(XM)·cos(c/2) (M the midpoint of OD),
 * with s + t ≤ kc and |s − t| ≤ c, gives cos XM ≥ cos(kc/2): the ellipse lies in the cap
 * of radius kc/2 around M (taken while that is under 90°, else the whole globe). Returns
 * false for a ride that starts where it ends, which never matches.
 */
export function writeDetourBox(
  oLat: number,
  oLng: number,
  dLat: number,
  dLng: number,
  directMiles: number,
  out: Float64Array,
): boolean {
  if (!(directMiles > 0)) return false;
  const radius = (directMiles / EARTH_RADIUS_MILES) * (MATCHING.maxDetourRatio / 2) * (1 + 1e-6) + 1e-9;
  let minLat = -90;
  let maxLat = 90;
  let minLng = -180;
  let maxLng = 180;
  if (radius < Math.PI / 2) {
    writeUnitVector(oLat, oLng, ends, 0);
    writeUnitVector(dLat, dLng, ends, 3);
    const x = ends[0]! + ends[3]!;
    const y = ends[1]! + ends[4]!;
    const z = ends[2]! + ends[5]!;
    const midLat = Math.atan2(z, Math.hypot(x, y));
    const midLng = Math.atan2(y, x);
    const south = midLat - radius;
    const north = midLat + radius;
    minLat = Math.max(-90, south * DEGREES - 1e-9);
    maxLat = Math.min(90, north * DEGREES + 1e-9);
    if (north < Math.PI / 2 && south > -Math.PI / 2) {
      // a cap away from the poles spans asin(sin r / cos φ) of longitude either side
      const halfWidth = Math.asin(Math.min(1, Math.sin(radius) / Math.cos(midLat))) * (1 + 1e-9) + 1e-12;
      if (midLng - halfWidth > -Math.PI && midLng + halfWidth < Math.PI) {
        minLng = (midLng - halfWidth) * DEGREES - 1e-9;
        maxLng = (midLng + halfWidth) * DEGREES + 1e-9;
      }
    }
  }
  out[0] = minLng;
  out[1] = minLat;
  out[2] = maxLng;
  out[3] = maxLat;
  return true;
}
