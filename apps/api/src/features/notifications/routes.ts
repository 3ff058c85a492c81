import {
  markReadInputSchema,
  markReadResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from "@campusride/shared/schemas/notifications";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { createEventHub, type EventHub } from "./event-hub.ts";
import { listNotifications, markRead } from "./service.ts";
import { streamRoutes } from "./stream-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's live event streams (their count, their heartbeat's period). */
    liveEvents: EventHub;
  }
}

export interface NotificationRoutesOptions {
  /** The database's NOTIFY, heard by every instance (DatabaseHandle.listen). */
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /** The channel rides' changes are announced on: every stream hears which rides changed. */
  rideChannel: string;
}

/**
 * The notification centre (GET /api/notifications, POST /api/notifications/read) and the
 * live stream (GET /api/events), on the notifications table written by the triggers of db/functions/.
 */
const registerNotifications: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (
  app,
  { listen, rideChannel },
) => {
  const hub = createEventHub({ db: app.db, listen, rideChannel, log: app.log });
  app.decorate("liveEvents", hub);
  app.addHook("onReady", () => hub.start());
  // open streams would hold the server's close: they end first, and clients reconnect elsewhere
  app.addHook("preClose", async () => hub.endStreams());
  app.addHook("onClose", () => hub.stop());
  await app.register(streamRoutes, { hub });

  app.get(
    "/api/notifications",
    {
      onRequest: requireUser,
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
    },
    async (request) => listNotifications(app.db, currentUser(request).id, request.query.before),
  );

  app.post(
    "/api/notifications/read",
    {
      onRequest: requireUser,
      // no body marks every notification read, like {}
      schema: { body: markReadInputSchema.nullish(), response: { 200: markReadResponseSchema } },
    },
    async (request) => markRead(app.db, currentUser(request).id, request.body?.ids),
  );
};

// fastify-plugin: liveEvents is the app's, not only this plugin's
export const notificationRoutes = fp(registerNotifications, {
  name: "notifications",
  dependencies: ["database", "graceful-close"],
});
