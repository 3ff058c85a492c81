import { FRIENDLY_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import {
  bookingPaymentSchema,
  checkoutResponseSchema,
  paymentConfigSchema,
  payoutOnboardingSchema,
  payoutsResponseSchema,
} from "@campusride/shared/schemas/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import { limitRequests, type RequestLimit } from "../../plugins/rate-limit.ts";
import { startCheckout } from "./authorisation.ts";
import type { MoneyContext } from "./operations.ts";
import { readBookingPayment } from "./payment-view.ts";
import { readPayouts, startPayoutOnboarding } from "./payouts.ts";
import { paymentMethodOf } from "./provider.ts";

export interface PaymentRoutesOptions {
  ctx: MoneyContext & { approveInstantly: (bookingId: string) => Promise<void> };
  publicUrl: string;
  payoutDelayHours: number;
}

const bookingParams = z.object({ id: z.string().max(100) });

/** Opening the provider's pages, per student: a few a minute is any real use. */
const PROVIDER_PAGE_LIMIT: RequestLimit = {
  name: "payment-pages",
  max: 10,
  windowMs: 60 * 1000,
  message: FRIENDLY_MESSAGES.rateLimit,
  by: (request) => request.currentUser?.id,
};

/** A booking's payment, Checkout for card requests, and drivers' payouts. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { ctx, publicUrl, payoutDelayHours },
) => {
  app.get("/api/payments/config", { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    method: paymentMethodOf(ctx.provider),
  }));

  app.get(
    "/api/bookings/:id/payment",
    { onRequest: requireUser, schema: { params: bookingParams, response: { 200: bookingPaymentSchema } } },
    async (request) => readBookingPayment(ctx, currentUser(request).id, request.params.id, payoutDelayHours),
  );

  app.post(
    "/api/bookings/:id/payment/checkout",
    {
      onRequest: requireUser,
      preHandler: limitRequests(app, PROVIDER_PAGE_LIMIT),
      schema: { params: bookingParams, response: { 200: checkoutResponseSchema } },
    },
    async (request) => startCheckout(ctx, currentUser(request).id, request.params.id, publicUrl),
  );

  app.get(
    "/api/payouts",
    {
      onRequest: requireUser,
      preValidation: requireRole("driver", PAYMENT_MESSAGES.onlyDrivers),
      schema: { response: { 200: payoutsResponseSchema } },
    },
    async (request) => readPayouts(ctx, currentUser(request).id, payoutDelayHours),
  );

  app.post(
    "/api/payouts/account",
    {
      onRequest: requireUser,
      preValidation: requireRole("driver", PAYMENT_MESSAGES.onlyDrivers),
      preHandler: limitRequests(app, PROVIDER_PAGE_LIMIT),
      schema: { response: { 200: payoutOnboardingSchema } },
    },
    async (request) => startPayoutOnboarding(ctx, currentUser(request).id, publicUrl),
  );
};
