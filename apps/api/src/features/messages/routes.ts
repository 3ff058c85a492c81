import { CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import {
  conversationsResponseSchema,
  conversationThreadSchema,
  messageSchema,
  openConversationResponseSchema,
  sendMessageInputSchema,
  startConversationResponseSchema,
  unreadCountResponseSchema,
} from "@campusride/shared/schemas/conversations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole, requireUser } from "../../plugins/guards.ts";
import {
  askDriver,
  countUnread,
  getThread,
  listConversations,
  markConversationRead,
  openDriverConversation,
  openRiderConversation,
  sendMessage,
} from "./service.ts";

const conversationParams = z.object({ id: z.string().max(100) });
const rideParams = z.object({ rideId: z.string().max(100) });
const riderParams = z.object({ rideId: z.string().max(100), riderId: z.string().max(100) });

/**
 * Messages between a ride's driver and one rider (docs/decisions/0027-ride-messages.md):
 * a rider asks the driver from the ride's page, the driver opens a thread with a rider who
 * requested a seat, and either writes in the thread. Only the two people of a thread know
 * it exists (anyone else: 404).
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/rides/:rideId/messages",
    {
      onRequest: requireUser,
      preValidation: requireRole("rider", CONVERSATION_MESSAGES.onlyRiders),
      schema: {
        params: rideParams,
        body: sendMessageInputSchema,
        response: { 201: startConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const { rideId } = request.params;
      const started = await askDriver(app.db, currentUser(request).id, rideId, request.body.body);
      return reply.code(201).send(started);
    },
  );

  app.post(
    "/api/rides/:rideId/conversation",
    {
      onRequest: requireUser,
      preValidation: requireRole("rider", CONVERSATION_MESSAGES.onlyRiders),
      schema: { params: rideParams, response: { 200: openConversationResponseSchema } },
    },
    async (request) => ({
      conversation: await openRiderConversation(app.db, currentUser(request).id, request.params.rideId),
    }),
  );

  app.post(
    "/api/rides/:rideId/riders/:riderId/conversation",
    {
      onRequest: requireUser,
      schema: { params: riderParams, response: { 200: openConversationResponseSchema } },
    },
    async (request) => {
      const { rideId, riderId } = request.params;
      return { conversation: await openDriverConversation(app.db, currentUser(request).id, rideId, riderId) };
    },
  );

  app.get(
    "/api/conversations",
    { onRequest: requireUser, schema: { response: { 200: conversationsResponseSchema } } },
    async (request) => ({ conversations: await listConversations(app.db, currentUser(request).id) }),
  );

  app.get(
    "/api/conversations/unread-count",
    { onRequest: requireUser, schema: { response: { 200: unreadCountResponseSchema } } },
    async (request) => ({ unreadCount: await countUnread(app.db, currentUser(request).id) }),
  );

  app.get(
    "/api/conversations/:id",
    {
      onRequest: requireUser,
      schema: { params: conversationParams, response: { 200: conversationThreadSchema } },
    },
    async (request) => getThread(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/conversations/:id/messages",
    {
      onRequest: requireUser,
      schema: { params: conversationParams, body: sendMessageInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const message = await sendMessage(
        app.db,
        currentUser(request).id,
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(message);
    },
  );

  app.post(
    "/api/conversations/:id/read",
    {
      onRequest: requireUser,
      schema: { params: conversationParams, response: { 200: unreadCountResponseSchema } },
    },
    async (request) => ({
      unreadCount: await markConversationRead(app.db, currentUser(request).id, request.params.id),
    }),
  );
};
