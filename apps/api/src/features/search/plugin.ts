import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/client.ts";
import { createRideAlertMatcher } from "./alerts-matcher.ts";
import { rideAlertRoutes } from "./alerts-routes.ts";
import { searchRoutes } from "./routes.ts";
import { createSearchService, type SearchService, type SearchServiceOptions } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The rides a search offers, in memory. */
    rideSearch: SearchService;
    /**
     * A ride changed (created, edited, seats taken or freed, ended): the search shows it from
     * the next request on, and saved searches it now matches are told of it.
     */
    rideChanged(rideId: string): Promise<void>;
    /** Many rides changed at once (a weekly series' new trips): rideChanged for each, the alerts in one go. */
    ridesChanged(rideIds: readonly string[]): Promise<void>;
  }
}

/** Search and saved searches: the rides in memory, their routes, and the alerts' matcher. */
export const searchPlugin = fp<{
  listen: DatabaseHandle["listen"];
  readRatings: SearchServiceOptions["readRatings"];
}>(
  async (app, { listen, readRatings }) => {
    const search = createSearchService({
      db: app.db,
      listen,
      log: app.log,
      readRatings,
    });
    // saved searches are told of the rides that now match them, once the search shows them
    const rideAlerts = createRideAlertMatcher(app.db, app.log);
    app.decorate("rideSearch", search);
    app.decorate("rideChanged", async (rideId: string) => {
      await search.rideChanged(rideId);
      await rideAlerts.rideChanged(rideId);
    });
    app.decorate("ridesChanged", async (rideIds: readonly string[]) => {
      await Promise.all(rideIds.map((rideId) => search.rideChanged(rideId)));
      await rideAlerts.ridesChanged(rideIds);
    });
    await app.register(searchRoutes, { service: search });
    await app.register(rideAlertRoutes, { matcher: rideAlerts });
  },
  { name: "search", dependencies: ["database"] },
);
