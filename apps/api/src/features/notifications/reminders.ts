import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { nowSql } from "../../lib/clock.ts";
import { createPeriodicJob, type PeriodicJob } from "../../lib/periodic-job.ts";
import { claimTripsToRemind, writeTripReminders } from "./queries.ts";

/** A trip is reminded of once it leaves within this long… */
export const REMINDER_LEAD_HOURS = 24;
/** Trips claimed per transaction. */
const BATCH = 100;

export interface ReminderResult {
  /** Trips claimed (each is claimed once, by one instance). */
  trips: number;
  /** Notifications written (a driver and their approved riders per reminded trip). */
  reminders: number;
}

/**
 * Writes the day-before reminders of the trips that now leave within REMINDER_LEAD_HOURS: one
 * ride_reminder for the driver (no booking) and one for each approved rider (their
 * booking), through campusride_notify_user so each user's email choice applies. A trip
 * created less than REMINDER_LEAD_HOURS before it leaves is claimed but reminded of nothing: its
 * people have just arranged it.
 *
 * Each trip is claimed by setting rides.reminder_sent_at in the transaction that writes
 * its reminders; rows another instance is claiming are skipped, and a claim re-checks
 * reminder_sent_at, so several instances running this together write one reminder each.
 * reminder_sent_at is not among the columns whose change the search hears of
 * (db/functions/campusride_ride_changed.sql).
 */
export async function writeDueReminders(db: Database): Promise<ReminderResult> {
  const total: ReminderResult = { trips: 0, reminders: 0 };
  for (;;) {
    const present = nowSql();
    const batch = await db.transaction(async (tx) => {
      const ids = await claimTripsToRemind(tx, present, REMINDER_LEAD_HOURS, BATCH);
      if (ids.length === 0) return { trips: 0, reminders: 0 };
      return { trips: ids.length, reminders: await writeTripReminders(tx, ids, REMINDER_LEAD_HOURS) };
    });
    total.trips += batch.trips;
    total.reminders += batch.reminders;
    if (batch.trips < BATCH) return total;
  }
}

export type ReminderJob = PeriodicJob<ReminderResult>;

/** Runs writeDueReminders when the app starts and every `everyMs` after, in every instance. */
export function createReminderJob(db: Database, log: FastifyBaseLogger, everyMs: number): ReminderJob {
  return createPeriodicJob({
    run: () => writeDueReminders(db),
    idle: { trips: 0, reminders: 0 },
    everyMs,
    log,
    failure: "trip reminders could not be written; trying again at the next run",
    report: (result) => {
      if (result.trips > 0) log.info(result, "trip reminders written");
    },
  });
}
