import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/** The database behind the app: PGlite embedded in DATA_DIR, or PostgreSQL. */
export interface DatabaseHandle {
  readonly kind: "pglite" | "postgres";
  readonly db: Database;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * Opens PGlite in `dataDir/db`, refusing when another process holds the directory:
 * two PGlite instances writing the same files would corrupt them.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dbDir = path.join(dataDir, "db");
  fs.mkdirSync(dbDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dbDir, { stale: 15_000, update: 5_000, realpath: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another CampusRide process. ` +
          "Stop that process, or set DATA_DIR to another directory.",
      );
    }
    throw error;
  }
  try {
    const client = await PGlite.create(dbDir);
    return pgliteHandle(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** PGlite in memory, for tests. */
export async function openMemoryPglite(): Promise<DatabaseHandle> {
  return pgliteHandle(await PGlite.create(), async () => {});
}

function pgliteHandle(client: PGlite, release: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    kind: "pglite",
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** A node-postgres pool. Connection failures surface per query, never as a crash. */
export function openPostgres(connectionString: string, onIdleError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server emits here; unhandled, it would kill the process.
  pool.on("error", onIdleError);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: "postgres",
    db: db as unknown as Database,
    migrate: () => migrateWithLock(pool),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

// Several API instances may start together; an advisory lock lets one migrate at a time.
const MIGRATION_LOCK_ID = 724_100_001;

async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
