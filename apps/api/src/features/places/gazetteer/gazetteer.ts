import { haversineMiles, type LatLng } from "@campusride/shared/domain/distance";
import { allowedMistakes, boundedEditDistance } from "./edit-distance.ts";
import { normalizeText, stateCode } from "./normalize.ts";

export type PlaceKind = "city" | "campus" | "airport" | "train_station" | "bus_station";

/** One searchable place of the offline gazetteer. */
export interface GazetteerPlace {
  /** Stable id: `city:<geonameid>`, `campus:<slug>`, `landmark:<slug>`. */
  placeId: string;
  name: string;
  /** "Gainesville, FL, USA"; "University of Florida, Gainesville, FL, USA". */
  address: string;
  kind: PlaceKind;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Ranks places of one tier: residents for a city, students for a campus. */
  population: number;
  /** Other names typed for it (UF, MCO); matched like the name. */
  aliases: readonly string[];
}

// Tier 0: the name (or an alias) starts with the query. Tier 1: a later word of the name,
// or the city of a campus or landmark, starts with it ("Gaines" → University of Florida).
const NAME_TIER = 0;
const CITY_KIND: ReadonlySet<PlaceKind> = new Set(["city"]);
const WORD_TIER = 1;

interface ParsedQuery {
  text: string;
  state?: string;
}

/**
 * The offline gazetteer: every key (names, later words, aliases, cities) sorted once, so a
 * prefix search is a binary search plus a walk over the matching keys. Ranking: see
 * comparePlaces (Florida, then prefix of the name before prefix of another word).
 */
export class Gazetteer {
  readonly places: readonly GazetteerPlace[];
  private readonly byId = new Map<string, number>();
  private readonly keys: string[];
  private readonly keyPlace: Int32Array;
  private readonly keyTier: Uint8Array;
  private readonly isFlorida: Uint8Array;
  // Per-query scratch space: which places a query has seen and their best tier.
  private readonly seenStamp: Uint32Array;
  private readonly bestTier: Uint8Array;
  private stamp = 0;

  constructor(places: readonly GazetteerPlace[]) {
    this.places = places;
    const entries: Array<[key: string, place: number, tier: number]> = [];
    places.forEach((place, index) => {
      this.byId.set(place.placeId, index);
      for (const [key, tier] of searchKeys(place)) entries.push([key, index, tier]);
    });
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2]));
    this.keys = entries.map((entry) => entry[0]);
    this.keyPlace = Int32Array.from(entries, (entry) => entry[1]);
    this.keyTier = Uint8Array.from(entries, (entry) => entry[2]);
    this.isFlorida = Uint8Array.from(places, (place) => (place.state === "FL" ? 1 : 0));
    this.seenStamp = new Uint32Array(places.length);
    this.bestTier = new Uint8Array(places.length);
  }

  get size(): number {
    return this.places.length;
  }

  byPlaceId(placeId: string): GazetteerPlace | undefined {
    const index = this.byId.get(placeId);
    return index === undefined ? undefined : this.places[index];
  }

  /** Places whose name, a word of it, an alias or (campus/landmark) city starts with `query`. */
  search(query: string, limit = 10): GazetteerPlace[] {
    const parsed = parseQuery(query);
    const found = this.searchParsed(parsed, limit);
    if (found.length > 0 || parsed.state) return found;
    // "gainesville fl": a trailing state without a comma.
    const words = parsed.text.split(" ");
    const state = words.length > 1 ? stateCode(words.at(-1) ?? "") : undefined;
    return state ? this.searchParsed({ text: words.slice(0, -1).join(" "), state }, limit) : found;
  }

  /**
   * The known place whose name is closest to a misspelt one ("Gainsville" → Gainesville,
   * FL), for "did you mean"; undefined when no name is within a few typing mistakes.
   */
  closest(query: string): GazetteerPlace | undefined {
    const { text, state } = parseQuery(query);
    if (text.length < 3) return undefined;
    let best: { place: number; mistakes: number } | undefined;
    let max = allowedMistakes(text.length);
    this.places.forEach((place, index) => {
      if (state && place.state !== state) return;
      const mistakes = boundedEditDistance(text, normalizeText(place.name), max);
      if (mistakes > max) return;
      if (!best || mistakes < best.mistakes || this.compareAt(index, best.place, 0) < 0) {
        best = { place: index, mistakes };
        max = mistakes;
      }
    });
    return best ? this.places[best.place] : undefined;
  }

  /** Places within `radiusMiles` of a point, nearest first. */
  nearby(center: LatLng, radiusMiles: number, kinds: ReadonlySet<PlaceKind>, limit = 20): GazetteerPlace[] {
    const found: Array<[miles: number, place: GazetteerPlace]> = [];
    // A cheap latitude band first: one degree of latitude is about 69 miles.
    const band = radiusMiles / 69;
    for (const place of this.places) {
      if (!kinds.has(place.kind) || Math.abs(place.lat - center.lat) > band) continue;
      const miles = haversineMiles(center, place);
      if (miles <= radiusMiles) found.push([miles, place]);
    }
    return found
      .sort((a, b) => a[0] - b[0])
      .slice(0, limit)
      .map((entry) => entry[1]);
  }

  /** The most populous city within `radiusMiles` of a point, else the nearest city. */
  largestCityNear(center: LatLng, radiusMiles: number): GazetteerPlace | undefined {
    const [largest] = this.nearby(center, radiusMiles, CITY_KIND, Number.POSITIVE_INFINITY).sort(
      (a, b) => b.population - a.population,
    );
    return largest ?? this.nearestCity(center)?.place;
  }

  /** The city nearest to a point, with its distance in miles. */
  nearestCity(point: LatLng): { place: GazetteerPlace; miles: number } | undefined {
    let best: { place: GazetteerPlace; miles: number } | undefined;
    for (const place of this.places) {
      if (place.kind !== "city") continue;
      // Skip what cannot beat the best so far: 1° latitude ≥ 69 miles.
      if (best && Math.abs(place.lat - point.lat) * 69 > best.miles) continue;
      const miles = haversineMiles(point, place);
      if (!best || miles < best.miles) best = { place, miles };
    }
    return best;
  }

  private searchParsed({ text, state }: ParsedQuery, limit: number): GazetteerPlace[] {
    if (text.length === 0) return [];
    this.stamp += 1;
    const stamp = this.stamp;
    const candidates: number[] = [];
    for (let i = lowerBound(this.keys, text); i < this.keys.length; i += 1) {
      const key = this.keys[i] as string;
      if (!key.startsWith(text)) break;
      const place = this.keyPlace[i] as number;
      const tier = this.keyTier[i] as number;
      if (this.seenStamp[place] !== stamp) {
        if (state && this.places[place]?.state !== state) continue;
        this.seenStamp[place] = stamp;
        this.bestTier[place] = tier;
        candidates.push(place);
      } else if (tier < (this.bestTier[place] as number)) {
        this.bestTier[place] = tier;
      }
    }
    return this.topByRank(candidates, limit).map((index) => this.places[index] as GazetteerPlace);
  }

  // Keeps the `limit` best candidates in a small sorted buffer (insertion), cheaper than
  // sorting the few thousand matches of a two-letter prefix.
  private topByRank(candidates: number[], limit: number): number[] {
    const top: number[] = [];
    for (const candidate of candidates) {
      if (top.length === limit && this.compare(candidate, top[limit - 1] as number) >= 0) continue;
      let position = top.length === limit ? limit - 1 : top.length;
      if (top.length < limit) top.push(candidate);
      while (position > 0 && this.compare(candidate, top[position - 1] as number) < 0) {
        top[position] = top[position - 1] as number;
        position -= 1;
      }
      top[position] = candidate;
    }
    return top;
  }

  private compareAt(a: number, b: number, tier: number): number {
    return comparePlaces(this.places[a] as GazetteerPlace, tier, this.places[b] as GazetteerPlace, tier);
  }

  private compare(a: number, b: number): number {
    return comparePlaces(
      this.places[a] as GazetteerPlace,
      this.bestTier[a] as number,
      this.places[b] as GazetteerPlace,
      this.bestTier[b] as number,
    );
  }
}

/**
 * The ranking: Florida first, then tier, then population, then name (then id, to be
 * total). CampusRide's students travel between Florida's campuses and cities, so "Gaines"
 * offers the University of Florida and Santa Fe College (matched by their city) before
 * Gainesville, GA; a state after a comma still reaches any other state.
 */
export function comparePlaces(a: GazetteerPlace, tierA: number, b: GazetteerPlace, tierB: number): number {
  const floridaA = a.state === "FL" ? 0 : 1;
  const floridaB = b.state === "FL" ? 0 : 1;
  if (floridaA !== floridaB) return floridaA - floridaB;
  if (tierA !== tierB) return tierA - tierB;
  if (a.population !== b.population) return b.population - a.population;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.placeId < b.placeId ? -1 : a.placeId > b.placeId ? 1 : 0;
}

/** Every key a place is found by, with its tier. */
export function searchKeys(place: GazetteerPlace): Array<[key: string, tier: number]> {
  const keys = new Map<string, number>();
  const add = (key: string, tier: number) => {
    if (key.length > 0 && (keys.get(key) ?? Number.POSITIVE_INFINITY) > tier) keys.set(key, tier);
  };
  const name = normalizeText(place.name);
  add(name, NAME_TIER);
  const words = name.split(" ");
  for (let start = 1; start < words.length; start += 1) add(words.slice(start).join(" "), WORD_TIER);
  for (const alias of place.aliases) add(normalizeText(alias), NAME_TIER);
  if (place.kind !== "city") add(normalizeText(place.city), WORD_TIER);
  return [...keys];
}

/** "Gainesville, FL, USA" → text "gainesville", state "FL". */
export function parseQuery(query: string): ParsedQuery {
  const parts = query.split(",");
  const text = normalizeText(parts[0] ?? "");
  let state: string | undefined;
  for (const part of parts.slice(1)) {
    state ??= stateCode(part);
  }
  return state ? { text, state } : { text };
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
