import { LICENSE_REVIEW_MESSAGES } from "@campusride/shared/messages";
import {
  pendingLicensesResponseSchema,
  rejectLicenseInputSchema,
  verifyLicenseInputSchema,
} from "@campusride/shared/schemas/licenses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { sendDownload, type Download } from "../../lib/send-download.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import { currentUser, requireAdmin } from "../../plugins/guards.ts";
import { licenseRejectedMessage, licenseVerifiedMessage } from "./emails.ts";
import { contactInboxRoutes } from "./messages/routes.ts";
import { reportAdminRoutes } from "./reports/routes.ts";
import type { CancelUpcomingTrips } from "./reports/service.ts";
import { getPendingLicenses, reviewLicense } from "./service.ts";

export interface AdminRoutesOptions {
  adminEmails: readonly string[];
  publicUrl: string;
  /** An account's license file (the licenses feature's, composed in app.ts), or null. */
  readLicenseFile: (userId: string) => Promise<Download | null>;
  /** After a deactivation has cancelled trips: the search drops them. */
  onRideChanged: (rideId: string) => Promise<void>;
  /** A deactivation cancels the driver's trips still to come as an account deletion does. */
  cancelUpcomingTrips: CancelUpcomingTrips;
}

const userParams = z.object({ userId: z.string().min(1).max(100) });
const messageResponse = z.object({ message: z.string() });

/**
 * The admins' review of driver licenses and of reports, and their inbox of contact messages.
 * Every route here is for admins only; to anyone else it answers as a path that does not
 * exist, and none is in the public API document.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { adminEmails, publicUrl, readLicenseFile, onRideChanged, cancelUpcomingTrips },
) => {
  // one hook for the whole plugin, so no admin route can be added without it
  app.addHook("onRequest", requireAdmin(adminEmails));
  // the report queue and account deactivation, behind the same hook
  await app.register(reportAdminRoutes, { adminEmails, publicUrl, onRideChanged, cancelUpcomingTrips });
  // the contact form's messages: read, mark answered, reply by email
  await app.register(contactInboxRoutes, { publicUrl });

  /** The mail goes out after the answer: a slow mail server holds no review. */
  function mailDriver(message: MailMessage) {
    const sending = app.mailer.send(message).catch((error: unknown) => {
      app.log.warn({ err: error }, "the license review mail could not be sent");
    });
    app.backgroundTasks.run(sending);
  }

  app.get(
    "/api/admin/licenses",
    { schema: { hide: true, response: { 200: pendingLicensesResponseSchema } } },
    async () => ({ licenses: await getPendingLicenses(app.db) }),
  );

  app.get(
    "/api/admin/licenses/:userId/file",
    { schema: { hide: true, params: userParams } },
    async (request, reply) => {
      const file = await readLicenseFile(request.params.userId);
      if (!file) throw new AppError("NOT_FOUND", LICENSE_REVIEW_MESSAGES.notFound);
      return sendDownload(reply, file, { inline: true });
    },
  );

  app.post(
    "/api/admin/licenses/:userId/verify",
    {
      schema: {
        hide: true,
        params: userParams,
        // the contract's bare POST has no body at all
        body: verifyLicenseInputSchema.nullish(),
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const driver = await reviewLicense(
        app.db,
        request.params.userId,
        currentUser(request).id,
        { decision: "verified" },
        request.body?.licenseId,
      );
      mailDriver(licenseVerifiedMessage(driver.email, driver.firstName, publicUrl));
      return { message: LICENSE_REVIEW_MESSAGES.verifiedDone };
    },
  );

  app.post(
    "/api/admin/licenses/:userId/reject",
    {
      schema: {
        hide: true,
        params: userParams,
        body: rejectLicenseInputSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { reason, licenseId } = request.body;
      const driver = await reviewLicense(
        app.db,
        request.params.userId,
        currentUser(request).id,
        { decision: "rejected", reason },
        licenseId,
      );
      mailDriver(licenseRejectedMessage(driver.email, driver.firstName, reason, publicUrl));
      return { message: LICENSE_REVIEW_MESSAGES.rejectedDone };
    },
  );
};
