import type { RatingSummary } from "@campusride/shared/domain/reviews";
import type { Database } from "../../db/client.ts";
import { RATING_SLOT } from "./answer-json.ts";

/** Published ratings of these users (absent: none yet); the reviews feature answers (app.ts hands it in). */
export type ReadRatings = (db: Database, userIds: readonly string[]) => Promise<Map<string, RatingSummary>>;

/** A rating read is used this long: a newly published review shows in search within a minute. */
const FRESH_MS = 60_000;
/** Drivers remembered at most; beyond, the memory starts again. */
const KEPT_DRIVERS = 20_000;

export interface DriverRatings {
  /** The answer with each driver's rating (or null) written into its slot, in order. */
  fill(answer: string, driverIds: readonly string[], now: number): Promise<Buffer>;
}

/**
 * Drivers' ratings for search answers, read from the database once per driver per minute
 * (one query for the page's drivers not read lately), so a repeated search stays a
 * memory lookup. Without a reader (benchmarks) every rating is null.
 */
export function createDriverRatings(
  db: Database,
  read: ReadRatings | undefined,
  onReadFailed: (error: unknown) => void,
): DriverRatings {
  const known = new Map<string, { rating: RatingSummary | null; readAt: number }>();
  async function ratingsOf(driverIds: readonly string[], now: number) {
    const stale = [...new Set(driverIds)].filter(
      (id) => !(now - (known.get(id)?.readAt ?? -Infinity) < FRESH_MS),
    );
    if (stale.length > 0 && read) {
      // the database unreachable: the search still answers, with the ratings it knew (or none)
      const found = await read(db, stale).catch((error: unknown) => {
        onReadFailed(error);
        return undefined;
      });
      if (found) {
        if (known.size + stale.length > KEPT_DRIVERS) known.clear();
        for (const id of stale) known.set(id, { rating: found.get(id) ?? null, readAt: now });
      }
    }
    return driverIds.map((id) => known.get(id)?.rating ?? null);
  }
  return {
    async fill(answer, driverIds, now) {
      if (driverIds.length === 0) return Buffer.from(answer);
      const ratings = await ratingsOf(driverIds, now);
      const parts = answer.split(RATING_SLOT);
      let text = parts[0]!;
      for (let n = 1; n < parts.length; n += 1) text += JSON.stringify(ratings[n - 1] ?? null) + parts[n]!;
      return Buffer.from(text);
    },
  };
}
