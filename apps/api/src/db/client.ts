import { AsyncResource } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { DatabaseQueue, queuePglite, queuePool } from "./database-queue.ts";
import { listenPostgres, type ChannelListener, type StopListening } from "./listen-postgres.ts";
import { reportLostConnections } from "./lost-connections.ts";
import {
  DEFAULT_DEADLINES,
  replaceSilentConnections,
  TCP_KEEPALIVE,
  type DatabaseDeadlines,
} from "./query-deadlines.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * PGlite's start: its defaults, with 32 MB of shared buffers instead of PostgreSQL's 128 MB.
 * They live in the process's memory (the WebAssembly heap), and an embedded database of one
 * small campus stays far below them: 32 MB keeps its pages cached and saves some 130 MB
 * resident (decision 0064).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"] };

/** The database behind the app: PGlite embedded in DATA_DIR, or PostgreSQL. */
export interface DatabaseHandle {
  readonly kind: "pglite" | "postgres";
  readonly db: Database;
  /** The callers waiting for the database now: load shedding bounds it. */
  readonly queue: DatabaseQueue;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query; PostgreSQL's connection gives up after `deadlineMs`. */
  ping(deadlineMs: number): Promise<void>;
  /** Hears NOTIFY on `channel` (every instance on this database does) until stopped. */
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  close(): Promise<void>;
}

export { DataDirLockedError } from "./data-dir-lock.ts";

/** Hears each statement the app sends (tests count a step's round trips with it). */
export type QueryObserver = (query: string) => void;

function observing(onQuery: QueryObserver | undefined) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

/**
 * Opens PGlite in `dataDir/db`, refusing when another process holds the directory:
 * two PGlite instances writing the same files would corrupt them.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dbDir = path.join(dataDir, "db");
  fs.mkdirSync(dbDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dbDir, PGLITE_OPTIONS);
    return pgliteHandle(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite in memory, for tests. */
export async function openMemoryPglite(onQuery?: QueryObserver): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create(PGLITE_OPTIONS), () => {}, onQuery);
}

function pgliteHandle(client: PGlite, release: () => void, onQuery?: QueryObserver): DatabaseHandle {
  const queue = new DatabaseQueue();
  queuePglite(client, queue);
  const db = drizzlePglite({ client, schema, ...observing(onQuery) });
  return {
    kind: "pglite",
    db: db as unknown as Database,
    queue,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    // one embedded connection, which never drops: listening starts once. A notification is
    // heard as from the listener's own start, as PostgreSQL's are, never as part of the
    // request whose commit sent it
    listen: async (channel, listener) => {
      const heard = new AsyncResource("campusride-listen");
      const stop = await client.listen(channel, (payload) =>
        heard.runInAsyncScope(() => listener.onNotification(payload)),
      );
      listener.onListening();
      return stop;
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The connections of an instance's PostgreSQL pool. */
export const POOL_CONNECTIONS = 10;

/**
 * A node-postgres pool. Connection failures surface per query, never as a crash:
 * `onConnectionLost` hears of each connection the server drops. Every statement and every
 * wait for an answer has a deadline, and a connection that misses one is replaced.
 */
export function openPostgres(
  connectionString: string,
  onConnectionLost: (error: Error) => void,
  deadlines: DatabaseDeadlines = DEFAULT_DEADLINES,
  onQuery?: QueryObserver,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_CONNECTIONS,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: deadlines.statementTimeoutMs,
    query_timeout: deadlines.queryTimeoutMs,
    ...TCP_KEEPALIVE,
  });
  // An idle client and its pool both report the same loss: tell it once.
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    onConnectionLost(error);
  };
  // An idle client losing its server emits here; unhandled, it would kill the process.
  pool.on("error", report);
  pool.on("connect", (client) => {
    // A client lent out (a transaction) has no pool listener while it is away: its loss
    // would be an unhandled 'error' and kill the process. The queries it was running fail
    // on their own, and the pool discards the client when it comes back.
    client.on("error", report);
    reportLostConnections(client, "query");
  });
  reportLostConnections(pool, "query");
  reportLostConnections(pool, "connect");
  replaceSilentConnections(pool);
  const queue = new DatabaseQueue();
  queuePool(pool, queue);
  const db = drizzlePg({ client: pool, schema, ...observing(onQuery) });
  return {
    kind: "postgres",
    db: db as unknown as Database,
    queue,
    migrate: () => migrateWithLock(connectionString, deadlines, report),
    ping: async (deadlineMs) => {
      // a deadline of its own (node-postgres reads it per query; its types leave it out)
      const query: pg.QueryConfig & { query_timeout: number } = {
        text: "select 1",
        query_timeout: deadlineMs,
      };
      await pool.query(query);
    },
    listen: (channel, listener) => listenPostgres(connectionString, channel, listener),
    close: () => pool.end(),
  };
}

// Several API instances may start together; an advisory lock lets one migrate at a time.
const MIGRATION_LOCK_ID = 724_100_001;

/**
 * Migrates over a connection of its own, with the migrations' longer deadlines (waiting
 * for another instance's migrations included), never the pool's.
 */
async function migrateWithLock(
  connectionString: string,
  { statementTimeoutMs, queryTimeoutMs, migrationTimeoutMs }: DatabaseDeadlines,
  onConnectionLost: (error: Error) => void,
): Promise<void> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: 3_000,
    statement_timeout: migrationTimeoutMs,
    query_timeout: migrationTimeoutMs + (queryTimeoutMs - statementTimeoutMs),
    ...TCP_KEEPALIVE,
  });
  client.on("error", onConnectionLost);
  // the lock is the session's: ending the connection releases it, whatever happened
  try {
    await client.connect();
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } catch (error) {
    // not waited for: a connection that failed may never say goodbye
    client.end().catch(() => {});
    throw error;
  }
  await client.end();
}
