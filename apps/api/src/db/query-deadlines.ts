import type pg from "pg";
import { watchRejections } from "./lost-connections.ts";

/**
 * How long PostgreSQL may take. Without deadlines a connection whose network went silent
 * (a partition, a failover, a firewall that forgot it: no answer, no reset) holds its
 * query, and the pool's slot, until the kernel gives up, some 15 minutes later.
 */
export interface DatabaseDeadlines {
  /** The server cancels a statement running longer (statement_timeout; 57014). */
  statementTimeoutMs: number;
  /**
   * The client stops waiting for an answer (query_timeout): later than the statement
   * timeout, so a slow statement is cancelled by the server first and only a silent server
   * or network is left for it.
   */
  queryTimeoutMs: number;
  /** Both, for migrations: an index built on a large table may rightly take minutes. */
  migrationTimeoutMs: number;
}

export const DEFAULT_DEADLINES: DatabaseDeadlines = {
  statementTimeoutMs: 10_000,
  queryTimeoutMs: 12_000,
  migrationTimeoutMs: 10 * 60_000,
};

/**
 * TCP keepalive from 10 s of silence on (the operating system's default waits 2 hours):
 * an idle connection whose peer vanished is found and closed by the kernel's probes.
 */
export const TCP_KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as const;

/** True when `error` is node-postgres giving up on an answer (query_timeout). */
export function isQueryDeadlineMissed(error: unknown): boolean {
  return error instanceof Error && error.message === "Query read timeout";
}

/**
 * A connection that missed its query deadline is dead to us: it is ended at once (its
 * socket destroyed, as a query is still outstanding on it), so a transaction holding it
 * fails instead of queueing its rollback behind the silent query, and the pool opens a
 * fresh connection for the next query. The pool's idle connections most likely went silent
 * with it (same network path, same server): they are cut too, or each would hold one more
 * query for a whole deadline before the pool was clean again.
 */
export function replaceSilentConnections(pool: pg.Pool): void {
  const idle = new Set<pg.PoolClient>();

  function dropSilent(late?: pg.PoolClient): void {
    if (late) {
      idle.delete(late);
      late.end().catch(() => {});
    }
    for (const client of idle) {
      idle.delete(client);
      // the pool hears of it as of any idle connection lost, and removes it
      client.connection.stream.destroy(new Error("closed: another connection missed its query deadline"));
    }
  }

  pool.on("connect", (client) => {
    // a transaction's queries (promises on a client it holds)
    watchRejections(client, "query", () => (error) => {
      if (isQueryDeadlineMissed(error)) dropSilent(client);
    });
  });
  pool.on("acquire", (client) => idle.delete(client));
  pool.on("remove", (client) => idle.delete(client));
  pool.on("release", (error: Error | undefined, client) => {
    // pool.query() releases its client with the query's error, and the pool ends it
    if (isQueryDeadlineMissed(error)) dropSilent();
    else if (!error) idle.add(client);
  });
}
