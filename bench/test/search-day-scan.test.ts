import { describe, expect, it } from "vitest";
import { departureInstant } from "../../packages/shared/src/domain/local-time.ts";
import { MATCHING } from "../../packages/shared/src/domain/matching.ts";
import { createReferenceSearch } from "../../apps/api/test/search-engine/support/reference-search.ts";
import {
  syntheticQueries,
  syntheticRides,
} from "../../apps/api/test/search-engine/support/synthetic-rides.ts";
import { createDayScanSearch } from "../lib/search-day-scan.ts";

// The day scan is the search bench's second reference: its answers (the top 20 with their
// figures, the counts, the average) must be the naive reference's, or its time means nothing.

const FIRST_DATE = "2027-03-01";

describe("the day scan (second search reference)", () => {
  it("answers every search as the naive reference does", () => {
    // dense enough that searches match hundreds of rides and the top 20 ties on score
    const rides = syntheticRides({ count: 6_000, days: 2, firstDate: FIRST_DATE, seed: 5 });
    const scan = createDayScanSearch(rides);
    const reference = createReferenceSearch(rides);
    // at noon of the first day: some of its rides have left
    const now = departureInstant(FIRST_DATE, "12:00").getTime();
    const queries = syntheticQueries({ count: 60, days: 3, firstDate: FIRST_DATE, seed: 6 });
    let matched = 0;
    for (const query of queries.map((q) => ({ ...q, now }))) {
      const expected = reference.search(query, MATCHING.resultLimit);
      expect(scan.search(query, MATCHING.resultLimit)).toEqual(expected);
      expect(scan.search(query, 3)).toEqual(reference.search(query, 3));
      matched += expected.matchedRides;
    }
    expect(matched).toBeGreaterThan(1_000);
  });
});
