import type Flatbush from "flatbush";
import { EARTH_RADIUS_MILES, haversineMiles, type LatLng } from "@campusride/shared/domain/distance";
import {
  averageScore,
  detourRatio,
  MATCHING,
  matchFigures,
  matchScore,
} from "@campusride/shared/domain/matching";
import {
  arcAtLeast,
  arcAtMost,
  boundedScore,
  exceedsLimit,
  NO_MATCH,
  UNDECIDED,
  writeUnitVector,
} from "./detour-bounds.ts";
import { readId } from "./ride-ids.ts";
import { REMOVED, RideBlock } from "./ride-block.ts";
import { TopMatches } from "./top-matches.ts";
import type { RideMatch, SearchOutcome, SearchQuery } from "./types.ts";

/**
 * One search's pass over candidate rides: the bounds decide most of them, the exact
 * haversine (the same calls as evaluateMatch) the rest; every match is counted, the best
 * `limit` kept. One instance per index, reused by each search.
 */
export class MatchScan {
  private readonly origin: LatLng = { lat: 0, lng: 0 };
  private readonly destination: LatLng = { lat: 0, lng: 0 };
  private dropOffLat = 0;
  private dropOffLng = 0;
  // the trip's unit vectors
  private px = 0;
  private py = 0;
  private pz = 0;
  private qx = 0;
  private qy = 0;
  private qz = 0;
  private readonly vector = new Float64Array(3);
  /** The rider's leg as haversineMiles gives it, and as an angle for the bounds. */
  private riderLeg = 0;
  private riderAngle = 0;
  private passengers = 0;
  private now = 0;
  private matched = 0;
  private scoreSum = 0;
  private top = new TopMatches(0);
  /** The block a tree search reports entries of. */
  private treeBlock = new RideBlock(0);
  private readonly rideOrigin: LatLng = { lat: 0, lng: 0 };
  private readonly rideDestination: LatLng = { lat: 0, lng: 0 };

  /**
   * flatbush's filter for a search at the pickup: the entry's box holds the pickup; it
   * must hold the drop-off too. Always false: matches are collected here, not listed.
   */
  private readonly treeFilter = (entry: number, minLng: number, minLat: number, maxLng: number, maxLat: number): boolean => {
    const lat = this.dropOffLat;
    const lng = this.dropOffLng;
    if (lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat) this.consider(this.treeBlock, entry);
    return false;
  };

  start(query: SearchQuery, limit: number): void {
    this.origin.lat = query.originLat;
    this.origin.lng = query.originLng;
    this.destination.lat = query.destinationLat;
    this.destination.lng = query.destinationLng;
    this.dropOffLat = query.destinationLat;
    this.dropOffLng = query.destinationLng;
    const v = this.vector;
    writeUnitVector(query.originLat, query.originLng, v, 0);
    this.px = v[0]!;
    this.py = v[1]!;
    this.pz = v[2]!;
    writeUnitVector(query.destinationLat, query.destinationLng, v, 0);
    this.qx = v[0]!;
    this.qy = v[1]!;
    this.qz = v[2]!;
    this.riderLeg = haversineMiles(this.origin, this.destination);
    this.riderAngle = this.riderLeg / EARTH_RADIUS_MILES;
    this.passengers = query.passengers;
    this.now = query.now;
    this.matched = 0;
    this.scoreSum = 0;
    this.top = new TopMatches(Math.max(0, limit));
  }

  /** Considers the entries of `block` whose boxes (in `tree`) hold both ends of the trip. */
  scanTree(tree: Flatbush, block: RideBlock): void {
    this.treeBlock = block;
    tree.search(this.origin.lng, this.origin.lat, this.origin.lng, this.origin.lat, this.treeFilter);
  }

  scanAll(block: RideBlock): void {
    for (let entry = 0; entry < block.length; entry += 1) this.consider(block, entry);
  }

  private consider(block: RideBlock, entry: number): void {
    const seats = block.seats[entry]!;
    if (seats < this.passengers || seats === REMOVED) return;
    const departureAt = block.departureAt[entry]!;
    if (!(departureAt > this.now)) return;
    const v = block.vectors;
    const at = entry * 6;
    const ox = v[at]!;
    const oy = v[at + 1]!;
    const oz = v[at + 2]!;
    const dx = v[at + 3]!;
    const dy = v[at + 4]!;
    const dz = v[at + 5]!;
    // x * x, not x ** 2: the optimiser turns ** into a call to pow
    let ex = ox - this.px;
    let ey = oy - this.py;
    let ez = oz - this.pz;
    const toPickup = Math.sqrt(ex * ex + ey * ey + ez * ez);
    ex = dx - this.qx;
    ey = dy - this.qy;
    ez = dz - this.qz;
    const fromDropOff = Math.sqrt(ex * ex + ey * ey + ez * ez);
    ex = ox - dx;
    ey = oy - dy;
    ez = oz - dz;
    const direct = Math.sqrt(ex * ex + ey * ey + ez * ez);
    const lowSum = arcAtLeast(toPickup) + this.riderAngle + arcAtLeast(fromDropOff);
    const highDirect = arcAtMost(direct);
    if (exceedsLimit(lowSum, highDirect)) return;
    const highSum = arcAtMost(toPickup) + this.riderAngle + arcAtMost(fromDropOff);
    let score = boundedScore(lowSum, highDirect, highSum, arcAtLeast(direct));
    if (score === UNDECIDED) score = this.exactScore(block, entry);
    if (score === NO_MATCH) return;
    this.matched += 1;
    this.scoreSum += score;
    this.top.offer(score, departureAt, block, entry);
  }

  finish(totalRides: number): SearchOutcome {
    const top = this.top;
    const matches: RideMatch[] = [];
    for (let k = 0; k < top.count; k += 1) {
      const block = top.blocks[k]!;
      const entry = top.entries[k]!;
      this.loadRide(block, entry);
      // evaluateMatch's four distances, the rider's leg computed once per search
      const figures = matchFigures(
        haversineMiles(this.rideOrigin, this.origin),
        this.riderLeg,
        haversineMiles(this.destination, this.rideDestination),
        haversineMiles(this.rideOrigin, this.rideDestination),
      )!;
      matches.push({ id: readId(block.ids, entry * 4), departureAt: top.departures[k]!, ...figures });
    }
    this.top = new TopMatches(0);
    return {
      matches,
      totalRides,
      matchedRides: this.matched,
      averageScore: averageScore(this.scoreSum, this.matched),
    };
  }

  private loadRide(block: RideBlock, entry: number): void {
    const c = block.coords;
    this.rideOrigin.lat = c[entry * 4]!;
    this.rideOrigin.lng = c[entry * 4 + 1]!;
    this.rideDestination.lat = c[entry * 4 + 2]!;
    this.rideDestination.lng = c[entry * 4 + 3]!;
  }

  /** The score as matchFigures decides it, from the same haversine calls as evaluateMatch. */
  private exactScore(block: RideBlock, entry: number): number {
    this.loadRide(block, entry);
    const ratio = detourRatio(
      haversineMiles(this.rideOrigin, this.origin),
      this.riderLeg,
      haversineMiles(this.destination, this.rideDestination),
      haversineMiles(this.rideOrigin, this.rideDestination),
    );
    return ratio <= MATCHING.maxDetourRatio ? matchScore(ratio) : NO_MATCH;
  }
}
