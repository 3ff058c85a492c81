import fp from "fastify-plugin";
import type { CampusDemandServiceOptions } from "./service.ts";
import { createCampusDemandService } from "./service.ts";
import { createDemandRecorder, type BackgroundRunner, type DemandRecorder } from "./recorder.ts";
import { campusDemandRoutes } from "./routes.ts";
import { createDemandTallies, type DemandTallies } from "./tally.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Riders' wishes counted for the campus demand board, and its hourly tallies. */
    campusDemand: DemandRecorder & { tallies: DemandTallies };
  }
}

/**
 * The campus demand board: the wishes' recorder (the search and the ride alerts call it),
 * the hourly tallies' job, and the board's routes.
 */
export const campusDemandPlugin = fp<{
  gazetteer: CampusDemandServiceOptions["gazetteer"];
  background: BackgroundRunner;
}>(
  async (app, { gazetteer, background }) => {
    const recorder = createDemandRecorder(app.db, app.log, background);
    const tallies = createDemandTallies(app.db, app.log);
    app.decorate("campusDemand", { ...recorder, tallies });
    app.addHook("onReady", () => tallies.start());
    app.addHook("onClose", () => tallies.stop());
    await app.register(campusDemandRoutes, {
      service: createCampusDemandService({ db: app.db, tallies, gazetteer }),
    });
  },
  { name: "campus-demand", dependencies: ["database"] },
);
