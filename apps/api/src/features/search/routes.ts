import { searchInputSchema, searchResponseSchema } from "@campusride/shared/schemas/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { JSON_TYPE } from "../../plugins/error-handler.ts";
import type { SearchService } from "./service.ts";

export interface SearchRoutesOptions {
  service: SearchService;
}

/**
 * POST /api/search: public (signed out too), the same public fields for everyone. No
 * session lookup and no per-address limit: an answer is a few microseconds of memory
 * (docs/decisions/0016).
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { service }) => {
  app.addHook("onReady", () => service.start());
  app.addHook("onClose", () => service.stop());

  app.post(
    "/api/search",
    { schema: { body: searchInputSchema, response: { 200: searchResponseSchema } } },
    // the answer is already JSON (answer-json.ts): sent as it is, not serialised again
    async (request, reply) => reply.type(JSON_TYPE).send(service.search(request.body) as never),
  );
};
