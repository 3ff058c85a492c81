import { NO_SHOW_MESSAGES, SAFETY_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import { noShowDecisionInputSchema } from "@campusride/shared/schemas/no-shows";
import {
  adminReportsQuerySchema,
  adminWomenOnlyTripsInputSchema,
  adminReportsResponseSchema,
  deactivateUserInputSchema,
  reportIdParamsSchema,
  userIdParamsSchema,
} from "@campusride/shared/schemas/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../../plugins/guards.ts";
import { accountDeactivatedMessage } from "../emails.ts";
import {
  deactivateAccount,
  decideNoShowDispute,
  dismissReport,
  getReports,
  reactivateAccount,
  setStudentWomenOnlyTrips,
  type CancelUpcomingTrips,
} from "./service.ts";

export interface ReportAdminRoutesOptions {
  adminEmails: readonly string[];
  publicUrl: string;
  /** After a deactivation has cancelled trips: the search drops them from the next request on. */
  onRideChanged: (rideId: string) => Promise<void>;
  cancelUpcomingTrips: CancelUpcomingTrips;
}

const messageResponse = z.object({ message: z.string() });

/**
 * The admins' report queue, account deactivation and the answer to women-only reports. Registered inside the admin plugin,
 * whose one onRequest hook answers anyone but an admin as a path that does not exist.
 */
export const reportAdminRoutes: FastifyPluginAsyncZod<ReportAdminRoutesOptions> = async (
  app,
  { adminEmails, publicUrl, onRideChanged, cancelUpcomingTrips },
) => {
  app.get(
    "/api/admin/reports",
    {
      schema: {
        hide: true,
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema },
      },
    },
    async (request) => ({ reports: await getReports(app.db, request.query.status) }),
  );

  app.post(
    "/api/admin/reports/:id/dismiss",
    { schema: { hide: true, params: reportIdParamsSchema, response: { 200: messageResponse } } },
    async (request) => {
      await dismissReport(app.db, request.params.id, currentUser(request).id);
      return { message: SAFETY_MESSAGES.dismissed };
    },
  );

  app.post(
    "/api/admin/reports/:id/no-show-decision",
    {
      schema: {
        hide: true,
        params: reportIdParamsSchema,
        body: noShowDecisionInputSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { outcome } = request.body;
      await decideNoShowDispute(app.db, request.params.id, currentUser(request).id, outcome);
      return {
        message: outcome === "upheld" ? NO_SHOW_MESSAGES.disputeUpheld : NO_SHOW_MESSAGES.disputeOverturned,
      };
    },
  );

  app.post(
    "/api/admin/users/:userId/deactivate",
    {
      schema: {
        hide: true,
        params: userIdParamsSchema,
        body: deactivateUserInputSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const action = { userId: request.params.userId, adminId: currentUser(request).id, adminEmails };
      const done = await deactivateAccount(app.db, action, request.body.reportId, cancelUpcomingTrips);
      for (const rideId of done.cancelledRideIds) await onRideChanged(rideId);
      // the mail goes out after the answer: a slow mail server holds no deactivation
      const mail = accountDeactivatedMessage(done.email, done.firstName, request.body.reason, publicUrl);
      app.backgroundTasks.run(
        app.mailer.send(mail).catch((error: unknown) => {
          // the error's text may name the recipient: its code only
          app.log.warn(
            { code: (error as { code?: unknown }).code },
            "the deactivation mail could not be sent",
          );
        }),
      );
      return { message: SAFETY_MESSAGES.deactivated };
    },
  );

  app.post(
    "/api/admin/users/:userId/reactivate",
    { schema: { hide: true, params: userIdParamsSchema, response: { 200: messageResponse } } },
    async (request) => {
      await reactivateAccount(app.db, {
        userId: request.params.userId,
        adminId: currentUser(request).id,
        adminEmails,
      });
      return { message: SAFETY_MESSAGES.reactivated };
    },
  );

  app.post(
    "/api/admin/users/:userId/women-only-trips",
    {
      schema: {
        hide: true,
        params: userIdParamsSchema,
        body: adminWomenOnlyTripsInputSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { womenOnlyTrips, reportId } = request.body;
      await setStudentWomenOnlyTrips(
        app.db,
        { userId: request.params.userId, adminId: currentUser(request).id, adminEmails },
        { womenOnlyTrips, reportId },
      );
      return { message: womenOnlyTrips ? WOMEN_ONLY_MESSAGES.adminSet : WOMEN_ONLY_MESSAGES.adminCleared };
    },
  );
};
