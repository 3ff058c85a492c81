import type { InjectOptions } from "fastify";
import { afterAll } from "vitest";
import { buildApp, type App, type AppOptions } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { capturedLogger } from "./captured-log.ts";
import { resetDatabase, workerDatabase } from "./database.ts";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: ".tmp/test-data",
    PUBLIC_URL: "http://localhost:3000",
    // no web build, whether or not apps/web/dist exists: the routes and the answers to
    // non-API paths are the same before and after `npm run build` (app.test.ts gives its own)
    WEB_DIST: ".tmp/no-web-build",
    // The test runner and the app share one event loop here, and the runner's own work (on
    // a busy machine, its waits for a CPU) would count as the app's lateness: no load
    // shedding in process, but in fair-use.test.ts, which turns it on.
    SHED_EVENT_LOOP_DELAY_MS: "0",
    // nor bounds on the database's queue and the requests in flight (database-queue.test.ts
    // turns them on): a test's requests at once are not a crowd
    SHED_DATABASE_WAITING: "0",
    SHED_DATABASE_WAIT_MS: "0",
    SHED_REQUESTS_IN_FLIGHT: "0",
    ...overrides,
  });
}

export interface TestAppOptions {
  /** The app's log (default: the captured log the suite's log check reads), e.g. a stream a test reads. */
  logger?: AppOptions["logger"];
  /** Runs on the built app before `app.ready()`, e.g. to add routes only a test needs. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/**
 * The real app on the worker's database, emptied first, closed after the file. The
 * database outlives the app: the next file of this worker reuses it.
 */
export async function createTestApp(
  configOverrides: Record<string, string> = {},
  { logger = capturedLogger(), beforeReady }: TestAppOptions = {},
): Promise<App> {
  const database = await workerDatabase();
  await resetDatabase(database);
  const config = testConfig(configOverrides);
  const app = await buildApp({
    config,
    database: { ...database, close: async () => {} },
    logger,
  });
  await beforeReady?.(app);
  await app.ready();
  afterAll(() => app.close());
  sendOwnOrigin(app, config.PUBLIC_URL);
  return app;
}

/**
 * Makes in-process requests arrive the way the app's own pages send them, with Origin set
 * to PUBLIC_URL, unless the test sets Origin or Sec-Fetch-Site itself. A header given as
 * undefined is left out: `{ origin: undefined }` is a request without one.
 */
export function sendOwnOrigin(app: App, publicUrl: string): void {
  const inject = app.inject.bind(app);
  const ownOrigin = new URL(publicUrl).origin;
  app.inject = ((options: InjectOptions | string) => {
    const request = typeof options === "string" ? { url: options } : options;
    const given = request.headers ?? {};
    const headers =
      "origin" in given || "sec-fetch-site" in given ? { ...given } : { origin: ownOrigin, ...given };
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    return inject({ ...request, headers });
  }) as App["inject"];
}
