import type { Config } from "../config.ts";
import { openPglite, openPostgres, type DatabaseHandle } from "./client.ts";
import type { DatabaseDeadlines } from "./query-deadlines.ts";

/** The configured database: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL) return openPglite(config.DATA_DIR);
  return openPostgres(
    config.DATABASE_URL,
    (error) => console.error("database connection lost:", error.message),
    databaseDeadlines(config),
  );
}

/** PostgreSQL's deadlines as configured. */
export function databaseDeadlines(config: Config): DatabaseDeadlines {
  return {
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    migrationTimeoutMs: config.DATABASE_MIGRATION_TIMEOUT_MS,
  };
}
