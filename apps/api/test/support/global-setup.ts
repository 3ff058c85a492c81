import crypto from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { TEST_DB_PREFIX, isPostgresRun, testDatabaseUrl } from "./database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/**
 * Gives this run an id that prefixes its PostgreSQL databases, and drops them once the
 * run is over — only its own, so two runs against one server leave each other alone.
 */
export default function globalSetup(project: TestProject) {
  const runId = crypto.randomBytes(4).toString("hex");
  project.provide("testRunId", runId);

  return async function teardown() {
    if (!isPostgresRun()) return;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${TEST_DB_PREFIX}${runId}_%`],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
