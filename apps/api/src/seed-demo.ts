// npm run seed:demo — creates the verified demo accounts and prints their emails (the
// password only outside production). With the embedded database, stop the server first
// (it holds DATA_DIR). In production it needs DEMO_DATA=1, as at start-up.
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/client.ts";
import { openDatabase } from "./db/open-database.ts";
import { demoPassword, seedDemo } from "./db/seed-demo.ts";
import { seedReport } from "./startup-banner.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.NODE_ENV === "production" && config.DEMO_DATA !== true) {
    throw new ConfigError("Demo accounts are created in production only with DEMO_DATA=1.");
  }
  const database = await openDatabase(config);
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: "warn" },
    database,
    logger: { level: "warn" },
  });
  try {
    await app.ready();
    const password = demoPassword(config);
    const demoAccounts = await seedDemo(app, password);
    console.log(seedReport({ config, database: database.kind, demoAccounts, demoPassword: password }));
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
