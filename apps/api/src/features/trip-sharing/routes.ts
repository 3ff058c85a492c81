import {
  contactConfirmationSchema,
  sharedTripSchema,
  tripShareResultSchema,
  tripUpdatesAnswerSchema,
} from "@campusride/shared/schemas/trip-sharing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { confirmTripUpdates, readContactConfirmation, stopTripUpdates } from "./contacts.ts";
import { readSharedTrip, shareTrip, type MeasureMissingRoute } from "./service.ts";

const answerSchema = { body: tripUpdatesAnswerSchema, response: { 200: z.object({ message: z.string() }) } };

/**
 * Share my trip: a rider or the driver of an approved booking mails a read-only link to
 * their emergency contact, once the contact has confirmed they want such mail; the link's
 * page is public and expires after the trip arrives. The contact answers by the link of a
 * mail they got (a token in the body, never in a path a log keeps).
 */
export const tripSharingRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  measureMissingRoute: MeasureMissingRoute;
}> = async (app, { publicUrl, measureMissingRoute }) => {
  app.post(
    "/api/rides/:rideId/share",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ rideId: z.string().max(100) }),
        response: { 201: tripShareResultSchema },
      },
    },
    async (request, reply) => {
      const result = await shareTrip(app.db, {
        userId: currentUser(request).id,
        rideId: request.params.rideId,
        publicUrl,
        mailer: app.mailer,
        log: request.log,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    "/api/shared-trips/:token",
    {
      schema: {
        params: z.object({ token: z.string().max(100) }),
        response: { 200: sharedTripSchema },
      },
      // the link is a secret: no cache keeps the answer, no page it opens passes it on, no index lists it
      onRequest: async (_request, reply) => {
        reply.headers({
          "cache-control": "no-store",
          "referrer-policy": "no-referrer",
          "x-robots-tag": "noindex",
        });
      },
    },
    async (request) => readSharedTrip(app.db, request.params.token, measureMissingRoute),
  );

  app.get(
    "/api/me/emergency-contact/confirmation",
    { onRequest: requireUser, schema: { response: { 200: contactConfirmationSchema } } },
    async (request) => readContactConfirmation(app.db, currentUser(request).id),
  );

  app.post("/api/trip-updates/confirm", { schema: answerSchema }, async (request) =>
    confirmTripUpdates(app.db, {
      token: request.body.token,
      publicUrl,
      mailer: app.mailer,
      log: request.log,
    }),
  );

  app.post("/api/trip-updates/stop", { schema: answerSchema }, async (request) =>
    stopTripUpdates(app.db, request.body.token),
  );
};
