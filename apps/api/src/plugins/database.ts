import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, DatabaseHandle } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /** True once migrations have been applied; the readiness probe also pings. */
    isMigrated(): boolean;
  }
}

// Retries start fast and stay frequent: the app must be ready within 5 s of the
// database's return, however long it was away. A try costs one refused connection.
const RETRY_START_MS = 250;
const RETRY_MAX_MS = 2_000;

/**
 * Decorates the app with the database and applies migrations. PGlite migrates before
 * the app starts. PostgreSQL may be down when the app starts: the app still starts
 * (reporting not ready) and keeps retrying in the background until it is back.
 * `afterMigrate` runs after the migrations of each try, before the app counts as migrated.
 */
async function registerDatabase(
  app: FastifyInstance,
  { database, afterMigrate }: { database: DatabaseHandle; afterMigrate?: (db: Database) => Promise<unknown> },
) {
  let migrated = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let closing = false;

  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("isMigrated", () => migrated);

  async function tryMigrate(attempt: number, delayMs: number): Promise<void> {
    try {
      await database.migrate();
      await afterMigrate?.(database.db);
      migrated = true;
      if (attempt > 1) app.log.info(`database reachable again; migrations applied (attempt ${attempt})`);
    } catch (error) {
      if (database.kind === "pglite") throw error;
      // The first failure with its details; each retry after it in one line.
      if (attempt === 1) {
        app.log.error({ err: error }, `database not reachable; retrying every ${RETRY_MAX_MS} ms at most`);
      } else {
        app.log.warn(`database still not reachable (attempt ${attempt})`);
      }
      if (closing) return;
      const next = Math.min(delayMs * 2, RETRY_MAX_MS);
      retryTimer = setTimeout(() => void tryMigrate(attempt + 1, next), delayMs);
      retryTimer.unref();
    }
  }

  await tryMigrate(1, RETRY_START_MS);

  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(retryTimer);
  });
}

export const databasePlugin = fp(registerDatabase, { name: "database" });
