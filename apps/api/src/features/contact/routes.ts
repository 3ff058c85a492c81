import { LIMITS } from "@campusride/shared/limits";
import { CONTACT_MESSAGES } from "@campusride/shared/messages";
import { contactInputSchema } from "@campusride/shared/schemas/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { limitRequests } from "../../plugins/rate-limit.ts";
import { supportCopyMessage } from "./emails.ts";
import { saveContactMessage } from "./service.ts";

export interface ContactRoutesOptions {
  /** Where a copy of each message is mailed (SUPPORT_EMAIL); unset, none is. */
  supportEmail?: string;
  publicUrl: string;
}

const perSender = {
  name: "contact",
  ...LIMITS.attempts,
  message: CONTACT_MESSAGES.rateLimited,
  // the body is validated by then: a sanitised address
  by: (request: { body: unknown }) => (request.body as { email: string }).email,
};
/** A campus shares one address: the ceiling for everyone behind it. */
const perAddress = {
  name: "contact-address",
  max: 100,
  windowMs: LIMITS.attempts.windowMs,
  message: CONTACT_MESSAGES.rateLimited,
};

/**
 * The public contact form: anyone may write, five messages per sender per 15 minutes. The
 * message waits in the admins' inbox; a copy goes to the support address, if there is one,
 * after the answer (a slow or failing mail server holds no sender).
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { supportEmail, publicUrl },
) => {
  app.post(
    "/api/contact",
    {
      preHandler: limitRequests(app, perSender, perAddress),
      schema: {
        body: contactInputSchema,
        response: { 201: z.object({ id: z.string(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { id } = await saveContactMessage(app.db, request.body);
      if (supportEmail) {
        const copy = supportCopyMessage(supportEmail, id, request.body, publicUrl);
        app.backgroundTasks.run(
          app.mailer.send(copy).catch((error: unknown) => {
            app.log.warn({ code: (error as { code?: unknown }).code }, "the support copy could not be sent");
          }),
        );
      }
      return reply.code(201).send({ id, message: CONTACT_MESSAGES.thanks });
    },
  );
};
