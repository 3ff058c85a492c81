import { AUTO_COMPLETE_AFTER_ARRIVAL_HOURS } from "@campusride/shared/domain/ride-day";
import { estimatedArrival } from "@campusride/shared/domain/trip-arrival";
import { and, asc, eq, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { rides } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs, nowSql } from "../../lib/clock.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { closeRide, type RideBookings } from "./service.ts";

/** Trips left unfinished are looked for this often. */
const AUTO_COMPLETE_EVERY_MS = 5 * 60 * 1000;
/** Trips looked at per run (the next run takes the rest). */
const BATCH = 100;
const HOUR_MS = 3600 * 1000;

/** Active trips whose departure that counts is at least AUTO_COMPLETE_AFTER_ARRIVAL_HOURS behind. */
function listUnfinishedTrips(db: Database) {
  return db
    .select({
      id: rides.id,
      driverId: rides.driverId,
      departureAt: rides.departureAt,
      delayMinutes: rides.delayMinutes,
      timeLength: rides.timeLength,
      distanceMiles: rides.distanceMiles,
    })
    .from(rides)
    .where(
      and(
        eq(rides.status, "active"),
        sql`${rides.departureAt} + make_interval(mins => ${rides.delayMinutes})
          <= ${nowSql()} - make_interval(hours => ${AUTO_COMPLETE_AFTER_ARRIVAL_HOURS})`,
      ),
    )
    .orderBy(asc(rides.departureAt))
    .limit(BATCH);
}

/**
 * Completes every active trip nobody finished, AUTO_COMPLETE_AFTER_ARRIVAL_HOURS after its
 * estimated arrival (the departure that counts plus the trip's length, domain/trip-arrival.ts),
 * through the driver's own completion (closeRide): its confirmed seats completed, reviews
 * opened, "dropped off" on its timeline. Safe side by side: closeRide's update is guarded
 * by the trip's status, so when two instances race one completes it and the other hears
 * 409 and moves on. Returns the ids it completed (the caller tells the search and the money).
 */
export async function completeUnfinishedTrips(db: Database, bookingsOfRide: RideBookings): Promise<string[]> {
  const completed: string[] = [];
  for (const trip of await listUnfinishedTrips(db)) {
    const departureAt = new Date(trip.departureAt.getTime() + trip.delayMinutes * 60 * 1000);
    const arrival = estimatedArrival({
      departureAt,
      timeLength: trip.timeLength,
      distanceMiles: trip.distanceMiles,
    });
    if (arrival.getTime() + AUTO_COMPLETE_AFTER_ARRIVAL_HOURS * HOUR_MS > nowMs()) continue;
    try {
      await closeRide(db, trip.driverId, trip.id, "completed", bookingsOfRide);
      completed.push(trip.id);
    } catch (error) {
      // another instance (or the driver) closed it first
      if (!(error instanceof AppError) || error.code !== "CONFLICT") throw error;
    }
  }
  return completed;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Completes the trips due now; resolves with how many this instance completed. */
    completeUnfinishedTrips(): Promise<number>;
  }
}

/** The auto-completion job, running in every instance from the app's start to its close. */
export const autoCompletePlugin = fp<{
  rideBookings: RideBookings;
  onRideChanged: (rideId: string) => Promise<void>;
}>(
  async (app, { rideBookings, onRideChanged }) => {
    const job = createPeriodicJob({
      run: async () => {
        const completed = await completeUnfinishedTrips(app.db, rideBookings);
        for (const rideId of completed) {
          await onRideChanged(rideId);
          await rideBookings.follow(rideId);
        }
        if (completed.length > 0) app.log.info({ count: completed.length }, "unfinished trips completed");
        return completed.length;
      },
      idle: 0,
      everyMs: AUTO_COMPLETE_EVERY_MS,
      log: app.log,
      failure: "unfinished trips could not be completed; trying again at the next run",
    });
    app.decorate("completeUnfinishedTrips", job.runNow);
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", async () => job.stop());
  },
  { name: "auto-complete", dependencies: ["database"] },
);
