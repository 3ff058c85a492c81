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

const RETRY_START_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Decorates the app with the database and applies migrations. PGlite migrates before
 * the app starts. PostgreSQL may be down when the app starts: the app still starts
 * (reporting not ready) and keeps retrying in the background until it is back.
 */
async function registerDatabase(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  let migrated = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let closing = false;

  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("isMigrated", () => migrated);

  async function tryMigrate(delayMs: number): Promise<void> {
    try {
      await database.migrate();
      migrated = true;
    } catch (error) {
      if (database.kind === "pglite") throw error;
      app.log.error({ err: error }, `database not reachable; retrying migrations in ${delayMs} ms`);
      if (closing) return;
      retryTimer = setTimeout(() => void tryMigrate(Math.min(delayMs * 2, RETRY_MAX_MS)), delayMs);
      retryTimer.unref();
    }
  }

  await tryMigrate(RETRY_START_MS);

  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(retryTimer);
  });
}

export const databasePlugin = fp(registerDatabase, { name: "database" });
