import {
  createReviewInputSchema,
  profileReviewsQuerySchema,
  profileReviewsResponseSchema,
  rideReviewSchema,
  rideReviewsResponseSchema,
} from "@campusride/shared/schemas/reviews";
import { REVIEW_WINDOW_DAYS } from "@campusride/shared/domain/reviews";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { createPeriodicJob } from "../../lib/periodic-job.ts";
import { publishExpiredReviews } from "./queries.ts";
import { createReview, getProfileReviews, getRideReviews } from "./service.ts";

/** Hidden reviews whose window ended are looked for this often. */
const PUBLISH_EVERY_MS = 5 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Publishes now the hidden reviews whose window has ended; how many. */
    publishExpiredReviews(): Promise<number>;
  }
}

const rideParams = z.object({ id: z.string().max(100) });

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/rides/:id/reviews",
    {
      onRequest: requireUser,
      schema: {
        description:
          "The reviews of a ride for one of its people (driver, or rider with a confirmed seat); 404 for anyone else.",
        params: rideParams,
        response: { 200: rideReviewsResponseSchema },
      },
    },
    async (request) => getRideReviews(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/rides/:id/reviews",
    {
      onRequest: requireUser,
      schema: {
        description:
          `Reviews one person of a completed ride, until ${REVIEW_WINDOW_DAYS} days after it left (the rides keep no completion time). ` +
          "404: not on the ride; 403: the subject is not someone this user reviews (a rider reviews the driver, " +
          "the driver each rider); 400: oneself, or bad input; 409: the ride not completed, already reviewed, " +
          "or the window passed. Hidden until the subject reviews back or the window ends; never edited.",
        params: rideParams,
        body: createReviewInputSchema,
        response: { 201: rideReviewSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createReview(app.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.get(
    "/api/profiles/:id/reviews",
    {
      onRequest: requireUser,
      schema: {
        description: "Published reviews about a user, newest first, 20 per page.",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: profileReviewsQuerySchema,
        response: { 200: profileReviewsResponseSchema },
      },
    },
    async (request) => getProfileReviews(app.db, request.params.id, request.query.before),
  );
};

/** Blind reviews after completed rides: the routes, and the job publishing those whose window ended. */
export const reviewsPlugin = fp(
  async (app) => {
    await app.register(reviewRoutes);
    // guarded by published_at: instances running it together publish each review once
    const job = createPeriodicJob({
      run: () => publishExpiredReviews(app.db),
      idle: 0,
      everyMs: PUBLISH_EVERY_MS,
      log: app.log,
      failure: "hidden reviews could not be published; trying again at the next run",
      report: (published) => {
        if (published > 0) app.log.info({ published }, "reviews published at the end of their window");
      },
    });
    app.decorate("publishExpiredReviews", job.runNow);
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", () => job.stop());
  },
  { name: "reviews", dependencies: ["database"] },
);
