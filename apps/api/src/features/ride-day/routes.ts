import { rideDaySchema, rideDayStatusInputSchema } from "@campusride/shared/schemas/ride-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { assertRideDayVisible, readRideDay, setRideDayStatus } from "./service.ts";

const rideParams = z.object({ id: z.string().max(100) });

/**
 * A trip's day (docs/product/ride-day.md#live-status): its live status and timeline, read
 * and set by its driver and its approved riders only.
 */
export const rideDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/rides/:id/day",
    { onRequest: requireUser, schema: { params: rideParams, response: { 200: rideDaySchema } } },
    async (request) => readRideDay(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/rides/:id/day/status",
    {
      onRequest: requireUser,
      // someone who may not follow the trip's day hears 404, whatever the body says
      preValidation: async (request) =>
        assertRideDayVisible(app.db, currentUser(request).id, request.params.id),
      schema: { params: rideParams, body: rideDayStatusInputSchema, response: { 200: rideDaySchema } },
    },
    async (request) => setRideDayStatus(app.db, currentUser(request).id, request.params.id, request.body),
  );
};
