import { getGazetteer } from "../apps/api/src/features/places/gazetteer/load-gazetteer.ts";
import { formatMs, percentile, timeEach } from "./lib/stats.ts";
import { createNaiveSearch, seededPrefixes } from "./lib/places-search.ts";

/**
 * Autocomplete latency of the offline gazetteer over 1,000 seeded prefixes, against a
 * naive linear filter in the same run. Goal: p50 ≤ 0.2 ms and ≥ 20× the naive filter.
 */
export default function benchPlaces(): void {
  const loadStarted = performance.now();
  const gazetteer = getGazetteer();
  const loadMs = performance.now() - loadStarted;
  const naive = createNaiveSearch(gazetteer.places);
  const prefixes = seededPrefixes(gazetteer, 1000);

  const differing = prefixes.filter((prefix) => {
    const a = gazetteer.search(prefix).map((place) => place.placeId);
    const b = naive(prefix).map((place) => place.placeId);
    return a.join() !== b.join();
  });

  const indexed = timeEach(prefixes, (prefix) => gazetteer.search(prefix));
  const linear = timeEach(prefixes, (prefix) => naive(prefix));
  const p50 = percentile(indexed, 50);
  const p95 = percentile(indexed, 95);
  const naiveP50 = percentile(linear, 50);
  const naiveP95 = percentile(linear, 95);
  const ratio = naiveP50 / p50;

  console.log("places: autocomplete over %d seeded prefixes (%d places)", prefixes.length, gazetteer.size);
  console.log("  gazetteer load           %s", formatMs(loadMs));
  console.log("  indexed search  p50 %s  p95 %s", formatMs(p50), formatMs(p95));
  console.log("  naive filter    p50 %s  p95 %s", formatMs(naiveP50), formatMs(naiveP95));
  console.log("  ratio (naive p50 / indexed p50) %sx", ratio.toFixed(1));
  console.log(
    "  same results as the naive filter for %d of %d prefixes",
    prefixes.length - differing.length,
    prefixes.length,
  );
  const meetsGoal = p50 <= 0.2 && ratio >= 20;
  console.log("  goal p50 ≤ 0.2 ms and ≥ 20×: %s", meetsGoal ? "met" : "NOT met");
}
