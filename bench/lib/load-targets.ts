import crypto from "node:crypto";
import { openPglite } from "../../apps/api/src/db/client.ts";
import { tempDataDir } from "../../apps/api/test/support/server-process.ts";
import { queryOf } from "./bench-accounts.ts";
import { seedLoad, type LoadSeed } from "./load-seed.ts";
import { UNLIMITED_CALLERS } from "../../apps/api/test/support/unlimited-callers.ts";
import { startProductionServer, type ProductionServer } from "./production-server.ts";
import { createBenchDatabase } from "./search-database.ts";

export type LoadDatabase = "postgres" | "pglite";

export const DATABASE_NAMES: Record<LoadDatabase, string> = {
  postgres: "PostgreSQL",
  pglite: "PGlite",
};

export interface LoadTarget {
  server: ProductionServer;
  seed: LoadSeed;
  /** Transactions the database has committed and rolled back (PostgreSQL only). */
  countTransactions?: () => Promise<number>;
  /** Stops the server and removes its database. */
  close(): Promise<void>;
}

/**
 * The production server on a database seeded for the load benchmark: a fresh PostgreSQL
 * database on BENCH_DATABASE_URL's server (dropped on close), or PGlite in a temp
 * DATA_DIR, seeded before the server opens it (it holds the folder alone).
 */
export async function startLoadTarget(database: LoadDatabase): Promise<LoadTarget> {
  const authSecret = crypto.randomBytes(32).toString("hex");
  if (database === "postgres") {
    const created = await createBenchDatabase("load");
    try {
      const seed = await seedLoad(queryOf(created.handle), authSecret);
      const server = await startProductionServer({
        ...UNLIMITED_CALLERS,
        ...sheddingSettings(),
        DATABASE_URL: created.url,
        AUTH_SECRET: authSecret,
      });
      return {
        server,
        seed,
        countTransactions: async () => {
          const result = (await queryOf(created.handle)(
            "select (xact_commit + xact_rollback)::int as count from pg_stat_database where datname = current_database()",
          )) as { rows: { count: number }[] };
          return result.rows[0]!.count;
        },
        close: async () => {
          await server.stop();
          await created.drop();
        },
      };
    } catch (error) {
      await created.drop();
      throw error;
    }
  }
  const dataDir = tempDataDir();
  const handle = await openPglite(dataDir);
  let seed: LoadSeed;
  try {
    await handle.migrate();
    seed = await seedLoad(queryOf(handle), authSecret);
  } finally {
    await handle.close();
  }
  // the server removes the temp folder when it stops
  const server = await startProductionServer(
    { ...UNLIMITED_CALLERS, ...sheddingSettings(), AUTH_SECRET: authSecret },
    dataDir,
  );
  return { server, seed, close: () => server.stop() };
}

/**
 * The load shedding settings of the bench's own environment (SHED_…), passed on to the
 * server: e.g. SHED_DATABASE_WAITING=0 SHED_DATABASE_WAIT_MS=0 for a run with an
 * unbounded database queue, to compare.
 */
function sheddingSettings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].startsWith("SHED_") && entry[1] !== undefined,
    ),
  );
}
