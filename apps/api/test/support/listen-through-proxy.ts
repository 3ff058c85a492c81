import { buildApp, type App } from "../../src/app.ts";
import { listenPostgres } from "../../src/db/listen-postgres.ts";
import { sendOwnOrigin, testConfig } from "./app.ts";
import { workerDatabaseBehindProxy } from "./database-proxy.ts";
import type { TcpProxy } from "./tcp-proxy.ts";
import { capturedLogger } from "./captured-log.ts";

/**
 * A second instance (B) on the worker's PostgreSQL database, beside the test's app (A),
 * whose listening connections go through a proxy a test can switch off or freeze (a
 * dropped connection, a network partition); its pool reaches the database directly, as
 * A's does. `cleanUp` is given what must be closed after the test or the file
 * (onTestFinished or afterAll).
 */
export async function instanceListeningThroughProxy(
  cleanUp: (close: () => Promise<void>) => void,
): Promise<{ instanceB: App; proxy: TcpProxy }> {
  const { database, proxy, url } = await workerDatabaseBehindProxy(cleanUp);
  const config = testConfig();
  const instanceB: App = await buildApp({
    config,
    database: {
      ...database,
      close: async () => {},
      listen: (channel, listener) => listenPostgres(url, channel, listener),
    },
    logger: capturedLogger(),
  });
  await instanceB.ready();
  cleanUp(() => instanceB.close());
  sendOwnOrigin(instanceB, config.PUBLIC_URL);
  return { instanceB, proxy };
}
