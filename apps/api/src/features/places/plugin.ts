import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { createMapsProviders } from "./providers/select-providers.ts";
import { placesRoutes } from "./routes.ts";
import { createPlacesService, type PlacesService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Place searches and routes, with the gazetteer and the route cache (trips measure their routes here). */
    places: PlacesService;
  }
}

/** Places: one set of maps providers (gazetteer, route cache) for place searches and trips' routes. */
export const placesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const providers = createMapsProviders(config);
    const places = createPlacesService(providers, app.log);
    app.decorate("places", places);
    await app.register(placesRoutes, { service: places });
  },
  { name: "places" },
);
