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
 * Bytes of a ride's record, what a search reads of it: its ends as float32 unit vectors
 * (origin x, y, z, destination x, y, z: bytes 0–23), its departure (a float64 at byte
 * 24) and its seats (a byte at 32), padded to 40. One record instead of three arrays: a
 * group's 16 rides are 640 contiguous bytes (their tree order), so a search reaching a
 * group after other work evicted the day starts one stream of misses, not three.
 */
const RIDE_BYTES = 40;
const RIDE_WORDS = RIDE_BYTES / 4;
/** Where ride entry's vectors start in `vectors`: entry · VECTOR_STRIDE. */
export const VECTOR_STRIDE = RIDE_BYTES / 4;
/** Where ride entry's departure is in `departures`: entry · DEPARTURE_STRIDE. */
export const DEPARTURE_STRIDE = RIDE_BYTES / 8;
const DEPARTURE_AT = 24;
/** Where ride entry's seats are in `seatBytes`: entry · SEATS_STRIDE. */
export const SEATS_STRIDE = RIDE_BYTES;
const SEATS_AT = 32;

/**
 * Rides as typed arrays, one entry per ride: a record per ride (RIDE_BYTES) with the
 * float32 unit vectors the cheap bounds read, the departure and the seats, viewed
 * through three typed arrays; apart, the float64 coordinates the exact check reads and
 * the id. About 104 bytes a ride, no object per ride for the garbage collector to walk.
 */
export class RideBlock {
  length = 0;
  /** originLat, originLng, destinationLat, destinationLng per ride. */
  coords: Float64Array;
  /**
   * Origin x, y, z and destination x, y, z on the unit sphere of entry e at
   * vectors[e · VECTOR_STRIDE …] (a view of the ride records).
   */
  vectors: Float32Array;
  /** The departure of entry e at departures[e · DEPARTURE_STRIDE] (use departureOf). */
  departures: Float64Array;
  /** The seats of entry e at seatBytes[e · SEATS_STRIDE] (use seatsOf). */
  seatBytes: Uint8Array;
  /** The id's four words per ride (ride-ids.ts). */
  ids: Uint32Array;
  /**
   * With `keepsBoxes`, each ride's detour box in grid units (as the tree's leaves have
   * them), so that a search scans a day's recent rides box first, as it walks the tree;
   * empty otherwise (a built block's boxes are its tree's leaves).
   */
  boxes: Int16Array;

  readonly keepsBoxes: boolean;
  private records: ArrayBuffer;
  /** The records as 32-bit words, to copy them bit for bit. */
  private words: Uint32Array;

  constructor(capacity: number, keepsBoxes = false) {
    this.keepsBoxes = keepsBoxes;
    this.coords = new Float64Array(capacity * 4);
    this.records = new ArrayBuffer(capacity * RIDE_BYTES);
    this.vectors = new Float32Array(this.records);
    this.words = new Uint32Array(this.records);
    const empty = capacity === 0;
    this.departures = new Float64Array(
      this.records,
      empty ? 0 : DEPARTURE_AT,
      empty ? 0 : capacity * DEPARTURE_STRIDE - 3,
    );
    this.seatBytes = new Uint8Array(this.records, empty ? 0 : SEATS_AT);
    this.ids = new Uint32Array(capacity * 4);
    this.boxes = new Int16Array(keepsBoxes ? capacity * 4 : 0);
  }

  departureOf(entry: number): number {
    return this.departures[entry * DEPARTURE_STRIDE]!;
  }

  /** The seats of the entry, REMOVED for a removed one. */
  seatsOf(entry: number): number {
    return this.seatBytes[entry * SEATS_STRIDE]!;
  }

  /** Marks the entry REMOVED (it waits for the next rebuild). */
  markRemoved(entry: number): void {
    this.seatBytes[entry * SEATS_STRIDE] = REMOVED;
  }

  get capacity(): number {
    return this.records.byteLength / RIDE_BYTES;
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
    writeUnitVector(ride.originLat, ride.originLng, this.vectors, at * VECTOR_STRIDE);
    writeUnitVector(ride.destinationLat, ride.destinationLng, this.vectors, at * VECTOR_STRIDE + 3);
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
    this.departures[at * DEPARTURE_STRIDE] = ride.departureAt;
    this.seatBytes[at * SEATS_STRIDE] = Math.min(MAX_SEATS, Math.max(0, Math.floor(ride.seatsRemaining)));
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
    for (let k = 0; k < RIDE_WORDS; k += 1)
      this.words[at * RIDE_WORDS + k] = source.words[from * RIDE_WORDS + k]!;
    this.length = at + 1;
  }

  private resize(capacity: number): void {
    const next = new RideBlock(capacity, this.keepsBoxes);
    next.coords.set(this.coords);
    next.words.set(this.words);
    next.ids.set(this.ids);
    next.boxes.set(this.boxes);
    this.coords = next.coords;
    this.records = next.records;
    this.words = next.words;
    this.vectors = next.vectors;
    this.departures = next.departures;
    this.seatBytes = next.seatBytes;
    this.ids = next.ids;
    this.boxes = next.boxes;
  }
}
