import { DayRides } from "./day-rides.ts";
import { entryOf, IdTable, recentPlace } from "./id-table.ts";
import { MatchScan } from "./match-scan.ts";
import { isRideId, writeIdWords } from "./ride-ids.ts";
import type { RideIndex, SearchOutcome, SearchQuery } from "./types.ts";

/** Day numbers are 16 bits in the id table. */
const MAX_DAYS = 65536;

/**
 * A search rebuilds its day first when more than this many entries sit outside the tree
 * (recent rides and removed ones): a few dozen plus 1/32 of the day, so scanning them
 * linearly stays a small part of a search and rebuilds stay rare.
 */
function searchRebuildThreshold(day: DayRides): number {
  return 64 + day.built.length / 32;
}

/**
 * Changes rebuild their day themselves only when the recent rides outnumber the built
 * ones (and are more than a few thousand): bulk loads cost a geometric series of
 * rebuilds, and a day nobody searches does not grow without bound.
 */
function changeRebuildThreshold(day: DayRides): number {
  return Math.max(4096, day.built.length);
}

/**
 * CampusRide's ride search index: rides partitioned by departure date, a static tree of
 * detour boxes per day whose leaf nodes are groups of rides with close ends, decided at
 * once where their bounds allow, cheap chord bounds per ride otherwise, and the exact
 * haversine check where those cannot tell. Results equal the plain evaluation's (evaluateMatch, compareMatches)
 * bit for bit. See docs/decisions/0017-search-index.md.
 */
export function createRideIndex(): RideIndex {
  const byDate = new Map<string, DayRides>();
  const byNumber: (DayRides | undefined)[] = [];
  const freeNumbers: number[] = [];
  const table = new IdTable({
    idWordsOf: (day, place) => byNumber[day]!.blockOf(place).ids,
  });
  const scan = new MatchScan();
  const words = new Uint32Array(4);

  function dayFor(date: string): DayRides {
    let day = byDate.get(date);
    if (day) return day;
    const number = freeNumbers.pop() ?? byNumber.length;
    if (number >= MAX_DAYS) throw new RangeError("The search index holds at most 65536 dates");
    day = new DayRides(number, date);
    byDate.set(date, day);
    byNumber[number] = day;
    return day;
  }

  /** Marks the entry in `slot` removed and forgets the id. */
  function removeSlot(slot: number): void {
    const day = byNumber[table.dayAt(slot)]!;
    day.markRemoved(table.placeAt(slot));
    day.live -= 1;
    day.stale += 1;
    table.delete(slot);
    if (day.live === 0) {
      byDate.delete(day.date);
      byNumber[day.number] = undefined;
      freeNumbers.push(day.number);
    }
  }

  return {
    get size() {
      return table.size;
    },

    upsert(ride) {
      writeIdWords(ride.id, words, 0);
      const slot = table.find(words, 0);
      if (slot >= 0) {
        const day = byNumber[table.dayAt(slot)]!;
        const place = table.placeAt(slot);
        if (day.date === ride.departureDate && day.blockOf(place).hasEnds(entryOf(place), ride)) {
          // same day, same route: the box still holds; seats and time change in place
          day.update(place, ride);
          return;
        }
        removeSlot(slot);
      }
      const day = dayFor(ride.departureDate);
      const entry = day.recent.append(ride);
      table.insert(day.recent.ids, entry * 4, day.number, recentPlace(entry));
      day.live += 1;
      day.earliestDeparture = Math.min(day.earliestDeparture, ride.departureAt);
      if (day.recent.length > changeRebuildThreshold(day)) day.rebuild(table);
    },

    remove(id) {
      if (!isRideId(id)) return; // never held
      writeIdWords(id, words, 0);
      const slot = table.find(words, 0);
      if (slot >= 0) removeSlot(slot);
    },

    search(query: SearchQuery, limit: number): SearchOutcome {
      const day = byDate.get(query.departureDate);
      scan.start(query, limit);
      if (!day) return scan.finish(0);
      if (day.pending > searchRebuildThreshold(day)) day.rebuild(table);
      scan.setDepartureCheck(!(query.now < day.earliestDeparture));
      if (day.tree) scan.scanTree(day.tree, day.built, day.groups!);
      scan.scanRecent(day.recent);
      return scan.finish(day.countDepartingAfter(query.now));
    },
  };
}
