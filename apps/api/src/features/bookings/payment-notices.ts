import type { FastifyPluginAsync } from "fastify";
import type { Money } from "../payments/money.ts";
import { WEBHOOK_PATH } from "../payments/webhooks.ts";
import { recordPaymentAuthorised } from "./service.ts";

/**
 * Stripe's notices (webhooks). The money module checks the signature on the raw body
 * before anything is read (a bad one: 400, nothing changes) and does the money's part; a
 * notice that a request was paid for is the booking's next step, taken here. A notice is
 * processed once: its id is written when its processing is done, and an id already
 * written is acknowledged without processing; two deliveries at the same moment both
 * find the ledger's and the booking's guards, which let one write. A failure answers 500,
 * so Stripe delivers it again later.
 */
export const paymentNoticeRoutes: FastifyPluginAsync<{ money: Money }> = async (app, { money }) => {
  // the signature is over the exact bytes: keep them (this plugin's own scope: no other route sees it)
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  // Stripe's servers calling, not a student: outside the fair-use limits (Stripe retries)
  app.post(WEBHOOK_PATH, { config: { fairUse: "uncounted" } }, async (request, reply) => {
    const notice = money.openNotice(request.body as Buffer, request.headers["stripe-signature"]);
    if (await money.isNoticeHandled(notice)) return reply.send({ received: true, duplicate: true });
    const paid = await money.applyNotice(notice);
    if (paid) await recordPaymentAuthorised(app.db, money, paid.bookingId, paid.paymentIntentId);
    const isFirst = await money.noticeHandled(notice);
    return reply.send({ received: true, duplicate: !isFirst });
  });
};
