import { preferencesInputSchema, preferencesSchema } from "@campusride/shared/schemas/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { getNotificationPreferences, saveNotificationPreferences } from "./preferences.ts";

/** The signed-in user's email and push choices (shown on /profile); the in-app notifications are always kept. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/notifications/preferences",
    { onRequest: requireUser, schema: { response: { 200: preferencesSchema } } },
    async (request) => getNotificationPreferences(app.db, currentUser(request).id),
  );

  app.put(
    "/api/notifications/preferences",
    {
      onRequest: requireUser,
      schema: { body: preferencesInputSchema, response: { 200: preferencesSchema } },
    },
    async (request) => saveNotificationPreferences(app.db, currentUser(request).id, request.body),
  );
};
