import pg from "pg";
import { TEST_DB_PREFIX, isPostgresRun, testDatabaseUrl } from "./database.ts";

/** Drops the per-worker PostgreSQL databases once the run is over. */
export default function globalSetup() {
  return async function teardown() {
    if (!isPostgresRun()) return;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${TEST_DB_PREFIX}%`],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
