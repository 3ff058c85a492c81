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
  BEST_SCORE,
  boundedScore,
  exceedsLimit,
  gridX,
  gridY,
  NO_MATCH,
  UNDECIDED,
  writeUnitVector,
} from "./detour-bounds.ts";
import { readId } from "./ride-ids.ts";
import { DEPARTURE_STRIDE, REMOVED, SEATS_STRIDE, VECTOR_STRIDE, type RideBlock } from "./ride-block.ts";
import { COUNTED_SEATS, SHAPE_STRIDE, type RideGroups } from "./ride-groups.ts";
import type { RideTree } from "./ride-tree.ts";
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
  // the box of the trip's ends in the trees' grid units: a ride's box must hold it
  private minX = 0;
  private minY = 0;
  private maxX = 0;
  private maxY = 0;
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
  private checksDepartures = true;
  private matched = 0;
  private scoreSum = 0;
  private readonly top = new TopMatches();
  private readonly rideOrigin: LatLng = { lat: 0, lng: 0 };
  private readonly rideDestination: LatLng = { lat: 0, lng: 0 };
  private readonly legs = { toPickup: 0, fromDropOff: 0, direct: 0 };

  /** Nodes still to visit in a tree walk: each as its first child's position and level. */
  private stack: Int32Array = new Int32Array(256);

  start(query: SearchQuery, limit: number): void {
    this.origin.lat = query.originLat;
    this.origin.lng = query.originLng;
    this.destination.lat = query.destinationLat;
    this.destination.lng = query.destinationLng;
    const pickupX = gridX(query.originLng);
    const pickupY = gridY(query.originLat);
    const dropOffX = gridX(query.destinationLng);
    const dropOffY = gridY(query.destinationLat);
    this.minX = Math.min(pickupX, dropOffX);
    this.minY = Math.min(pickupY, dropOffY);
    this.maxX = Math.max(pickupX, dropOffX);
    this.maxY = Math.max(pickupY, dropOffY);
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
    this.checksDepartures = true;
    this.top.reset(limit);
  }

  /** Whether rides may have left by `now` (else their departures need no look before a match). */
  setDepartureCheck(checksDepartures: boolean): void {
    this.checksDepartures = checksDepartures;
  }

  /**
   * Considers the entries of `block` whose boxes hold both ends of the trip. The tree's
   * leaf k is entry k (day-rides.ts), so the walk reads the block in order; a node is
   * entered only when its box holds both ends, as every box inside it must. A leaf node
   * is a group of rides (ride-groups.ts), decided at once where its bounds allow.
   */
  scanTree(tree: RideTree, block: RideBlock, groups: RideGroups): void {
    const levels = tree.levels;
    const size = tree.size;
    const { minX, minY, maxX, maxY } = this;
    let stack = this.stack;
    // (level, node) pairs whose boxes are still to test
    stack[0] = levels.length - 1;
    stack[1] = 0;
    let depth = 2;
    while (depth > 0) {
      depth -= 2;
      const level = stack[depth]!;
      const node = stack[depth + 1]!;
      const boxes = levels[level]!;
      const at = node * 4;
      if (boxes[at]! > minX || boxes[at + 1]! > minY || boxes[at + 2]! < maxX || boxes[at + 3]! < maxY)
        continue;
      if (level === 1) {
        this.scanGroup(block, groups, node, tree.entries);
        continue;
      }
      const end = Math.min(node * size + size, levels[level - 1]!.length / 4);
      for (let child = end - 1; child >= node * size; child -= 1) {
        if (depth + 2 > stack.length) stack = this.growStack();
        stack[depth] = level - 1;
        stack[depth + 1] = child;
        depth += 2;
      }
    }
  }

  private growStack(): Int32Array {
    const grown = new Int32Array(this.stack.length * 2);
    grown.set(this.stack);
    this.stack = grown;
    return grown;
  }

  /**
   * Considers the entries of a block that keeps its boxes (a day's recent rides) whose
   * boxes hold both ends of the trip: the same test the tree's leaves get, so that a day's
   * few hundred rides outside its tree cost a box test each, not a check.
   */
  scanRecent(block: RideBlock): void {
    const boxes = block.boxes;
    const { minX, minY, maxX, maxY } = this;
    for (let entry = 0; entry < block.length; entry += 1) {
      const at = entry * 4;
      if (boxes[at]! > minX || boxes[at + 1]! > minY || boxes[at + 2]! < maxX || boxes[at + 3]! < maxY)
        continue;
      this.checkRides(block, entry, entry + 1, true);
    }
  }

  /**
   * The rides of group g (the tree's level-1 node g, of the first `entries` built ones):
   * no match for any of them, one score for all (counted from the group's seat counts
   * when none can enter the top), or else each one checked on its own. Rides have no box
   * of their own here: a box test would reject ~1 in 5 of an undecided group's rides
   * but read one more array per group, and after the day's data was evicted each array a
   * group reads costs a miss (measured: ~5% slower searches, 8 more bytes a ride).
   */
  private scanGroup(block: RideBlock, groups: RideGroups, g: number, entries: number): void {
    const first = g * groups.size;
    const last = Math.min(first + groups.size, entries);
    const score = this.shapeScore(groups.shape, g * SHAPE_STRIDE);
    if (score === NO_MATCH) return;
    const passengers = this.passengers;
    if (score === UNDECIDED) {
      this.checkRides(block, first, last, this.top.admits(BEST_SCORE, groups.earliestOf(g)));
      return;
    }
    const mayEnterTop = this.top.admits(score, groups.earliestOf(g));
    if (!this.checksDepartures && passengers >= 1 && passengers <= COUNTED_SEATS && !mayEnterTop) {
      const count = groups.seatsAtLeast(g, passengers);
      this.matched += count;
      this.scoreSum += count * score;
      return;
    }
    this.countRides(block, first, last, score, mayEnterTop);
  }

  /**
   * The score every ride of a shape (group-shape.ts) at s[at …] would get, NO_MATCH or
   * UNDECIDED: by the triangle inequality, d(C,P) − r ≤ d(O,P) ≤ d(C,P) + r for each of
   * its origins O (C, r its origins' cap), and alike at the destinations.
   */
  private shapeScore(s: Float32Array, at: number): number {
    let ex = s[at]! - this.px;
    let ey = s[at + 1]! - this.py;
    let ez = s[at + 2]! - this.pz;
    const toPickup = Math.sqrt(ex * ex + ey * ey + ez * ez);
    ex = s[at + 4]! - this.qx;
    ey = s[at + 5]! - this.qy;
    ez = s[at + 6]! - this.qz;
    const fromDropOff = Math.sqrt(ex * ex + ey * ey + ez * ez);
    const originRadius = s[at + 3]!;
    const destinationRadius = s[at + 7]!;
    const lowSum =
      Math.max(0, arcAtLeast(toPickup) - originRadius) +
      this.riderAngle +
      Math.max(0, arcAtLeast(fromDropOff) - destinationRadius);
    const highDirect = s[at + 9]!;
    if (exceedsLimit(lowSum, highDirect)) return NO_MATCH;
    const highSum =
      arcAtMost(toPickup) + originRadius + this.riderAngle + arcAtMost(fromDropOff) + destinationRadius;
    return boundedScore(lowSum, highDirect, highSum, s[at + 8]!);
  }

  /**
   * Checks the entries first … last − 1 of `block` one by one: seats, departure, the chord
   * bounds, the exact check where those cannot tell; counts each match and offers it to
   * the top (unless `mayEnterTop` is false: none of them could enter). One loop with the
   * trip in local variables, the counts added once at its end: this is where a search
   * spends most of its time (~4,000 rides a B1 search).
   */
  private checkRides(block: RideBlock, first: number, last: number, mayEnterTop: boolean): void {
    const seats = block.seatBytes;
    const departures = block.departures;
    const v = block.vectors;
    const { passengers, checksDepartures, now, px, py, pz, qx, qy, qz, riderAngle, top } = this;
    const source = mayEnterTop ? top.sourceOf(block) : 0;
    let matched = 0;
    let scoreSum = 0;
    for (let entry = first; entry < last; entry += 1) {
      const rideSeats = seats[entry * SEATS_STRIDE]!;
      if (rideSeats < passengers || rideSeats === REMOVED) continue;
      // a day whose rides all leave after now skips reading departures until a match
      if (checksDepartures && !(departures[entry * DEPARTURE_STRIDE]! > now)) continue;
      const at = entry * VECTOR_STRIDE;
      const ox = v[at]!;
      const oy = v[at + 1]!;
      const oz = v[at + 2]!;
      const dx = v[at + 3]!;
      const dy = v[at + 4]!;
      const dz = v[at + 5]!;
      // x * x, not x ** 2: the optimiser turns ** into a call to pow
      let ex = ox - px;
      let ey = oy - py;
      let ez = oz - pz;
      const toPickup = Math.sqrt(ex * ex + ey * ey + ez * ez);
      ex = dx - qx;
      ey = dy - qy;
      ez = dz - qz;
      const fromDropOff = Math.sqrt(ex * ex + ey * ey + ez * ez);
      ex = ox - dx;
      ey = oy - dy;
      ez = oz - dz;
      const direct = Math.sqrt(ex * ex + ey * ey + ez * ez);
      const lowSum = arcAtLeast(toPickup) + riderAngle + arcAtLeast(fromDropOff);
      const highDirect = arcAtMost(direct);
      if (exceedsLimit(lowSum, highDirect)) continue;
      const highSum = arcAtMost(toPickup) + riderAngle + arcAtMost(fromDropOff);
      let score = boundedScore(lowSum, highDirect, highSum, arcAtLeast(direct));
      if (score === UNDECIDED) score = this.exactScore(block, entry);
      if (score === NO_MATCH) continue;
      matched += 1;
      scoreSum += score;
      if (mayEnterTop && top.admitsScore(score)) {
        const departureAt = departures[entry * DEPARTURE_STRIDE]!;
        if (top.admits(score, departureAt)) top.offer(score, departureAt, source, entry);
      }
    }
    this.matched += matched;
    this.scoreSum += scoreSum;
  }

  /**
   * Counts the entries first … last − 1 of `block`, all within the detour limit with this
   * score, that have the seats and have not left, offering them to the top.
   */
  private countRides(
    block: RideBlock,
    first: number,
    last: number,
    score: number,
    mayEnterTop: boolean,
  ): void {
    const seats = block.seatBytes;
    const departures = block.departures;
    const { passengers, checksDepartures, now, top } = this;
    const source = mayEnterTop ? top.sourceOf(block) : 0;
    let matched = 0;
    for (let entry = first; entry < last; entry += 1) {
      const rideSeats = seats[entry * SEATS_STRIDE]!;
      if (rideSeats < passengers || rideSeats === REMOVED) continue;
      if (checksDepartures && !(departures[entry * DEPARTURE_STRIDE]! > now)) continue;
      matched += 1;
      if (mayEnterTop && top.admitsScore(score)) {
        const departureAt = departures[entry * DEPARTURE_STRIDE]!;
        if (top.admits(score, departureAt)) top.offer(score, departureAt, source, entry);
      }
    }
    this.matched += matched;
    this.scoreSum += matched * score;
  }

  finish(totalRides: number): SearchOutcome {
    const top = this.top;
    const matches: RideMatch[] = [];
    for (let k = 0; k < top.count; k += 1) {
      const block = top.blockAt(k);
      const entry = top.entries[k]!;
      const legs = this.measure(block, entry);
      const figures = matchFigures(legs.toPickup, this.riderLeg, legs.fromDropOff, legs.direct)!;
      matches.push({ id: readId(block.ids, entry * 4), departureAt: top.departures[k]!, ...figures });
    }
    top.reset(0);
    return {
      matches,
      totalRides,
      matchedRides: this.matched,
      averageScore: averageScore(this.scoreSum, this.matched),
      scoreSum: this.scoreSum,
    };
  }

  /**
   * The ride's legs from the same haversineMiles calls as evaluateMatch (the rider's leg,
   * the fourth, is computed once per search), in a record reused by the next call.
   */
  private measure(
    block: RideBlock,
    entry: number,
  ): { toPickup: number; fromDropOff: number; direct: number } {
    const c = block.coords;
    const origin = this.rideOrigin;
    const destination = this.rideDestination;
    origin.lat = c[entry * 4]!;
    origin.lng = c[entry * 4 + 1]!;
    destination.lat = c[entry * 4 + 2]!;
    destination.lng = c[entry * 4 + 3]!;
    const legs = this.legs;
    legs.toPickup = haversineMiles(origin, this.origin);
    legs.fromDropOff = haversineMiles(this.destination, destination);
    legs.direct = haversineMiles(origin, destination);
    return legs;
  }

  /** The score as matchFigures decides it. */
  private exactScore(block: RideBlock, entry: number): number {
    const legs = this.measure(block, entry);
    const ratio = detourRatio(legs.toPickup, this.riderLeg, legs.fromDropOff, legs.direct);
    return ratio <= MATCHING.maxDetourRatio ? matchScore(ratio) : NO_MATCH;
  }
}
