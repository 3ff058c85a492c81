import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { makeOccurrenceBatch } from "./occurrences.ts";

/** Series are looked at this often: a new day brings one more day of trips into the four weeks. */
const SERIES_JOB_EVERY_MS = 60 * 60 * 1000;

/**
 * Makes the trips due of every active series (the next four weeks, Florida's dates), a
 * batch of series per transaction until none is due, each trip told to the search and
 * ride alerts once committed (`onRidesChanged`). Safe side by side, exactly once per trip:
 * an instance skips the series another holds, a series and date has one trip at most
 * (rides_series_date_idx, ON CONFLICT DO NOTHING), and a series is marked made through
 * its date by a guarded update (docs/decisions/0058). Returns how many trips it made.
 */
export async function makeDueOccurrences(
  db: Database,
  onRidesChanged: (rideIds: readonly string[]) => Promise<void>,
): Promise<number> {
  let made = 0;
  // the search and the alerts hear of one batch while the next is made
  let telling: Promise<void> = Promise.resolve();
  try {
    for (;;) {
      const { rideIds, isFull } = await makeOccurrenceBatch(db);
      made += rideIds.length;
      const told = telling;
      telling = told.then(() => onRidesChanged(rideIds));
      if (!isFull) return made;
    }
  } finally {
    await telling;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Makes the trips of weekly series due now; resolves with how many this instance made. */
    makeSeriesOccurrences(): Promise<number>;
  }
}

/** The weekly series' occurrence job, running in every instance from the app's start to its close. */
export const seriesOccurrencesPlugin = fp<{ onRidesChanged: (rideIds: readonly string[]) => Promise<void> }>(
  async (app, { onRidesChanged }) => {
    const job = createPeriodicJob({
      run: () => makeDueOccurrences(app.db, onRidesChanged),
      idle: 0,
      everyMs: SERIES_JOB_EVERY_MS,
      log: app.log,
      failure: "the trips of weekly series could not be made; trying again at the next run",
      report: (made) => {
        if (made > 0) app.log.info({ count: made }, "trips of weekly series made");
      },
    });
    app.decorate("makeSeriesOccurrences", job.runNow);
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", async () => job.stop());
  },
  { name: "series-occurrences", dependencies: ["database"] },
);
