import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { requestExpiryPlugin } from "./expiry.ts";
import { paymentNoticeRoutes } from "./payment-notices.ts";
import { bookingRoutes, type BookingRoutesOptions } from "./routes.ts";
import { completeRideBookings, finishChargedRequests, followClosedRide } from "./service.ts";

export interface BookingsPluginOptions extends Omit<BookingRoutesOptions, "money"> {
  /** How often charged requests whose approval never committed are looked for (PAYMENTS_JOB_EVERY_MS). */
  jobEveryMs: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Finishes the requests charged by an approval that never committed; resolves with how many. */
    finishChargedRequests(): Promise<number>;
    /** A trip's bookings when its driver completes or cancels it (the rides feature calls them; app.ts hands them in). */
    rideBookings: {
      /** Inside the transaction that completes the ride: see completeRideBookings. */
      complete(tx: Database, rideId: string): Promise<void>;
      /** After a completion or a cancellation committed: see followClosedRide. */
      follow(rideId: string): Promise<void>;
    };
  }
}

/**
 * Bookings: the lifecycle's routes, the provider's notices that move a paid request on,
 * the request expiry job, the job finishing requests charged by an approval that never
 * committed, and what a trip's completion or cancellation does to its bookings
 * (`app.rideBookings`, for the rides feature). Every step calls the money module
 * (`app.money`); it never calls back.
 */
export const bookingsPlugin = fp<BookingsPluginOptions>(
  async (app, { jobEveryMs, ...options }) => {
    const { money } = app;
    app.decorate("rideBookings", {
      complete: (tx: Database, rideId: string) =>
        completeRideBookings(tx, options.recordRideDayEvent, rideId),
      follow: (rideId: string) => followClosedRide(money, rideId),
    });
    await app.register(bookingRoutes, { ...options, money });
    // its own scope: the raw-body parser must not reach other routes
    await app.register(paymentNoticeRoutes, { money });
    await app.register(requestExpiryPlugin, { money });
    const charged = createPeriodicJob({
      run: () => finishChargedRequests(app.db, money),
      idle: 0,
      everyMs: jobEveryMs,
      log: app.log,
      failure: "charged requests could not be finished; trying again at the next run",
    });
    app.decorate("finishChargedRequests", charged.runNow);
    app.addHook("onReady", async () => charged.start());
    app.addHook("onClose", async () => charged.stop());
  },
  { name: "bookings", dependencies: ["database", "payments"] },
);
