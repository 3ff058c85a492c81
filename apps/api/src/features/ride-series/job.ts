import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { makeOccurrenceBatch } from "./occurrences.ts";

/** Series are looked at this often: a new day brings one more day of trips into the four weeks. */
const SERIES_JOB_EVERY_MS = 60 * 60 * 1000;

/**
 * Makes the trips due of every active series (the next four weeks, Florida's dates), a
 * batch of series per transaction until none is due, each trip told to the search and
 * ride alerts once committed (`onRideChanged`). Safe side by side, exactly once per trip:
 * an instance skips the series another holds, a series and date has one trip at most
 * (rides_series_date_idx, ON CONFLICT DO NOTHING), and a series is marked made through
 * its date by a guarded update (docs/decisions/0058). Returns how many trips it made.
 */
export async function makeDueOccurrences(
  db: Database,
  onRideChanged: (rideId: string) => Promise<void>,
): Promise<number> {
  let made = 0;
  for (;;) {
    const { rideIds, isFull } = await makeOccurrenceBatch(db);
    await Promise.all(rideIds.map((rideId) => onRideChanged(rideId)));
    made += rideIds.length;
    if (!isFull) return made;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Makes the trips of weekly series due now; resolves with how many this instance made. */
    makeSeriesOccurrences(): Promise<number>;
  }
}

/** The weekly series' occurrence job, running in every instance from the app's start to its close. */
export const seriesOccurrencesPlugin = fp<{ onRideChanged: (rideId: string) => Promise<void> }>(
  async (app, { onRideChanged }) => {
    const job = createPeriodicJob({
      run: () => makeDueOccurrences(app.db, onRideChanged),
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
