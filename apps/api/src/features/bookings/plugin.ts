import fp from "fastify-plugin";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { requestExpiryPlugin } from "./expiry.ts";
import { paymentNoticeRoutes } from "./payment-notices.ts";
import { bookingRoutes, type BookingRoutesOptions } from "./routes.ts";
import { finishChargedRequests } from "./service.ts";

export interface BookingsPluginOptions extends Omit<BookingRoutesOptions, "money"> {
  /** How often charged requests whose approval never committed are looked for (PAYMENTS_JOB_EVERY_MS). */
  jobEveryMs: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Finishes the requests charged by an approval that never committed; resolves with how many. */
    finishChargedRequests(): Promise<number>;
  }
}

/**
 * Bookings: the lifecycle's routes, the provider's notices that move a paid request on,
 * the request expiry job, and the job finishing requests charged by an approval that
 * never committed. Every step calls the money module (`app.money`); it never calls back.
 */
export const bookingsPlugin = fp<BookingsPluginOptions>(
  async (app, { jobEveryMs, ...options }) => {
    const { money } = app;
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
