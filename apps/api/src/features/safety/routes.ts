import { SAFETY_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import { womenOnlyChangeRequestInputSchema } from "@campusride/shared/schemas/profile";
import {
  blockResultSchema,
  blocksResponseSchema,
  createReportInputSchema,
  reportCreatedSchema,
  userIdParamsSchema,
} from "@campusride/shared/schemas/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/guards.ts";
import { limitRequests, type RequestLimit } from "../../plugins/rate-limit.ts";
import { blockUser, fileReport, listBlockedUsers, requestWomenOnlyChange, unblockUser } from "./service.ts";

/** Blocks and unblocks per student: plenty for real use, not a way to churn the other's requests. */
const BLOCK_LIMIT: RequestLimit = {
  name: "blocks",
  max: 30,
  windowMs: 60 * 60 * 1000,
  message: SAFETY_MESSAGES.blockLimited,
  by: (request) => request.currentUser?.id,
};

/**
 * Blocking another student, reporting a student or their message, and asking the
 * admins to change one's own women-only choice.
 */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitBlocks = limitRequests(app, BLOCK_LIMIT);

  app.get(
    "/api/blocks",
    { onRequest: requireUser, schema: { response: { 200: blocksResponseSchema } } },
    async (request) => ({ blocks: await listBlockedUsers(app.db, currentUser(request).id) }),
  );

  app.put(
    "/api/blocks/:userId",
    {
      onRequest: requireUser,
      preHandler: limitBlocks,
      schema: { params: userIdParamsSchema, response: { 200: blockResultSchema, 201: blockResultSchema } },
    },
    async (request, reply) => {
      const { created } = await blockUser(app.db, currentUser(request).id, request.params.userId);
      return reply.code(created ? 201 : 200).send({ message: SAFETY_MESSAGES.blocked });
    },
  );

  app.delete(
    "/api/blocks/:userId",
    {
      onRequest: requireUser,
      preHandler: limitBlocks,
      schema: { params: userIdParamsSchema, response: { 200: blockResultSchema } },
    },
    async (request) => {
      await unblockUser(app.db, currentUser(request).id, request.params.userId);
      return { message: SAFETY_MESSAGES.unblocked };
    },
  );

  app.post(
    "/api/reports",
    {
      onRequest: requireUser,
      schema: { body: createReportInputSchema, response: { 201: reportCreatedSchema } },
    },
    async (request, reply) => {
      const id = await fileReport(app.db, currentUser(request).id, request.body);
      return reply.code(201).send({ id, message: SAFETY_MESSAGES.reportSent });
    },
  );

  app.post(
    "/api/me/women-only-trips/change-request",
    {
      onRequest: requireUser,
      schema: {
        description:
          "Asks the admins to change the student's women-only trips choice, once made: a report about " +
          "oneself in the admin queue. 409: no choice made yet (PUT /api/me/women-only-trips makes it), " +
          "or a change request already waits; 429: the day's reports are used up.",
        body: womenOnlyChangeRequestInputSchema,
        response: { 201: reportCreatedSchema },
      },
    },
    async (request, reply) => {
      const id = await requestWomenOnlyChange(app.db, currentUser(request).id, request.body.details);
      return reply.code(201).send({ id, message: WOMEN_ONLY_MESSAGES.changeRequested });
    },
  );
};
