import type { FastifyPluginAsync } from "fastify";
import { removeUnreferencedLicenseFiles } from "./service.ts";

/**
 * Younger files are left alone: another instance sharing the uploads folder and the
 * database may be between writing one and committing its row.
 */
const MIN_AGE_MS = 5 * 60 * 1000;
const INTERVAL_MS = 10 * 60 * 1000;

/**
 * Sweeps what a crash left in this database's uploads folder (never another database's:
 * plugins/storage/uploads-owner.ts): unfinished writes, and license files no row refers to. At start, then every INTERVAL_MS, so a crash's leftovers are gone within
 * MIN_AGE_MS + INTERVAL_MS even without a restart. License files are the only uploads.
 */
export const orphanFileSweep: FastifyPluginAsync = async (app) => {
  async function sweep() {
    const before = new Date(Date.now() - MIN_AGE_MS);
    try {
      // without the database neither whose folder this is nor which file is an orphan is
      // known; the next sweep will see
      if (!app.isMigrated()) return;
      const unfinished = await app.storage.removeUnfinished(before);
      const unreferenced = await removeUnreferencedLicenseFiles(app.db, app.storage, before);
      if (unfinished + unreferenced > 0) {
        app.log.info(`removed ${unfinished} unfinished and ${unreferenced} unreferenced upload files`);
      }
    } catch (error) {
      app.log.warn({ err: error }, "sweeping the uploads folder failed; it is tried again later");
    }
  }

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(() => void sweep(), INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
};
