import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { nowSql } from "../../lib/clock.ts";
import { createPeriodicJob, type PeriodicJob } from "../../lib/periodic-job.ts";

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
      const claimed = (await tx.execute(sql`
        update rides set reminder_sent_at = now()
        where reminder_sent_at is null and id in (
          select id from rides
          where status = 'active' and reminder_sent_at is null
            and departure_at > ${present}
            and departure_at <= ${present} + make_interval(hours => ${REMINDER_LEAD_HOURS})
          order by departure_at
          limit ${BATCH}
          for update skip locked)
        returning id`)) as unknown as { rows: Array<{ id: string }> };
      const ids = claimed.rows.map((row) => row.id);
      if (ids.length === 0) return { trips: 0, reminders: 0 };
      const idList = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      // the driver, then the riders whose seat is confirmed; the texts' data as of now
      const written = (await tx.execute(sql`
        with reminded as (
          select r.id as ride_id, r.driver_id as user_id, null::uuid as booking_id, campusride_trip_data(r) as data
            from rides r
            where r.id in (${idList})
              and r.created_at <= r.departure_at - make_interval(hours => ${REMINDER_LEAD_HOURS})
          union all
          select r.id, b.rider_id, b.id, campusride_trip_data(r)
            from rides r join bookings b on b.ride_id = r.id and b.status = 'approved'
            where r.id in (${idList})
              and r.created_at <= r.departure_at - make_interval(hours => ${REMINDER_LEAD_HOURS})
        )
        select campusride_notify_user(user_id, 'ride_reminder', ride_id, booking_id, data) from reminded`)) as unknown as {
        rows: unknown[];
      };
      return { trips: ids.length, reminders: written.rows.length };
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
