import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * Fixed-window attempt counters, one row per key in rate_limits, so that every API
 * instance shares them. The account endpoints count their failures here (the table holds
 * a row per recent failure source, not per request); messages count each student's sends.
 * A redeemed browser check holds a row until it expires (claimOnce), so that it works once.
 */
export interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

export interface CounterState extends Counter {
  count: number;
  resetAt: Date;
}

/** Longer keys (an email typed by anyone) are hashed: the key is an indexed column. */
const MAX_PLAIN_KEY = 200;
/** Expired rows deleted per counted attempt: more than an attempt creates, so the table stays small. */
const PURGE_BATCH = 100;

/** The counter key of `name` for `subject` (an address, an email and address, a user id). */
export function counterKey(name: string, subject: string): string {
  if (subject.length <= MAX_PLAIN_KEY) return `${name}:${subject}`;
  return `${name}:sha256:${createHash("sha256").update(subject).digest("hex")}`;
}

/**
 * Counts one attempt on every counter in one statement; a counter whose window has ended
 * starts a new one. Expired counters of others are deleted on the way.
 */
export async function addAttempt<C extends Counter>(
  db: Database,
  counters: readonly C[],
): Promise<Array<C & CounterState>> {
  if (counters.length === 0) return [];
  const rows = sql.join(
    counters.map(
      (counter) => sql`(${counter.key}, 1, now() + make_interval(secs => ${counter.windowMs / 1000}))`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values ${rows}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, count, reset_at`)) as unknown as {
    rows: Array<{ key: string; count: number; reset_at: string | Date }>;
  };
  await purgeExpiredCounters(db);
  return counters.map((counter) => {
    const row = result.rows.find((candidate) => candidate.key === counter.key);
    if (!row) throw new Error(`rate limit upsert returned no row for ${counter.key}`);
    return { ...counter, count: Number(row.count), resetAt: new Date(row.reset_at) };
  });
}

/** The counts of `counters` in their current windows, without counting anything (a counter not there: 0). */
export async function readCounters<C extends Counter>(
  db: Database,
  counters: readonly C[],
): Promise<Array<C & CounterState>> {
  if (counters.length === 0) return [];
  const keys = sql.join(
    counters.map((counter) => sql`${counter.key}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select key, count, reset_at from rate_limits where key in (${keys}) and reset_at > now()`)) as unknown as {
    rows: Array<{ key: string; count: number; reset_at: string | Date }>;
  };
  return counters.map((counter) => {
    const row = result.rows.find((candidate) => candidate.key === counter.key);
    return { ...counter, count: Number(row?.count ?? 0), resetAt: new Date(row?.reset_at ?? Date.now()) };
  });
}

/**
 * Claims `key` until `until`, once: true for the first claim, false while an earlier
 * claim holds it (on any instance). The row goes with the purge of expired counters.
 */
export async function claimOnce(db: Database, key: string, until: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${until.toISOString()})
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at
      where rate_limits.reset_at <= now()
    returning key`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** Takes an attempt back (it succeeded, or was refused before it was tried). */
export async function takeBackAttempt(db: Database, counters: readonly Counter[]): Promise<void> {
  if (counters.length === 0) return;
  const keys = sql.join(
    counters.map((counter) => sql`${counter.key}`),
    sql`, `,
  );
  await db.execute(sql`
    update rate_limits set count = count - 1
    where key in (${keys}) and count > 0 and reset_at > now()`);
}

/**
 * Deletes a batch of counters whose window has ended. Rows another instance is purging
 * at the same moment are skipped, not waited for.
 */
export async function purgeExpiredCounters(db: Database): Promise<void> {
  await db.execute(sql`
    delete from rate_limits where key in (
      select key from rate_limits where reset_at <= now() limit ${PURGE_BATCH} for update skip locked
    )`);
}
