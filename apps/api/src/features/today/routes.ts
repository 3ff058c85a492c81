import { todayResponseSchema } from "@campusride/shared/schemas/today";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { listTodayTrips, type IsRideToShare } from "./service.ts";

/**
 * The Today card's trips (docs/product/ride-day.md#today): the signed-in student's trips of
 * the day, as driver or approved rider.
 */
export const todayRoutes: FastifyPluginAsyncZod<{ isRideToShare: IsRideToShare }> = async (
  app,
  { isRideToShare },
) => {
  app.get(
    "/api/today",
    { onRequest: requireUser, schema: { response: { 200: todayResponseSchema } } },
    async (request) => ({ trips: await listTodayTrips(app.db, currentUser(request).id, isRideToShare) }),
  );
};
