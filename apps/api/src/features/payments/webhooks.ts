import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { stripeEvents } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAuthorisation, recordPaymentFailure } from "./authorisation.ts";
import type { MoneyContext } from "./operations.ts";
import { updatePayoutAccount } from "./payouts.ts";
import type { ProviderEvent } from "./provider.ts";

type WebhookContext = MoneyContext & { approveInstantly: (bookingId: string) => Promise<void> };

const WEBHOOK_PATH = "/api/payments/webhook";

function bookingIdOf(object: Record<string, unknown>): string | undefined {
  const metadata = object.metadata as Record<string, unknown> | undefined;
  const bookingId = metadata?.bookingId;
  return typeof bookingId === "string" && z.uuid().safeParse(bookingId).success ? bookingId : undefined;
}

/** What an event does; events of other types are acknowledged and left alone. */
async function applyEvent(ctx: WebhookContext, event: ProviderEvent): Promise<void> {
  const object = event.object;
  const bookingId = bookingIdOf(object);
  switch (event.type) {
    case "checkout.session.completed":
      if (bookingId && typeof object.payment_intent === "string") {
        await recordAuthorisation(ctx, bookingId, object.payment_intent);
      }
      return;
    case "payment_intent.amount_capturable_updated":
      if (bookingId && typeof object.id === "string") await recordAuthorisation(ctx, bookingId, object.id);
      return;
    case "payment_intent.payment_failed": {
      const lastError = object.last_payment_error as { message?: unknown } | null | undefined;
      const message = typeof lastError?.message === "string" ? lastError.message : PAYMENT_MESSAGES.declined;
      if (bookingId) await recordPaymentFailure(ctx.db, bookingId, message);
      return;
    }
    case "account.updated":
      // asked of Stripe, not read from the event: events may arrive out of order
      if (typeof object.id === "string" && ctx.provider) {
        await updatePayoutAccount(ctx.db, object.id, await ctx.provider.getPayoutAccount(object.id));
      }
      return;
  }
}

/**
 * Stripe's webhooks. The signature is checked on the raw body before anything is read
 * (a bad one: 400, nothing changes). An event is processed once: its id is written when
 * its processing is done, and an id already written is acknowledged without processing;
 * two deliveries at the same moment both find the ledger's and the booking's guards,
 * which let one write. A failure answers 500, so Stripe delivers it again later.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ ctx: WebhookContext }> = async (app, { ctx }) => {
  // the signature is over the exact bytes: keep them
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  // Stripe's servers calling, not a student: outside the fair-use limits (Stripe retries)
  app.post(WEBHOOK_PATH, { config: { fairUse: "uncounted" } }, async (request, reply) => {
    if (!ctx.provider) throw new AppError("NOT_FOUND", "Not found");
    const signature = request.headers["stripe-signature"];
    let event: ProviderEvent;
    try {
      event = ctx.provider.parseWebhook(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
    } catch {
      throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.webhookSignature);
    }
    const [seen] = await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen) return reply.send({ received: true, duplicate: true });
    await applyEvent(ctx, event);
    const [recorded] = await app.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    return reply.send({ received: true, duplicate: !recorded });
  });
};

export { WEBHOOK_PATH };
