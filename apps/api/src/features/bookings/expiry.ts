import { REQUEST_EXPIRY_HOURS } from "@campusride/shared/domain/request-expiry";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { nowSql } from "../../lib/clock.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import type { Money } from "../payments/money.ts";

/** Requests past their time are looked for this often (a request expires within it of its time). */
const EXPIRY_EVERY_MS = 60 * 1000;
/** Requests expired per transaction. */
const BATCH = 100;

/**
 * Expires the pending requests of active trips that are 12 hours old or whose trip has
 * left, whichever came first. Each batch locks its rows, skipping rows another instance
 * holds, and the update re-checks `status = 'pending'`, so several instances running this
 * together expire each request once (and the booking trigger tells its rider once, by
 * notification and the 'request answered' email). A pending request holds no seats, so
 * none is freed. Requests on a cancelled trip are left as they are: its riders were told.
 */
export async function expireDueRequests(db: Database, money?: Pick<Money, "follow">): Promise<number> {
  let expired = 0;
  for (;;) {
    const present = nowSql();
    const batch = (await db.execute(sql`
      update bookings set status = 'expired', updated_at = ${present}
      where status = 'pending' and id in (
        select b.id from bookings b join rides r on r.id = b.ride_id
        where b.status = 'pending' and r.status = 'active'
          and (b.created_at <= ${present} - make_interval(hours => ${REQUEST_EXPIRY_HOURS}) or r.departure_at <= ${present})
        order by b.created_at
        limit ${BATCH}
        for update of b skip locked)
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    expired += batch.rows.length;
    // a card authorisation on an expired request is let go
    await money?.follow(batch.rows.map((row) => row.id));
    if (batch.rows.length < BATCH) return expired;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Expires the requests due now; resolves with how many this instance expired. */
    expireDueRequests(): Promise<number>;
  }
}

/** The request expiry job, running in every instance from the app's start to its close. */
export const requestExpiryPlugin = fp<{ money: Pick<Money, "follow"> }>(
  async (app, { money }) => {
    const job = createPeriodicJob({
      run: async () => {
        const count = await expireDueRequests(app.db, money);
        if (count > 0) app.log.info({ count }, "unanswered requests expired");
        return count;
      },
      idle: 0,
      everyMs: EXPIRY_EVERY_MS,
      log: app.log,
      failure: "unanswered requests could not be expired; trying again at the next run",
    });
    app.decorate("expireDueRequests", job.runNow);
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", async () => job.stop());
  },
  { name: "request-expiry", dependencies: ["database"] },
);
