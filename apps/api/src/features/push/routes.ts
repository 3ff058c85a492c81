import {
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushSubscriptionStateSchema,
  pushUnsubscribeSchema,
} from "@campusride/shared/schemas/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { subscribe, unsubscribe } from "./service.ts";

export interface PushRoutesOptions {
  publicKey: string;
  allowLocal: boolean;
}

/** This browser's push subscription (docs/product/ride-day.md#push-notifications). */
export const pushRoutes: FastifyPluginAsyncZod<PushRoutesOptions> = async (
  app,
  { publicKey, allowLocal },
) => {
  app.get(
    "/api/push/public-key",
    { onRequest: requireUser, schema: { response: { 200: pushPublicKeySchema } } },
    async () => ({ publicKey }),
  );

  app.post(
    "/api/push/subscriptions",
    {
      onRequest: requireUser,
      schema: { body: pushSubscriptionSchema, response: { 200: pushSubscriptionStateSchema } },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await subscribe(app.db, { id, sessionId }, request.body, allowLocal);
      return { subscribed: true };
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      onRequest: requireUser,
      schema: { body: pushUnsubscribeSchema, response: { 200: pushSubscriptionStateSchema } },
    },
    async (request) => {
      await unsubscribe(app.db, currentUser(request).id, request.body.endpoint);
      return { subscribed: false };
    },
  );
};
