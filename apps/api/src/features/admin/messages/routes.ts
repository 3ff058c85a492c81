import { CONTACT_INBOX_MESSAGES } from "@campusride/shared/messages";
import {
  contactInboxActionResponseSchema,
  contactInboxQuerySchema,
  contactInboxResponseSchema,
  contactMessageParamsSchema,
  contactMessageResponseSchema,
  contactReplyInputSchema,
} from "@campusride/shared/schemas/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../plugins/guards.ts";
import {
  getContactInbox,
  getContactMessage,
  markContactMessageAnswered,
  replyToContactMessage,
} from "./service.ts";

/**
 * The admins' inbox of contact messages: read them, mark one answered, reply by email.
 * Registered inside the admin plugin, whose one onRequest hook answers anyone but an admin
 * as a path that does not exist.
 */
export const contactInboxRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  app.get(
    "/api/admin/messages",
    {
      schema: {
        hide: true,
        querystring: contactInboxQuerySchema,
        response: { 200: contactInboxResponseSchema },
      },
    },
    async (request) => getContactInbox(app.db, request.query.status, request.query.before),
  );

  app.get(
    "/api/admin/messages/:id",
    {
      schema: {
        hide: true,
        params: contactMessageParamsSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => ({ message: await getContactMessage(app.db, request.params.id) }),
  );

  app.post(
    "/api/admin/messages/:id/answered",
    {
      schema: {
        hide: true,
        params: contactMessageParamsSchema,
        response: { 200: contactInboxActionResponseSchema },
      },
    },
    async (request) => ({
      message: CONTACT_INBOX_MESSAGES.markedAnswered,
      contactMessage: await markContactMessageAnswered(app.db, request.params.id, currentUser(request).id),
    }),
  );

  app.post(
    "/api/admin/messages/:id/reply",
    {
      schema: {
        hide: true,
        params: contactMessageParamsSchema,
        body: contactReplyInputSchema,
        response: { 200: contactInboxActionResponseSchema },
      },
    },
    async (request) => {
      const contactMessage = await replyToContactMessage(app.db, {
        id: request.params.id,
        adminId: currentUser(request).id,
        reply: request.body.reply,
        publicUrl,
        send: async (mail) => {
          try {
            await app.mailer.send(mail);
          } catch (error) {
            // the error's text may name the recipient: its code only
            app.log.warn({ code: (error as { code?: unknown }).code }, "a contact reply could not be sent");
            throw error;
          }
        },
      });
      return { message: CONTACT_INBOX_MESSAGES.replySent, contactMessage };
    },
  );
};
