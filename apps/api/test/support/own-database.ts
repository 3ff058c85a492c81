import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { openMemoryPglite, openPostgres, type DatabaseHandle } from "../../src/db/client.ts";
import { databaseUrlFor, isPostgresRun, testDatabaseUrl } from "./database.ts";

const migrationsFolder = path.resolve(import.meta.dirname, "../../src/db/migrations");

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of the migrations folder that ends just before the migration `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

let created = 0;

/**
 * A database of its own, of the run's kind, besides the worker's: another database for
 * the same DATA_DIR. With `before`, as an older CampusRide left it: migrated up to, not
 * including, that migration, and the app's own migrate() takes it the rest of the way,
 * as an upgrade does. Dropped (PostgreSQL) when disposed.
 */
export async function openOwnDatabase({ before }: { before?: string } = {}): Promise<{
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  const folder = before ? migrationsBefore(before) : migrationsFolder;
  if (!isPostgresRun()) {
    const handle = await openMemoryPglite();
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return { handle, dispose: () => handle.close() };
  }
  created += 1;
  const name = `campusride_own_${process.pid}_${created}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const handle = openPostgres(databaseUrlFor(name), () => {});
  await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
