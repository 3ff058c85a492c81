import { sharedTripSchema, tripShareResultSchema } from "@campusride/shared/schemas/trip-sharing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { readSharedTrip, shareTrip } from "./service.ts";

/**
 * Share my trip: a rider or the driver of an approved booking mails a read-only link to
 * their emergency contact; the link's page is public and expires after the trip arrives.
 */
export const tripSharingRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
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
    async (request) => readSharedTrip(app.db, request.params.token),
  );
};
