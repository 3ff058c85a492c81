import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** The database queue's bound: past either figure, new API requests are refused. */
export interface DatabaseQueueBound {
  /** Callers waiting for the database (PGlite's lock, a pool connection); 0: no bound. */
  waiting: number;
  /** How long the caller waiting longest has waited; 0: no bound. */
  waitMs: number;
  /**
   * API requests being answered at once (the event stream aside); 0: no bound. When the
   * processor, not the database, is what falls behind, requests wait for it before they
   * ever reach the database's queue: this bounds them there.
   */
  requestsInFlight: number;
}

/**
 * The bounds by database (docs/decisions/0067-a-bounded-database-queue.md). PGlite runs
 * one query at a time, a few milliseconds each: 32 callers are some 100 ms of work, and a
 * wait of 250 ms means it has fallen behind. PostgreSQL's pool of 10 connections drains
 * faster: 100 callers, 500 ms. A crowd of 200 students thinking 1 s between requests has
 * some 10 requests in flight: 64 (PGlite) and 256 (PostgreSQL) leave room for bursts.
 */
export const DATABASE_QUEUE_BOUNDS: Readonly<Record<"pglite" | "postgres", DatabaseQueueBound>> = {
  pglite: { waiting: 32, waitMs: 250, requestsInFlight: 64 },
  postgres: { waiting: 100, waitMs: 500, requestsInFlight: 256 },
};

/**
 * The callers waiting for the database: for PGlite's one connection (its lock), or for a
 * connection of PostgreSQL's pool. Load shedding reads it to turn new requests away while
 * the queue is long (plugins/load-shedding.ts); it changes nothing of how queries run.
 */
export class DatabaseQueue {
  /** When each waiting caller started waiting, oldest first (a Set keeps insertion order). */
  private readonly since = new Set<{ at: number }>();

  /** Callers waiting now. */
  get waiting(): number {
    return this.since.size;
  }

  /** How long the caller waiting longest has waited so far (0: nobody waits). */
  oldestWaitMs(now = performance.now()): number {
    for (const entry of this.since) return now - entry.at;
    return 0;
  }

  /** Counts a caller as waiting until the returned function is called (once or more). */
  enter(): () => void {
    const entry = { at: performance.now() };
    this.since.add(entry);
    return () => this.since.delete(entry);
  }
}

/**
 * Counts PGlite's callers waiting for its lock. Every query and transaction of PGlite
 * waits for its transaction lock first (a transaction's own queries do not, it holds it),
 * through `_runExclusiveTransaction`: the wait ends when the caller's work starts.
 */
export function queuePglite(client: PGlite, queue: DatabaseQueue): void {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> => {
    const leave = queue.enter();
    return runExclusive(() => {
      leave();
      return work();
    }).finally(leave);
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * Counts the pool's callers waiting for a connection (an idle one, a new one, or the next
 * one released): `pool.query` and transactions both ask through `connect`.
 */
export function queuePool(pool: pg.Pool, queue: DatabaseQueue): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | void;
  pool.connect = ((callback?: ConnectCallback) => {
    const leave = queue.enter();
    if (!callback) return (connect() as Promise<pg.PoolClient>).finally(leave);
    void connect((error, client, done) => {
      leave();
      callback(error, client, done);
    });
  }) as typeof pool.connect;
}
