/**
 * The server's clock. Every rule that compares with the present (a trip that has left, a
 * request that expired, a payout that is due) reads the time here, so a test can move it
 * forward instead of waiting for it. Production never moves it: `advanceClock` refuses there.
 */
import { sql, type SQL } from "drizzle-orm";

let offsetMs = 0;

/** The present, as the server's rules see it. */
export function now(): Date {
  return new Date(nowMs());
}

/** The present in milliseconds since the epoch, as the server's rules see it. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/**
 * The present as an SQL value, for a query whose rule compares with it (a trip that has
 * left, a reminder that is due): the database's own now() would not follow a moved clock.
 */
export function nowSql(): SQL {
  return sql`${now().toISOString()}::timestamptz`;
}

/** Moves the clock forward by `ms` (tests and development only). */
export function advanceClock(ms: number): void {
  if (process.env.NODE_ENV === "production") throw new Error("the clock cannot be moved in production");
  if (!Number.isFinite(ms) || ms < 0) throw new Error("the clock only moves forward");
  offsetMs += ms;
}

/** Puts the clock back to the machine's time (between tests). */
export function resetClock(): void {
  offsetMs = 0;
}
