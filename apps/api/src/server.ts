import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/client.ts";
import { openDatabase } from "./db/open-database.ts";
import { demoPassword, findDemoAccounts, hasAccounts, seedDemo, shouldSeedDemo } from "./db/seed-demo.ts";
import { startupBanner } from "./startup-banner.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);

  const app = await buildApp({ config, database });

  // Requests already sent are read and, with those in flight, finish; new ones get 503;
  // past the grace period the process exits.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info(`${signal} received, shutting down`);
    const stopping = Date.now();
    await app.readRequestsAlreadySent();
    await app.close();
    await database.close();
    app.log.info({ shutdownMs: Date.now() - stopping }, "shut down");
  });

  await app.listen({ port: config.PORT, host: config.HOST });

  // In production the app has already re-keyed every demo account (app.ts), before it was ready.
  const password = demoPassword(config);
  // First start of an empty database: demo accounts to try the app with (DEMO_DATA=0 turns this off).
  if (shouldSeedDemo(config, database.kind) && app.isMigrated() && !(await hasAccounts(app))) {
    try {
      await seedDemo(app, password);
    } catch (error) {
      app.log.error({ err: error }, "demo data could not be created");
    }
  }
  const demoAccounts = app.isMigrated() ? await findDemoAccounts(app).catch(() => []) : [];
  app.log.info(
    startupBanner({
      config,
      database: database.kind,
      mail: app.mailer.mode,
      demoAccounts,
      demoPassword: password,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("CampusRide failed to start:", error);
  }
  process.exit(1);
});
