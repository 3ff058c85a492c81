import { afterAll } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { resetDatabase, workerDatabase } from "./database.ts";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: ".tmp/test-data",
    PUBLIC_URL: "http://localhost:3000",
    ...overrides,
  });
}

export interface TestAppOptions {
  /** Runs on the built app before `app.ready()`, e.g. to add routes only a test needs. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/**
 * The real app on the worker's database, emptied first, closed after the file. The
 * database outlives the app: the next file of this worker reuses it.
 */
export async function createTestApp(
  configOverrides: Record<string, string> = {},
  { beforeReady }: TestAppOptions = {},
): Promise<App> {
  const database = await workerDatabase();
  await resetDatabase(database);
  const app = await buildApp({
    config: testConfig(configOverrides),
    database: { ...database, close: async () => {} },
    logger: false,
  });
  await beforeReady?.(app);
  await app.ready();
  afterAll(() => app.close());
  return app;
}
