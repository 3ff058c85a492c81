import {
  activeSessionsResponseSchema,
  revokeOtherSessionsResponseSchema,
  sessionIdParamsSchema,
} from "@campusride/shared/schemas/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { listActiveSessions, revokeOtherSessions, revokeSession } from "./sessions-service.ts";

/** The account's signed-in browsers on /profile: listed without tokens, and signed out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/me/sessions",
    { onRequest: requireUser, schema: { response: { 200: activeSessionsResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header("cache-control", "no-store");
      return { sessions: await listActiveSessions(app.db, user.id, user.sessionId) };
    },
  );

  app.post(
    "/api/me/sessions/revoke-others",
    { onRequest: requireUser, schema: { response: { 200: revokeOtherSessionsResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return revokeOtherSessions(app.db, user.id, user.sessionId);
    },
  );

  app.delete(
    "/api/me/sessions/:id",
    { onRequest: requireUser, schema: { params: sessionIdParamsSchema } },
    async (request, reply) => {
      await revokeSession(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
