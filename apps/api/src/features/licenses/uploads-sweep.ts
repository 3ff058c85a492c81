import fp from "fastify-plugin";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { purgeUnclaimedLicenses, removeUnreferencedLicenseFiles } from "./service.ts";
import { now } from "../../lib/clock.ts";

/**
 * Younger files are left alone: another instance sharing the uploads folder and the
 * database may be between writing one and committing its row.
 */
const MIN_AGE_MS = 5 * 60 * 1000;
const INTERVAL_MS = 5 * 60 * 1000;

interface SweepResult {
  unclaimed: number;
  unfinished: number;
  unreferenced: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Sweeps the uploads now (tests call it instead of waiting); what it removed. */
    sweepUploads(): Promise<SweepResult>;
  }
}

/**
 * Sweeps this database's uploads (never another database's folder): sign-up uploads no
 * account claimed within the hour (rows and files),
 * and what a crash left behind: unfinished writes, and license files no row refers to. At
 * start, then every INTERVAL_MS, so an unclaimed upload is gone within an hour and
 * INTERVAL_MS, and a crash's leftovers within MIN_AGE_MS + INTERVAL_MS, even without a
 * restart or another upload. License files are the only uploads.
 */
export const uploadsSweepPlugin = fp(
  async (app) => {
    const idle: SweepResult = { unclaimed: 0, unfinished: 0, unreferenced: 0 };
    async function sweep(): Promise<SweepResult> {
      // without the database neither whose folder this is (plugins/storage/uploads-owner.ts),
      // an upload's age nor an orphan can be told; the next sweep will
      if (!app.isMigrated()) return idle;
      const unclaimed = await purgeUnclaimedLicenses(app.db, app.storage, now());
      const before = oldEnough();
      const unfinished = await app.storage.removeUnfinished(before);
      const unreferenced = await removeUnreferencedLicenseFiles(app.db, app.storage, before);
      return { unclaimed, unfinished, unreferenced };
    }

    const job = createPeriodicJob({
      run: sweep,
      idle,
      everyMs: INTERVAL_MS,
      log: app.log,
      failure: "sweeping the uploads failed; it is tried again later",
      report: ({ unclaimed, unfinished, unreferenced }) => {
        if (unclaimed + unfinished + unreferenced > 0) {
          app.log.info(
            `removed ${unclaimed} unclaimed sign-up uploads, ${unfinished} unfinished and ${unreferenced} unreferenced upload files`,
          );
        }
      },
    });

    app.decorate("sweepUploads", job.runNow);
    // the first sweep is over before the app answers (a restart after a crash starts clean):
    // runNow joins the run start() has just asked for
    app.addHook("onReady", async () => {
      job.start();
      await job.runNow();
    });
    app.addHook("onClose", () => job.stop());
  },
  { name: "uploads-sweep", dependencies: ["database", "storage"] },
);

function oldEnough(): Date {
  return new Date(Date.now() - MIN_AGE_MS);
}
