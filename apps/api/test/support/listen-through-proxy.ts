import { sql } from "drizzle-orm";
import { buildApp, type App } from "../../src/app.ts";
import { listenPostgres } from "../../src/db/listen-postgres.ts";
import { sendOwnOrigin, testConfig } from "./app.ts";
import { databaseUrlFor, workerDatabase } from "./database.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";
import { capturedLogger } from "./captured-log.ts";

/**
 * A second instance beside `instanceA` on PostgreSQL whose listening connections go
 * through a proxy a test can switch off or freeze (a dropped connection, a network
 * partition); its pool reaches the database directly, as A's does. `cleanUp` is given
 * what must be closed after the test or the file (onTestFinished or afterAll).
 */
export async function instanceListeningThroughProxy(
  instanceA: App,
  cleanUp: (close: () => Promise<void>) => void,
): Promise<{ instanceB: App; proxy: TcpProxy }> {
  const database = await workerDatabase();
  const { rows } = (await instanceA.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const direct = new URL(databaseUrlFor(rows[0]!.name));
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  cleanUp(() => proxy.close());
  proxy.setEnabled(true);
  const viaProxy = new URL(direct);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const config = testConfig();
  const instanceB: App = await buildApp({
    config,
    database: {
      ...database,
      close: async () => {},
      listen: (channel, listener) => listenPostgres(viaProxy.toString(), channel, listener),
    },
    logger: capturedLogger(),
  });
  await instanceB.ready();
  cleanUp(() => instanceB.close());
  sendOwnOrigin(instanceB, config.PUBLIC_URL);
  return { instanceB, proxy };
}
