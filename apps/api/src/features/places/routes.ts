import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import {
  nearbyQuerySchema,
  placeDetailsSchema,
  placeIdSchema,
  placeListSchema,
  placeQuerySchema,
  routeQuerySchema,
  routeResultSchema,
} from "@campusride/shared/schemas/places";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limitRequests } from "../../plugins/rate-limit.ts";
import type { PlacesService } from "./service.ts";

/**
 * Per client address, for a campus behind one NAT address: a typing user sends a request
 * per 250 ms pause (about 120 a minute at most), and a hundred students may be searching
 * in the same minute.
 */
export const PLACES_LIMIT = {
  name: "places",
  max: 3_000,
  windowMs: 60_000,
  message: FRIENDLY_MESSAGES.rateLimit,
};

interface PlacesRoutesOptions {
  /** The service over the maps providers, shared with the trips' route look-ups. */
  service: PlacesService;
}

/** Places search, place details, geocoding and routes; public, rate-limited per client. */
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, { service }) => {
  // The gazetteer is built by the first search that needs it (about half a second), not at
  // start: its cities hold some 50 MB that an instance nobody searches places on never
  // needs, and building them would delay readiness (decision 0064).

  // one counter for all of them, checked before the query is even parsed
  const common = { onRequest: limitRequests(app, PLACES_LIMIT) };

  app.get(
    "/api/places/autocomplete",
    { ...common, schema: { querystring: placeQuerySchema, response: { 200: placeListSchema } } },
    async (request) => service.autocomplete(request.query),
  );

  app.get(
    "/api/places/search",
    { ...common, schema: { querystring: placeQuerySchema, response: { 200: placeListSchema } } },
    async (request) => service.searchText(request.query),
  );

  app.get(
    "/api/places/nearby",
    { ...common, schema: { querystring: nearbyQuerySchema, response: { 200: placeListSchema } } },
    async (request) => service.searchNearby(request.query),
  );

  app.get(
    "/api/places/geocode",
    {
      ...common,
      schema: {
        querystring: z.object({ address: placeQuerySchema.shape.q }),
        response: { 200: placeDetailsSchema },
      },
    },
    async (request) => service.geocode(request.query.address),
  );

  app.get(
    "/api/places/:placeId",
    {
      ...common,
      schema: { params: z.object({ placeId: placeIdSchema }), response: { 200: placeDetailsSchema } },
    },
    async (request) => service.details(request.params.placeId),
  );

  app.get(
    "/api/routes",
    { ...common, schema: { querystring: routeQuerySchema, response: { 200: routeResultSchema } } },
    async (request) => service.route(app.db, request.query),
  );
};
