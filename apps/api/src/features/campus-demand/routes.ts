import {
  campusDemandResponseSchema,
  campusesResponseSchema,
  campusSlugParamsSchema,
} from "@campusride/shared/schemas/campus-demand";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listCampuses, type CampusDemandService } from "./service.ts";

export interface CampusDemandRoutesOptions {
  service: CampusDemandService;
}

/**
 * The campus demand board (docs/product/campus-demand.md): public, signed out too. Like
 * the search, limited by the fair-use reads of each caller only (an account, or signed
 * out an address, which a whole campus may share behind NAT: its ceiling is high), since
 * an answer is made once an hour and then read from memory.
 */
export const campusDemandRoutes: FastifyPluginAsyncZod<CampusDemandRoutesOptions> = async (
  app,
  { service },
) => {
  app.get("/api/campuses", { schema: { response: { 200: campusesResponseSchema } } }, async () =>
    listCampuses(),
  );

  app.get(
    "/api/campuses/:slug/demand",
    { schema: { params: campusSlugParamsSchema, response: { 200: campusDemandResponseSchema } } },
    async (request) => service.board(request.params.slug),
  );
};
