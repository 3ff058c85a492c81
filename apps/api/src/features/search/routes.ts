import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import { searchInputSchema, searchResponseSchema } from "@campusride/shared/schemas/search";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { JSON_TYPE } from "../../plugins/error-handler.ts";
import { identifyUser } from "../../plugins/guards.ts";
import { foundNothing } from "./answer-json.ts";
import type { OnRiderWish } from "./rider-wish.ts";
import type { SearchService } from "./service.ts";

/**
 * The largest search body read: the payload's numbers and two addresses at their limit
 * (LIMITS.address) take under 2 KB. Anything larger is refused before it is parsed.
 */
export const SEARCH_BODY_LIMIT = 8_192;

export interface SearchRoutesOptions {
  service: SearchService;
  /** Told of a signed-in viewer's search that found nothing (after the answer is made). */
  onRiderWish?: OnRiderWish;
}

/**
 * POST /api/search: public (signed out too), the same public fields for everyone. No
 * per-address limit: an answer is a few microseconds of memory (docs/decisions/0016). A
 * signed-in viewer's session and blocks are read (the rides of drivers blocked either way
 * are left out for them, decision 0028), and women-only trips are shown only to riders
 * whose profile asks for them; a signed-out search reads no database.
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (
  app,
  { service, onRiderWish },
) => {
  app.addHook("onReady", () => service.start());
  app.addHook("onClose", () => service.stop());

  app.post(
    "/api/search",
    {
      // a question, not a change: counted with the caller's reads
      config: { fairUse: "read" },
      bodyLimit: SEARCH_BODY_LIMIT,
      // too large is bad input here (400, like an address over its limit), not Fastify's 413
      errorHandler: (error: FastifyError) => {
        if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
          throw new AppError("VALIDATION", SEARCH_MESSAGES.tooLarge);
        throw error;
      },
      schema: { body: searchInputSchema, response: { 200: searchResponseSchema } },
    },
    // the answer is already JSON (answer-json.ts): sent as it is, not serialised again
    async (request, reply) => {
      // a signed-in viewer's blocks hide rides from them: a request with cookies is identified
      if (request.headers.cookie) await identifyUser(request);
      const viewer = await service.viewerOf(request.body, request.currentUser?.id);
      const answer = await service.search(request.body, viewer);
      const userId = request.currentUser?.id;
      if (userId !== undefined && onRiderWish && foundNothing(answer)) {
        const { originLat, originLng, destinationLat, destinationLng, departureDate } = request.body;
        onRiderWish({
          userId,
          source: "search",
          origin: { lat: originLat, lng: originLng },
          destination: { lat: destinationLat, lng: destinationLng },
          date: departureDate,
        });
      }
      return reply.type(JSON_TYPE).send(answer as never);
    },
  );
};
