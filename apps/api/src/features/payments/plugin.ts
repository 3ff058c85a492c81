import fp from "fastify-plugin";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import type { MoneyContext } from "./operations.ts";
import { payOutDueShares } from "./payouts.ts";
import { reconcileMoney } from "./reconcile.ts";
import { paymentRoutes } from "./routes.ts";
import { paymentWebhookRoutes } from "./webhooks.ts";

export interface PaymentsPluginOptions {
  ctx: MoneyContext & { approveInstantly: (bookingId: string) => Promise<void> };
  publicUrl: string;
  payoutDelayHours: number;
  /** How often the reconciliation and the payouts run (PAYMENTS_JOB_EVERY_MS). */
  jobEveryMs: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Runs the reconciliation now; resolves with how many bookings and operations it looked at. */
    reconcileMoney(): Promise<number>;
    /** Pays out the driver shares due now; resolves with how many were paid. */
    payOutDueShares(): Promise<number>;
  }
}

/** Payments: the routes, Stripe's webhooks, and the reconciliation and payout jobs of every instance. */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { ctx, payoutDelayHours, jobEveryMs } = options;
    await app.register(paymentRoutes, options);
    // its own scope: the raw-body parser must not reach other routes
    await app.register(paymentWebhookRoutes, { ctx });
    const reconcile = createPeriodicJob({
      run: () => reconcileMoney(ctx, jobEveryMs),
      idle: 0,
      everyMs: jobEveryMs,
      log: app.log,
      failure: "payments could not be reconciled; trying again at the next run",
    });
    const payouts = createPeriodicJob({
      run: () => payOutDueShares(ctx, payoutDelayHours),
      idle: 0,
      everyMs: jobEveryMs,
      log: app.log,
      failure: "payouts could not be made; trying again at the next run",
      report: (count) => {
        if (count > 0) app.log.info({ count }, "driver payouts sent");
      },
    });
    app.decorate("reconcileMoney", reconcile.runNow);
    app.decorate("payOutDueShares", payouts.runNow);
    app.addHook("onReady", async () => {
      reconcile.start();
      payouts.start();
    });
    app.addHook("onClose", async () => {
      await reconcile.stop();
      await payouts.stop();
    });
  },
  { name: "payments", dependencies: ["database"] },
);
