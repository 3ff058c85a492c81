import { RIDE_ALERT_MESSAGES } from "@campusride/shared/messages";
import {
  createRideAlertInputSchema,
  rideAlertParamsSchema,
  rideAlertSchema,
  rideAlertsResponseSchema,
} from "@campusride/shared/schemas/ride-alerts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import { limitRequests, type RequestLimit } from "../../plugins/rate-limit.ts";
import type { RideAlertMatcher } from "./alerts-matcher.ts";
import { createRideAlert, deleteRideAlert, listRideAlerts } from "./alerts-service.ts";
import type { OnRiderWish } from "./rider-wish.ts";

/** Alerts saved per rider and hour: far above a rider's use, low enough to stop a script. */
const SAVE_LIMIT: RequestLimit = {
  name: "ride-alert-save",
  max: 30,
  windowMs: 60 * 60 * 1000,
  message: RIDE_ALERT_MESSAGES.limited,
  by: (request) => request.currentUser?.id,
};

export interface RideAlertRoutesOptions {
  /** Runs the sweep from the app's start to its close. */
  matcher: RideAlertMatcher;
  /** Told of each alert saved (the campus demand board counts it). */
  onRiderWish?: OnRiderWish;
}

/** A rider's saved searches (docs/product/search.md#ride-alerts): save, list and delete their own. */
export const rideAlertRoutes: FastifyPluginAsyncZod<RideAlertRoutesOptions> = async (
  app,
  { matcher, onRiderWish },
) => {
  app.addHook("onReady", () => matcher.start());
  app.addHook("onClose", () => matcher.stop());

  const riderOnly = {
    onRequest: requireUser,
    preValidation: requireRole("rider", RIDE_ALERT_MESSAGES.onlyRiders),
  };

  app.post(
    "/api/ride-alerts",
    {
      ...riderOnly,
      preHandler: limitRequests(app, SAVE_LIMIT),
      schema: { body: createRideAlertInputSchema, response: { 201: rideAlertSchema } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const alert = await createRideAlert(app.db, userId, request.body);
      onRiderWish?.({
        userId,
        source: "alert",
        origin: { lat: alert.originLat, lng: alert.originLng },
        destination: { lat: alert.destinationLat, lng: alert.destinationLng },
        date: alert.departureDate,
      });
      return reply.code(201).send(alert);
    },
  );

  app.get(
    "/api/ride-alerts",
    { ...riderOnly, schema: { response: { 200: rideAlertsResponseSchema } } },
    async (request) => ({ alerts: await listRideAlerts(app.db, currentUser(request).id) }),
  );

  app.delete(
    "/api/ride-alerts/:id",
    { ...riderOnly, schema: { params: rideAlertParamsSchema } },
    async (request, reply) => {
      await deleteRideAlert(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
