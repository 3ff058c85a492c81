import { departureInstant } from "@campusride/shared/domain/local-time";
import { describe, expect, it } from "vitest";
import { createAnswerCache } from "../../../src/features/search/answer-cache.ts";

const nineOClock = departureInstant("2027-03-01", "09:00").getTime();

describe("the search's kept answers", () => {
  it("gives an answer back for the same question at the same version within the same minute", () => {
    const cache = createAnswerCache(10);
    cache.set("q", "1.4", nineOClock + 1_000, Buffer.from("answer"));
    expect(cache.get("q", "1.4", nineOClock + 59_999)).toEqual(Buffer.from("answer"));
    expect(cache.get("other", "1.4", nineOClock + 1_000)).toBeUndefined();
  });

  it("forgets it once the date's rides change, and at the next minute, when a ride may have left", () => {
    const cache = createAnswerCache(10);
    cache.set("q", "1.4", nineOClock, Buffer.from("answer"));
    expect(cache.get("q", "1.5", nineOClock)).toBeUndefined();
    // dropped, not only hidden: the old version does not come back
    expect(cache.get("q", "1.4", nineOClock)).toBeUndefined();
    cache.set("q", "1.5", nineOClock + 59_000, Buffer.from("answer"));
    expect(cache.get("q", "1.5", nineOClock + 60_000)).toBeUndefined();
  });

  it("keeps at most its capacity, the oldest going first", () => {
    const cache = createAnswerCache(2);
    cache.set("a", "1", nineOClock, Buffer.from("A"));
    cache.set("b", "1", nineOClock, Buffer.from("B"));
    cache.set("a", "1", nineOClock, Buffer.from("A again")); // renewed: now the newest
    cache.set("c", "1", nineOClock, Buffer.from("C"));
    expect(cache.get("b", "1", nineOClock)).toBeUndefined();
    expect(cache.get("a", "1", nineOClock)).toEqual(Buffer.from("A again"));
    expect(cache.get("c", "1", nineOClock)).toEqual(Buffer.from("C"));
  });
});
