import {
  activeSessionsResponseSchema,
  recentSignInInputSchema,
  revokeOtherSessionsResponseSchema,
  sessionIdParamsSchema,
} from "@campusride/shared/schemas/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRecentSignIn, requireUser } from "../../plugins/guards.ts";
import { listActiveSessions, revokeOtherSessions, revokeSession } from "./sessions-service.ts";

/**
 * The account's signed-in browsers on /profile: listed without tokens, and signed out. Ending
 * sessions needs a recent sign-in or the password again (docs/decisions/0032): a browser
 * left signed in cannot sign its owner out everywhere else.
 */
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
    {
      onRequest: requireUser,
      schema: { body: recentSignInInputSchema, response: { 200: revokeOtherSessionsResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      await requireRecentSignIn(request, request.body?.currentPassword);
      return revokeOtherSessions(app.db, user.id, user.sessionId);
    },
  );

  app.delete(
    "/api/me/sessions/:id",
    { onRequest: requireUser, schema: { params: sessionIdParamsSchema, body: recentSignInInputSchema } },
    async (request, reply) => {
      await requireRecentSignIn(request, request.body?.currentPassword);
      await revokeSession(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
