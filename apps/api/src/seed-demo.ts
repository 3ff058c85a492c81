// npm run seed:demo — creates the verified demo accounts and prints their credentials.
// With the embedded database, stop the server first (it holds DATA_DIR).
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError, openPglite, openPostgres } from "./db/client.ts";
import { describeDemoAccounts, seedDemo } from "./db/seed-demo.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, (error) => console.error("database connection lost:", error.message))
    : await openPglite(config.DATA_DIR);
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: "warn" },
    database,
    logger: { level: "warn" },
  });
  try {
    await app.ready();
    console.log(describeDemoAccounts(await seedDemo(app)));
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
