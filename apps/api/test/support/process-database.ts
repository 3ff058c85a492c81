import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import pg from "pg";
import { tempDataDir } from "./server-process.ts";

export type DatabaseKind = "pglite" | "postgres";

/**
 * The database of a server process, and plain SQL on it for the test. On PGlite
 * (DATA_DIR) a query opens the folder itself: only while no server runs on it.
 */
export interface ProcessDatabase {
  kind: DatabaseKind;
  /** What the server process needs in its environment to use this database. */
  env: Record<string, string>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

let created = 0;

export async function createProcessDatabase(kind: DatabaseKind, label: string): Promise<ProcessDatabase> {
  const dataDir = tempDataDir();
  if (kind === "pglite") {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      async query<T>(sql: string, params: unknown[] = []) {
        const db = await PGlite.create(path.join(dataDir, "db"));
        try {
          return (await db.query<T>(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
      dispose: async () => {},
    };
  }
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) throw new Error("TEST_DATABASE_URL is not set");
  created += 1;
  const name = `campusride_${label}_${process.pid}_${created}`;
  const url = new URL(testUrl);
  async function run<T>(database: string, sql: string, params: unknown[] = []): Promise<T[]> {
    const target = new URL(url);
    target.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const admin = url.pathname.slice(1) || "postgres";
  await run(admin, `drop database if exists "${name}" with (force)`);
  await run(admin, `create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: own.toString() },
    query: (sql, params) => run(name, sql, params),
    dispose: async () => {
      await run(admin, `drop database if exists "${name}" with (force)`);
    },
  };
}
