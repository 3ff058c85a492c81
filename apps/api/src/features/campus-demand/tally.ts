import { CAMPUS_DEMAND } from "@campusride/shared/domain/campus-demand";
import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { nowMs } from "../../lib/clock.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { selectTalliedThrough, tallyThrough } from "./queries.ts";
import { hourStart, servesHour } from "./tally-hours.ts";

/** Every instance looks this often whether the last full hour is tallied (a row read when it is). */
const CHECK_EVERY_MS = 60_000;

/** The board's days as of an instant: today in Florida and the CAMPUS_DEMAND.days - 1 after. */
export function boardDays(ms: number): { from: string; to: string } {
  const from = todayLocal(new Date(ms));
  return { from, to: addDaysLocal(from, CAMPUS_DEMAND.days - 1) };
}

export interface DemandTallies {
  /**
   * Resolves once the tallies count up to the hour boundary `hour` (hourStart): at once
   * when this process already saw them there, else after reading the mark and, if it is
   * behind, tallying (one tally at a time in the process, and across instances).
   */
  through(hour: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The hour batches (decision 0056): the board reads counts as of the last full hour,
 * tallied by whichever comes first after the hour turns, this job (every minute in every
 * instance) or a board request finding them behind.
 */
export function createDemandTallies(db: Database, log: FastifyBaseLogger): DemandTallies {
  let knownThrough: number | undefined;
  let pending: { hour: number; done: Promise<void> } | undefined;

  async function catchUp(hour: number): Promise<void> {
    const mark = await selectTalliedThrough(db);
    if (mark && servesHour(mark.getTime(), hour)) {
      knownThrough = mark.getTime();
      return;
    }
    const { from, to } = boardDays(hour);
    if (await tallyThrough(db, new Date(hour), from, to))
      log.info({ through: new Date(hour) }, "demand tallied");
    knownThrough = hour;
  }

  function through(hour: number): Promise<void> {
    if (knownThrough !== undefined && servesHour(knownThrough, hour)) return Promise.resolve();
    if (pending && servesHour(pending.hour, hour)) return pending.done;
    const done = (pending?.done ?? Promise.resolve()).catch(() => {}).then(() => catchUp(hour));
    pending = { hour, done };
    const settle = () => {
      if (pending?.done === done) pending = undefined;
    };
    done.then(settle, settle);
    return done;
  }

  const job = createPeriodicJob({
    run: () => through(hourStart(nowMs())),
    idle: undefined,
    everyMs: CHECK_EVERY_MS,
    log,
    failure: "campus demand could not be tallied; trying again in a minute",
  });
  return { through, start: job.start, stop: job.stop };
}
