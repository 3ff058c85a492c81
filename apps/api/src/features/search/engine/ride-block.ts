import { haversineMiles } from "@campusride/shared/domain/distance";
import { writeIdWords } from "./ride-ids.ts";
import { toGridBox, writeDetourBox, writeUnitVector } from "./detour-bounds.ts";
import type { IndexedRide } from "./types.ts";

/** `seats` of a ride that was removed or replaced; its entry waits for the day's rebuild. */
export const REMOVED = 255;
/** Seats are kept in a byte; a search asks for at most 6, so more than this compares alike. */
const MAX_SEATS = 254;
/** The grid box of a ride that never matches: no point is both right of its left edge and left of its right one. */
const EMPTY_BOX = [32767, 32767, -32768, -32768];
const degreeBox = new Float64Array(4);

/**
 * Rides as parallel typed arrays, one entry per ride: the float64 coordinates the exact
 * check reads, float32 unit vectors for the cheap bounds, the departure, the seats and
 * the id. About 81 bytes a ride, no object per ride for the garbage collector to walk.
 */
export class RideBlock {
  length = 0;
  /** originLat, originLng, destinationLat, destinationLng per ride. */
  coords: Float64Array;
  /** Origin x, y, z and destination x, y, z on the unit sphere, per ride. */
  vectors: Float32Array;
  departureAt: Float64Array;
  seats: Uint8Array;
  /** The id's four words per ride (ride-ids.ts). */
  ids: Uint32Array;
  /**
   * With `keepsBoxes`, each ride's detour box in grid units (as the tree's leaves have
   * them), so that a search scans a day's recent rides box first, as it walks the tree;
   * empty otherwise (a built block's boxes are its tree's leaves).
   */
  boxes: Int16Array;

  readonly keepsBoxes: boolean;

  constructor(capacity: number, keepsBoxes = false) {
    this.keepsBoxes = keepsBoxes;
    this.coords = new Float64Array(capacity * 4);
    this.vectors = new Float32Array(capacity * 6);
    this.departureAt = new Float64Array(capacity);
    this.seats = new Uint8Array(capacity);
    this.ids = new Uint32Array(capacity * 4);
    this.boxes = new Int16Array(keepsBoxes ? capacity * 4 : 0);
  }

  get capacity(): number {
    return this.departureAt.length;
  }

  /** Appends the ride, growing the arrays when full; returns its position. */
  append(ride: IndexedRide): number {
    if (this.length === this.capacity) this.resize(Math.max(16, this.capacity * 2));
    const at = this.length;
    writeIdWords(ride.id, this.ids, at * 4);
    const coords = this.coords;
    coords[at * 4] = ride.originLat;
    coords[at * 4 + 1] = ride.originLng;
    coords[at * 4 + 2] = ride.destinationLat;
    coords[at * 4 + 3] = ride.destinationLng;
    writeUnitVector(ride.originLat, ride.originLng, this.vectors, at * 6);
    writeUnitVector(ride.destinationLat, ride.destinationLng, this.vectors, at * 6 + 3);
    if (this.keepsBoxes) this.writeBox(at, ride);
    this.update(at, ride);
    this.length = at + 1;
    return at;
  }

  /** The ride's detour box as a day's rebuild computes it (day-rides.ts), or an empty one. */
  private writeBox(at: number, ride: IndexedRide): void {
    const direct = haversineMiles(
      { lat: ride.originLat, lng: ride.originLng },
      { lat: ride.destinationLat, lng: ride.destinationLng },
    );
    const hasBox = writeDetourBox(
      ride.originLat,
      ride.originLng,
      ride.destinationLat,
      ride.destinationLng,
      direct,
      degreeBox,
    );
    if (hasBox) toGridBox(degreeBox);
    this.boxes.set(hasBox ? degreeBox : EMPTY_BOX, at * 4);
  }

  /** Sets what may change in place: the departure time and the seats. */
  update(at: number, ride: IndexedRide): void {
    this.departureAt[at] = ride.departureAt;
    this.seats[at] = Math.min(MAX_SEATS, Math.max(0, Math.floor(ride.seatsRemaining)));
  }

  /** Whether the ride at `at` has these ends (then an update can stay in place). */
  hasEnds(at: number, ride: IndexedRide): boolean {
    const coords = this.coords;
    return (
      coords[at * 4] === ride.originLat &&
      coords[at * 4 + 1] === ride.originLng &&
      coords[at * 4 + 2] === ride.destinationLat &&
      coords[at * 4 + 3] === ride.destinationLng
    );
  }

  /** Copies entry `from` of `source` to the end of this block (which has room). */
  copyFrom(source: RideBlock, from: number): void {
    const at = this.length;
    for (let k = 0; k < 4; k += 1) {
      this.coords[at * 4 + k] = source.coords[from * 4 + k]!;
      this.ids[at * 4 + k] = source.ids[from * 4 + k]!;
    }
    for (let k = 0; k < 6; k += 1) this.vectors[at * 6 + k] = source.vectors[from * 6 + k]!;
    this.departureAt[at] = source.departureAt[from]!;
    this.seats[at] = source.seats[from]!;
    this.length = at + 1;
  }

  private resize(capacity: number): void {
    const next = new RideBlock(capacity, this.keepsBoxes);
    next.coords.set(this.coords);
    next.vectors.set(this.vectors);
    next.departureAt.set(this.departureAt);
    next.seats.set(this.seats);
    next.ids.set(this.ids);
    next.boxes.set(this.boxes);
    this.coords = next.coords;
    this.vectors = next.vectors;
    this.departureAt = next.departureAt;
    this.seats = next.seats;
    this.ids = next.ids;
    this.boxes = next.boxes;
  }
}
