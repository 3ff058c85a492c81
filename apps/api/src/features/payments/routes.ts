import { FRIENDLY_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import {
  checkoutResponseSchema,
  paymentConfigSchema,
  payoutOnboardingSchema,
  payoutsResponseSchema,
} from "@campusride/shared/schemas/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import { limitRequests, type RequestLimit } from "../../plugins/rate-limit.ts";
import type { Money } from "./money.ts";

const bookingParams = z.object({ id: z.string().max(100) });

/** Opening the provider's pages, per student: a few a minute is any real use. */
const PROVIDER_PAGE_LIMIT: RequestLimit = {
  name: "payment-pages",
  max: 10,
  windowMs: 60 * 1000,
  message: FRIENDLY_MESSAGES.rateLimit,
  by: (request) => request.currentUser?.id,
};

/**
 * How riders pay, Checkout for card requests, and drivers' payouts. (A booking's payment
 * is read, and the provider's notices are answered, by the bookings feature: reading a
 * paid request or hearing of its payment moves the request on.)
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ money: Money }> = async (app, { money }) => {
  app.get("/api/payments/config", { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    method: money.method,
  }));

  app.post(
    "/api/bookings/:id/payment/checkout",
    {
      onRequest: requireUser,
      preHandler: limitRequests(app, PROVIDER_PAGE_LIMIT),
      schema: { params: bookingParams, response: { 200: checkoutResponseSchema } },
    },
    async (request) => money.startCheckout(currentUser(request).id, request.params.id),
  );

  app.get(
    "/api/payouts",
    {
      onRequest: requireUser,
      preValidation: requireRole("driver", PAYMENT_MESSAGES.onlyDrivers),
      schema: { response: { 200: payoutsResponseSchema } },
    },
    async (request) => money.readPayouts(currentUser(request).id),
  );

  app.post(
    "/api/payouts/account",
    {
      onRequest: requireUser,
      preValidation: requireRole("driver", PAYMENT_MESSAGES.onlyDrivers),
      preHandler: limitRequests(app, PROVIDER_PAGE_LIMIT),
      schema: { response: { 200: payoutOnboardingSchema } },
    },
    async (request) => money.startPayoutOnboarding(currentUser(request).id),
  );
};
