import { contactInputSchema } from "@campusride/shared/schemas/contact";
import { CONTACT_MESSAGES } from "@campusride/shared/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { attemptLimit, rateLimit } from "../../plugins/rate-limit.ts";
import { saveContactMessage } from "./service.ts";

const contactLimit = rateLimit(attemptLimit("contact", CONTACT_MESSAGES.rateLimited));

/** The public contact form: anyone may write, five messages per 15 minutes. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    {
      preHandler: contactLimit,
      schema: {
        body: contactInputSchema,
        response: { 201: z.object({ id: z.string(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { id } = await saveContactMessage(app.db, request.body);
      return reply.code(201).send({ id, message: CONTACT_MESSAGES.thanks });
    },
  );
};
