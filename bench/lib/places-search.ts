import {
  comparePlaces,
  type Gazetteer,
  type GazetteerPlace,
  searchKeys,
} from "../../apps/api/src/features/places/gazetteer/gazetteer.ts";
import { normalizeText } from "../../apps/api/src/features/places/gazetteer/normalize.ts";
import { seededRandom } from "./stats.ts";

/**
 * The obvious implementation the gazetteer's index is measured against: test every key
 * of every place, then sort all matches. Same keys, same ranking, no index.
 */
export function createNaiveSearch(places: readonly GazetteerPlace[]) {
  const keyed = places.map((place) => ({ place, keys: searchKeys(place) }));
  return (query: string, limit = 10): GazetteerPlace[] => {
    const text = normalizeText(query);
    if (text.length === 0) return [];
    const matches: Array<{ place: GazetteerPlace; tier: number }> = [];
    for (const { place, keys } of keyed) {
      let tier = Number.POSITIVE_INFINITY;
      for (const [key, keyTier] of keys) if (keyTier < tier && key.startsWith(text)) tier = keyTier;
      if (tier !== Number.POSITIVE_INFINITY) matches.push({ place, tier });
    }
    matches.sort((a, b) => comparePlaces(a.place, a.tier, b.place, b.tier));
    return matches.slice(0, limit).map((match) => match.place);
  };
}

/** `count` prefixes (2 to 8 characters) of random place names, the same for a given seed. */
export function seededPrefixes(gazetteer: Gazetteer, count: number, seed = 20261122): string[] {
  const random = seededRandom(seed);
  const prefixes: string[] = [];
  while (prefixes.length < count) {
    const place = gazetteer.places[Math.floor(random() * gazetteer.size)];
    const name = normalizeText(place?.name ?? "");
    if (name.length < 2) continue;
    const length = 2 + Math.floor(random() * Math.min(7, name.length - 1));
    prefixes.push(name.slice(0, length));
  }
  return prefixes;
}
