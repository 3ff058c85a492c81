import { describe, expect, it } from "vitest";
import { getGazetteer } from "../../apps/api/src/features/places/gazetteer/load-gazetteer.ts";
import { createNaiveSearch, seededPrefixes } from "../lib/places-search.ts";

// The benchmark compares the gazetteer's index with a naive filter; the comparison only
// means something if both give the same answers.
describe("gazetteer index vs the naive filter", () => {
  const gazetteer = getGazetteer();
  const naive = createNaiveSearch(gazetteer.places);

  it("returns the same ranked results for 300 seeded prefixes", () => {
    for (const prefix of seededPrefixes(gazetteer, 300, 7)) {
      const indexed = gazetteer.search(prefix).map((place) => place.placeId);
      expect(indexed, prefix).toEqual(naive(prefix).map((place) => place.placeId));
    }
  });

  it("returns the same results for the catalogue's examples", () => {
    for (const prefix of ["Gaines", "Orl", "uf", "mco", "tampa", "university of"]) {
      expect(
        gazetteer.search(prefix).map((place) => place.placeId),
        prefix,
      ).toEqual(naive(prefix).map((place) => place.placeId));
    }
  });
});
