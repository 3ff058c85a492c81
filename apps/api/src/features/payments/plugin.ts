import fp from "fastify-plugin";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import type { MoneyContext } from "./operations.ts";
import { payOutDueShares } from "./payouts.ts";
import { reconcileMoney } from "./reconcile.ts";
import { paymentRoutes } from "./routes.ts";
import { paymentWebhookRoutes } from "./webhooks.ts";

/** The reconciliation run looks for lagging money this often. */
const RECONCILE_EVERY_MS = 30 * 1000;
/** Due payouts are looked for this often. */
const PAYOUT_EVERY_MS = 5 * 60 * 1000;

export interface PaymentsPluginOptions {
  ctx: MoneyContext & { approveInstantly: (bookingId: string) => Promise<void> };
  publicUrl: string;
  payoutDelayHours: number;
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
    const { ctx, payoutDelayHours } = options;
    await app.register(paymentRoutes, options);
    // its own scope: the raw-body parser must not reach other routes
    await app.register(paymentWebhookRoutes, { ctx });
    const reconcile = createPeriodicJob({
      run: () => reconcileMoney(ctx),
      idle: 0,
      everyMs: RECONCILE_EVERY_MS,
      log: app.log,
      failure: "payments could not be reconciled; trying again at the next run",
    });
    const payouts = createPeriodicJob({
      run: () => payOutDueShares(ctx, payoutDelayHours),
      idle: 0,
      everyMs: PAYOUT_EVERY_MS,
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
