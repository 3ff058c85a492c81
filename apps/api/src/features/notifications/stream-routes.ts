import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { UNAVAILABLE_MESSAGE } from "../../plugins/error-handler.ts";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import type { EventHub } from "./event-hub.ts";

export const EVENTS_MESSAGES = {
  tooManyStreams:
    "CampusRide is already showing live updates in too many of your tabs. Close one and try again.",
} as const;

const eventId = z.string().regex(/^\d{1,18}$/);

/** `?lastEventId=`: where a client that cannot set Last-Event-ID (a first connection) resumes. */
const eventsQuerySchema = z.object({ lastEventId: eventId.optional() });

export interface StreamRoutesOptions {
  hub: EventHub;
}

/**
 * GET /api/events: the signed-in user's live notifications and changes as Server-Sent
 * Events (docs/decisions/0018). The answer is written straight to the socket
 * (reply.hijack): no serializer or compression sits between the events and the client.
 */
export const streamRoutes: FastifyPluginAsyncZod<StreamRoutesOptions> = async (app, { hub }) => {
  app.get(
    "/api/events",
    // no HEAD twin: a HEAD would hold a stream open that can carry nothing
    {
      onRequest: requireUser,
      exposeHeadRoute: false,
      // open as long as the page is (each tab has one): not among the requests in flight
      config: { fairUse: "long-lived" },
      schema: { querystring: eventsQuerySchema },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // the header the browser sends on its own reconnects wins; a bad one is ignored
      const header = eventId.safeParse(request.headers["last-event-id"]);
      const lastEventId = header.success ? header.data : request.query.lastEventId;
      const stream = hub.open(user.id, reply.raw);
      if (stream === "too-many") throw new AppError("RATE_LIMITED", EVENTS_MESSAGES.tooManyStreams);
      if (stream === "closing") throw new AppError("UNAVAILABLE", UNAVAILABLE_MESSAGE);
      reply.hijack();
      stream.start();
      if (lastEventId === undefined) return;
      try {
        await hub.replay(stream, lastEventId);
      } catch (error) {
        // the browser reconnects with the same Last-Event-ID and the replay is tried again
        request.log.warn({ err: error }, "live events: the missed notifications could not be read");
        stream.end();
      }
    },
  );
};
