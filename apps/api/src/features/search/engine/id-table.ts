import { compareIdWords, hashIdWords } from "./ride-ids.ts";

/**
 * A ride's place in its day: entry i of the day's built block is i + 1, entry i of its
 * recent block is -(i + 1); 0 marks an empty slot of the table.
 */
export function builtPlace(entry: number): number {
  return entry + 1;
}

export function recentPlace(entry: number): number {
  return -entry - 1;
}

export function entryOf(place: number): number {
  return place > 0 ? place - 1 : -place - 1;
}

export interface IdKeys {
  /** The id words of the block holding (day, place); the id is at entryOf(place) · 4. */
  idWordsOf(day: number, place: number): Uint32Array;
}

const MAX_LOAD = 0.7;
const EMPTY = 0;

/**
 * Ride id → (day, place), without a string per ride: an open-addressing table (linear
 * probing, deletion by backward shift) whose slots hold only the day (16 bits) and the
 * place (32 bits); the id itself is read from the day's arrays. About 9 bytes a ride.
 */
export class IdTable {
  private days = new Uint16Array(1024);
  /** 0: empty; otherwise a place (builtPlace, recentPlace). */
  private places = new Int32Array(1024);
  private count = 0;

  private readonly keys: IdKeys;

  constructor(keys: IdKeys) {
    this.keys = keys;
  }

  get size(): number {
    return this.count;
  }

  /** The slot holding the id, or -1. */
  find(words: Uint32Array, at: number): number {
    const capacity = this.places.length;
    for (let slot = this.home(words, at, capacity); ; slot = slot + 1 === capacity ? 0 : slot + 1) {
      const place = this.places[slot]!;
      if (place === EMPTY) return -1;
      const key = this.keys.idWordsOf(this.days[slot]!, place);
      if (compareIdWords(key, entryOf(place) * 4, words, at) === 0) return slot;
    }
  }

  dayAt(slot: number): number {
    return this.days[slot]!;
  }

  placeAt(slot: number): number {
    return this.places[slot]!;
  }

  /** Moves the entry of that slot (its id unchanged). */
  relocate(slot: number, day: number, place: number): void {
    this.days[slot] = day;
    this.places[slot] = place;
  }

  /** Adds an id that is not in the table; its words are already readable at (day, place). */
  insert(words: Uint32Array, at: number, day: number, place: number): void {
    if (this.count + 1 > this.places.length * MAX_LOAD) this.grow();
    this.putAt(this.home(words, at, this.places.length), day, place);
    this.count += 1;
  }

  delete(slot: number): void {
    const capacity = this.places.length;
    const places = this.places;
    const days = this.days;
    let hole = slot;
    // backward shift: pull later entries of the run into the hole when their home allows
    for (
      let next = hole + 1 === capacity ? 0 : hole + 1;
      places[next] !== EMPTY;
      next = next + 1 === capacity ? 0 : next + 1
    ) {
      const home = this.homeOf(days[next]!, places[next]!, capacity);
      const movable = hole <= next ? home <= hole || home > next : home <= hole && home > next;
      if (!movable) continue;
      places[hole] = places[next]!;
      days[hole] = days[next]!;
      hole = next;
    }
    places[hole] = EMPTY;
    this.count -= 1;
  }

  private home(words: Uint32Array, at: number, capacity: number): number {
    return Math.floor((hashIdWords(words, at) * capacity) / 4294967296);
  }

  private homeOf(day: number, place: number, capacity: number): number {
    return this.home(this.keys.idWordsOf(day, place), entryOf(place) * 4, capacity);
  }

  private putAt(home: number, day: number, place: number): void {
    const capacity = this.places.length;
    let slot = home;
    while (this.places[slot] !== EMPTY) slot = slot + 1 === capacity ? 0 : slot + 1;
    this.days[slot] = day;
    this.places[slot] = place;
  }

  private grow(): void {
    const oldDays = this.days;
    const oldPlaces = this.places;
    const capacity = Math.ceil((this.count + 1) / 0.5);
    this.days = new Uint16Array(capacity);
    this.places = new Int32Array(capacity);
    for (let slot = 0; slot < oldPlaces.length; slot += 1) {
      const place = oldPlaces[slot]!;
      if (place === EMPTY) continue;
      this.putAt(this.homeOf(oldDays[slot]!, place, this.places.length), oldDays[slot]!, place);
    }
  }
}
