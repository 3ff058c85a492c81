import { FRIENDLY_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { tripRequestsResponseSchema } from "@campusride/shared/schemas/bookings";
import { idempotencyHeadersSchema } from "@campusride/shared/schemas/idempotency";
import {
  createRideInputSchema,
  driverRideSchema,
  myRidesQuerySchema,
  myRidesResponseSchema,
  publicRideSchema,
  routeInfoResultSchema,
  updateRideInputSchema,
} from "@campusride/shared/schemas/rides";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, identifyUser, requireRole, requireUser } from "../../plugins/guards.ts";
import { limitRequests, type RequestLimit } from "../../plugins/rate-limit.ts";
import { fillRouteInfo, type RouteLookup } from "./route-info.ts";
import {
  assertMayCreateRides,
  assertOwnRide,
  closeRide,
  createRide,
  getRide,
  getTripRequests,
  listMyRides,
  tripCommands,
  type ListRideRequests,
  type RideBookings,
} from "./service.ts";

export interface RideRoutesOptions {
  routeLookup: RouteLookup;
  listRequests: ListRideRequests;
  /** After a trip's change has committed: the search shows it from the next request on. */
  onRideChanged: (rideId: string) => Promise<void>;
  /** What a trip's completion or cancellation does to its bookings and their money (the bookings feature). */
  rideBookings: RideBookings;
}

const rideParams = z.object({ id: z.string().max(100) });

/** Drivers' trips: create, list, edit, complete or cancel, and read their requests. */
/** 'Update Route Info' per driver: a few fills in ten minutes (each asks about up to 100 trips). */
const ROUTE_INFO_LIMIT: RequestLimit = {
  name: "route-info",
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: FRIENDLY_MESSAGES.rateLimit,
  by: (request) => request.currentUser?.id,
};

export const rideRoutes: FastifyPluginAsyncZod<RideRoutesOptions> = async (
  app,
  { routeLookup, listRequests, onRideChanged, rideBookings },
) => {
  const commands = tripCommands(rideBookings, onRideChanged);
  app.post(
    "/api/rides",
    {
      onRequest: requireUser,
      // who may offer rides is decided before the body is judged: a rider hears why (403)
      preValidation: async (request) => assertMayCreateRides(app.db, currentUser(request).id),
      schema: {
        headers: idempotencyHeadersSchema,
        body: createRideInputSchema,
        response: { 200: driverRideSchema, 201: driverRideSchema },
      },
    },
    async (request, reply) => {
      const { ride, created } = await createRide(
        app.db,
        currentUser(request).id,
        request.body,
        request.headers["idempotency-key"],
      );
      if (created) await onRideChanged(ride.id);
      return reply.code(created ? 201 : 200).send(ride);
    },
  );

  app.get(
    "/api/rides/mine",
    {
      onRequest: requireUser,
      schema: { querystring: myRidesQuerySchema, response: { 200: myRidesResponseSchema } },
    },
    async (request) => ({ rides: await listMyRides(app.db, currentUser(request).id, request.query.scope) }),
  );

  app.post(
    "/api/rides/route-info",
    {
      onRequest: requireRole("driver", TRIP_MESSAGES.onlyDrivers),
      // each call may ask the maps service about 100 trips: a few per driver at a time
      preHandler: limitRequests(app, ROUTE_INFO_LIMIT),
      schema: { response: { 200: routeInfoResultSchema } },
    },
    async (request) => fillRouteInfo(app.db, routeLookup, currentUser(request).id, onRideChanged),
  );

  app.get(
    "/api/rides/:id",
    {
      onRequest: identifyUser,
      schema: { params: rideParams, response: { 200: z.union([driverRideSchema, publicRideSchema]) } },
    },
    async (request) => getRide(app.db, request.params.id, request.currentUser?.id),
  );

  app.patch(
    "/api/rides/:id",
    {
      onRequest: requireUser,
      // someone else's ride is not found, whatever the body says
      preValidation: async (request) => assertOwnRide(app.db, currentUser(request).id, request.params.id),
      schema: { params: rideParams, body: updateRideInputSchema, response: { 200: driverRideSchema } },
    },
    async (request) => commands.update(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/rides/:id/complete",
    { onRequest: requireUser, schema: { params: rideParams, response: { 200: driverRideSchema } } },
    async (request) => {
      const ride = await closeRide(
        app.db,
        currentUser(request).id,
        request.params.id,
        "completed",
        rideBookings,
      );
      await onRideChanged(ride.id);
      await rideBookings.follow(ride.id);
      return ride;
    },
  );

  app.post(
    "/api/rides/:id/cancel",
    { onRequest: requireUser, schema: { params: rideParams, response: { 200: driverRideSchema } } },
    async (request) => commands.cancel(app.db, currentUser(request).id, request.params.id),
  );

  app.get(
    "/api/rides/:id/requests",
    { onRequest: requireUser, schema: { params: rideParams, response: { 200: tripRequestsResponseSchema } } },
    async (request) => getTripRequests(app.db, currentUser(request).id, request.params.id, listRequests),
  );
};
