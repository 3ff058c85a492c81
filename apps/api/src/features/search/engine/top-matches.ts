import { compareIdWords } from "./ride-ids.ts";
import type { RideBlock } from "./ride-block.ts";

/**
 * The best `limit` matches seen so far in search order (compareMatches: score
 * descending, departure ascending, id ascending), kept sorted by insertion: most matches
 * lose to the worst kept one after one comparison, so nothing is sorted but the winners.
 */
export class TopMatches {
  count = 0;
  readonly scores: number[] = [];
  readonly departures: number[] = [];
  readonly blocks: RideBlock[] = [];
  readonly entries: number[] = [];

  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Whether a match of this score could still enter (before its departure is read). */
  admitsScore(score: number): boolean {
    const k = this.count;
    return k < this.limit || (k > 0 && score >= this.scores[k - 1]!);
  }

  /**
   * Whether a match of this score and departure could still enter: false only when the
   * list is full and its worst match is better on score, or equal on score and earlier.
   * A cheap first check; offer decides ties of departure by id.
   */
  admits(score: number, departureAt: number): boolean {
    const k = this.count;
    if (k < this.limit) return true;
    if (k === 0) return false;
    const worstScore = this.scores[k - 1]!;
    return score > worstScore || (score === worstScore && departureAt <= this.departures[k - 1]!);
  }

  offer(score: number, departureAt: number, block: RideBlock, entry: number): void {
    let k = this.count;
    if (k === this.limit) {
      if (k === 0 || !this.precedes(score, departureAt, block, entry, k - 1)) return;
      k -= 1;
    } else {
      this.count = k + 1;
    }
    while (k > 0 && this.precedes(score, departureAt, block, entry, k - 1)) {
      this.scores[k] = this.scores[k - 1]!;
      this.departures[k] = this.departures[k - 1]!;
      this.blocks[k] = this.blocks[k - 1]!;
      this.entries[k] = this.entries[k - 1]!;
      k -= 1;
    }
    this.scores[k] = score;
    this.departures[k] = departureAt;
    this.blocks[k] = block;
    this.entries[k] = entry;
  }

  /** Whether the candidate comes before the kept match at position k. */
  private precedes(score: number, departureAt: number, block: RideBlock, entry: number, k: number): boolean {
    const keptScore = this.scores[k]!;
    if (score !== keptScore) return score > keptScore;
    const keptDeparture = this.departures[k]!;
    if (departureAt !== keptDeparture) return departureAt < keptDeparture;
    return compareIdWords(block.ids, entry * 4, this.blocks[k]!.ids, this.entries[k]! * 4) < 0;
  }
}
