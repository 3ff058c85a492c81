import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { createMoney, type Money } from "./money.ts";
import type { MoneyContext } from "./operations.ts";
import { payOutDueShares } from "./payouts.ts";
import { sendReceipts } from "./receipt-email.ts";
import { paymentRoutes } from "./routes.ts";
import { createCardProvider } from "./select-provider.ts";

export type PaymentsPluginOptions = {
  config: Pick<
    Config,
    | "PUBLIC_URL"
    | "PAYOUT_DELAY_HOURS"
    | "PAYMENTS_JOB_EVERY_MS"
    | "STRIPE_SECRET_KEY"
    | "STRIPE_WEBHOOK_SECRET"
    | "STRIPE_API_URL"
    | "STRIPE_TIMEOUT_MS"
  >;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The money of bookings (ledger, card provider, reconciliation): the bookings lifecycle calls it. */
    money: Money;
    /** Runs the reconciliation now; resolves with how many bookings and operations it looked at. */
    reconcileMoney(): Promise<number>;
    /** Pays out the driver shares due now; resolves with how many were paid. */
    payOutDueShares(): Promise<number>;
  }
}

/**
 * Payments: pay at pickup, or by card through Stripe. Decorates `app.money`, serves the
 * payment and payout routes, and runs the reconciliation and payout jobs in every instance.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { config }) => {
    const ctx: MoneyContext = {
      db: app.db,
      provider: await createCardProvider(config),
      log: app.log,
      sendReceipts: async (bookingIds) => {
        const { mailer } = app;
        if (!mailer.within) return sendReceipts(app.db, mailer, config.PUBLIC_URL, bookingIds);
        // the outbox is a table: a receipt's claim and its mail commit together, so a process
        // stopped in between leaves it unclaimed for the reconciliation to send
        await app.db.transaction((tx) => sendReceipts(tx, mailer.within!(tx), config.PUBLIC_URL, bookingIds));
      },
    };
    const money = createMoney(ctx, {
      publicUrl: config.PUBLIC_URL,
      payoutDelayHours: config.PAYOUT_DELAY_HOURS,
    });
    app.decorate("money", money);
    await app.register(paymentRoutes, { money });
    const everyMs = config.PAYMENTS_JOB_EVERY_MS;
    const reconcile = createPeriodicJob({
      run: () => money.reconcile(everyMs),
      idle: 0,
      everyMs,
      log: app.log,
      failure: "payments could not be reconciled; trying again at the next run",
    });
    const payouts = createPeriodicJob({
      run: () => payOutDueShares(ctx, config.PAYOUT_DELAY_HOURS),
      idle: 0,
      everyMs,
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
  { name: "payments", dependencies: ["database", "mail"] },
);
