import { compareIdWords } from "./ride-ids.ts";
import type { RideBlock } from "./ride-block.ts";

/**
 * The best `limit` matches seen so far in search order (compareMatches: score
 * descending, departure ascending, id ascending), kept sorted by insertion: most matches
 * lose to the worst kept one after one comparison, so nothing is sorted but the winners.
 * Typed arrays reused by every search (reset), not arrays grown per search: a match is
 * its score, its departure and where it is (which of the search's blocks, which entry).
 */
export class TopMatches {
  count = 0;
  limit = 0;
  scores = new Float64Array(0);
  departures = new Float64Array(0);
  /** Position in `blocks` of each kept match's block. */
  sources = new Uint8Array(0);
  entries = new Int32Array(0);
  /** The blocks matches come from in this search (a day's built and recent ones). */
  readonly blocks: RideBlock[] = [];
  /** The worst kept match's score and departure, once the list is full (else −∞ and +∞). */
  private worstScore = -Infinity;
  private worstDeparture = Infinity;

  /** Empties the list for a search keeping at most `limit` matches. */
  reset(limit: number): void {
    this.limit = Math.max(0, limit);
    if (this.scores.length < this.limit) {
      this.scores = new Float64Array(this.limit);
      this.departures = new Float64Array(this.limit);
      this.sources = new Uint8Array(this.limit);
      this.entries = new Int32Array(this.limit);
    }
    this.count = 0;
    this.blocks.length = 0;
    this.worstScore = this.limit === 0 ? Infinity : -Infinity;
    this.worstDeparture = this.limit === 0 ? -Infinity : Infinity;
  }

  /** The number `offer` takes for matches of `block` (at most 255 blocks per search). */
  sourceOf(block: RideBlock): number {
    let source = this.blocks.indexOf(block);
    if (source < 0) source = this.blocks.push(block) - 1;
    return source;
  }

  /** Whether a match of this score could still enter (before its departure is read). */
  admitsScore(score: number): boolean {
    return score >= this.worstScore;
  }

  /**
   * Whether a match of this score and departure could still enter: false only when the
   * list is full and its worst match is better on score, or equal on score and earlier.
   * A cheap first check; offer decides ties of departure by id.
   */
  admits(score: number, departureAt: number): boolean {
    return score > this.worstScore || (score === this.worstScore && departureAt <= this.worstDeparture);
  }

  offer(score: number, departureAt: number, source: number, entry: number): void {
    let k = this.count;
    if (k === this.limit) {
      if (k === 0 || !this.precedes(score, departureAt, source, entry, k - 1)) return;
      k -= 1;
    } else {
      this.count = k + 1;
    }
    const scores = this.scores;
    const departures = this.departures;
    const sources = this.sources;
    const entries = this.entries;
    while (k > 0 && this.precedes(score, departureAt, source, entry, k - 1)) {
      scores[k] = scores[k - 1]!;
      departures[k] = departures[k - 1]!;
      sources[k] = sources[k - 1]!;
      entries[k] = entries[k - 1]!;
      k -= 1;
    }
    scores[k] = score;
    departures[k] = departureAt;
    sources[k] = source;
    entries[k] = entry;
    if (this.count === this.limit) {
      this.worstScore = scores[this.count - 1]!;
      this.worstDeparture = departures[this.count - 1]!;
    }
  }

  /** The block holding kept match k. */
  blockAt(k: number): RideBlock {
    return this.blocks[this.sources[k]!]!;
  }

  /** Whether the candidate comes before the kept match at position k. */
  private precedes(score: number, departureAt: number, source: number, entry: number, k: number): boolean {
    const keptScore = this.scores[k]!;
    if (score !== keptScore) return score > keptScore;
    const keptDeparture = this.departures[k]!;
    if (departureAt !== keptDeparture) return departureAt < keptDeparture;
    return compareIdWords(this.blocks[source]!.ids, entry * 4, this.blockAt(k).ids, this.entries[k]! * 4) < 0;
  }
}
