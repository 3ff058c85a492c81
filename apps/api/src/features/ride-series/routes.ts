import { SERIES_MESSAGES } from "@campusride/shared/messages";
import { idempotencyHeadersSchema } from "@campusride/shared/schemas/idempotency";
import {
  cancelRideSeriesResponseSchema,
  createRideSeriesInputSchema,
  myRideSeriesResponseSchema,
  requestRideSeriesInputSchema,
  requestRideSeriesResponseSchema,
  rideSeriesWithRidesSchema,
  updateRideSeriesInputSchema,
  updateRideSeriesResponseSchema,
} from "@campusride/shared/schemas/ride-series";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import {
  assertOwnSeries,
  cancelSeries,
  createSeries,
  getSeries,
  listMySeries,
  requestSeries,
  updateSeries,
  type SeatRequests,
  type SeriesTrips,
} from "./service.ts";

export interface RideSeriesRoutesOptions {
  /** Who may offer trips (the rides feature's rule): 403 with the reason. */
  assertMayCreateRides(db: Database, userId: string): Promise<void>;
  trips: SeriesTrips;
  seats: SeatRequests;
}

const seriesParams = z.object({ id: z.string().max(100) });

/** Weekly series: a driver's schedule of trips, and a rider's request for all of them. */
export const rideSeriesRoutes: FastifyPluginAsyncZod<RideSeriesRoutesOptions> = async (
  app,
  { assertMayCreateRides, trips, seats },
) => {
  app.post(
    "/api/ride-series",
    {
      onRequest: requireUser,
      // who may offer trips is decided before the body is judged, as for one trip
      preValidation: async (request) => assertMayCreateRides(app.db, currentUser(request).id),
      schema: {
        headers: idempotencyHeadersSchema,
        body: createRideSeriesInputSchema,
        response: { 200: rideSeriesWithRidesSchema, 201: rideSeriesWithRidesSchema },
      },
    },
    async (request, reply) => {
      const { result, created } = await createSeries(
        app.db,
        trips,
        currentUser(request).id,
        request.body,
        request.headers["idempotency-key"],
      );
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.get(
    "/api/ride-series/mine",
    {
      onRequest: requireRole("driver", SERIES_MESSAGES.onlyDrivers),
      schema: { response: { 200: myRideSeriesResponseSchema } },
    },
    async (request) => ({ series: await listMySeries(app.db, currentUser(request).id) }),
  );

  app.get(
    "/api/ride-series/:id",
    {
      onRequest: requireUser,
      schema: { params: seriesParams, response: { 200: rideSeriesWithRidesSchema } },
    },
    async (request) => getSeries(app.db, trips, request.params.id, currentUser(request).id),
  );

  app.patch(
    "/api/ride-series/:id",
    {
      onRequest: requireUser,
      // someone else's series is not found, whatever the body says
      preValidation: async (request) => assertOwnSeries(app.db, currentUser(request).id, request.params.id),
      schema: {
        params: seriesParams,
        body: updateRideSeriesInputSchema,
        response: { 200: updateRideSeriesResponseSchema },
      },
    },
    async (request) => updateSeries(app.db, trips, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/ride-series/:id/cancel",
    {
      onRequest: requireUser,
      schema: { params: seriesParams, response: { 200: cancelRideSeriesResponseSchema } },
    },
    async (request) => cancelSeries(app.db, trips, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/ride-series/:id/requests",
    {
      onRequest: requireUser,
      // a rider's capability, decided before the body is judged (as for one request)
      preValidation: requireRole("rider", SERIES_MESSAGES.onlyRiders),
      schema: {
        params: seriesParams,
        body: requestRideSeriesInputSchema,
        response: { 201: requestRideSeriesResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await requestSeries(
        app.db,
        trips,
        seats,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(result);
    },
  );
};
