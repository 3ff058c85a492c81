import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { openMemoryPglite, openPostgres, type DatabaseHandle } from "../../src/db/client.ts";
import { observeQuery } from "./query-count.ts";

/**
 * The database the API tests run on: PGlite in memory by default, PostgreSQL when
 * TEST_DB=postgres (with TEST_DATABASE_URL naming a server where databases may be
 * created). One per test worker, migrated once, emptied before each test file.
 */
export const TEST_DB_PREFIX = "campusride_test_";

const holder = globalThis as unknown as { __campusrideTestDb?: Promise<DatabaseHandle> };

export function isPostgresRun(): boolean {
  return process.env.TEST_DB === "postgres";
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return url;
}

/** A URL for database `name` on the TEST_DATABASE_URL server. */
export function databaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export function workerDatabase(): Promise<DatabaseHandle> {
  holder.__campusrideTestDb ??= openWorkerDatabase();
  return holder.__campusrideTestDb;
}

async function openWorkerDatabase(): Promise<DatabaseHandle> {
  if (!isPostgresRun()) {
    const handle = await openMemoryPglite(observeQuery);
    await handle.migrate();
    return handle;
  }
  const name = `${TEST_DB_PREFIX}${inject("testRunId")}_${process.env.VITEST_POOL_ID ?? "0"}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrlFor(name), () => {}, undefined, observeQuery);
  await handle.migrate();
  return handle;
}

/** Empties every table of the app's schema. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) {
    await handle.db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
  }
}
