import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { databaseUrlFor, workerDatabase } from "./database.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

/**
 * The worker's PostgreSQL database (migrated) and a proxy to it, switched on, that a test
 * can switch off, freeze or black-hole; `url` reaches the database through the proxy.
 * `cleanUp` is given what must be closed after the test or the file.
 */
export async function workerDatabaseBehindProxy(
  cleanUp: (close: () => Promise<void>) => void,
): Promise<{ database: DatabaseHandle; proxy: TcpProxy; url: string }> {
  const database = await workerDatabase();
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const direct = new URL(databaseUrlFor(rows[0]!.name));
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  cleanUp(() => proxy.close());
  proxy.setEnabled(true);
  const viaProxy = new URL(direct);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  return { database, proxy, url: viaProxy.toString() };
}
