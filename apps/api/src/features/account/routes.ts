import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import {
  accountDeletedSchema,
  deleteAccountInputSchema,
  deletionRequirementsSchema,
} from "@campusride/shared/schemas/account";
import { recentSignInInputSchema, type RecentSignInInput } from "@campusride/shared/schemas/sessions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { sendDownload } from "../../lib/send-download.ts";
import { currentUser, isAccountPassword, requireRecentSignIn, requireUser } from "../../plugins/guards.ts";
import { limitRequests, type RequestLimit } from "../../plugins/rate-limit.ts";
import { exportAccountData, type ReadOwnProfile } from "./export.ts";
import { createPurgeJob } from "./purge.ts";
import { assertRecentSignIn, deleteAccount, getDeletionRequirements, hasPassword } from "./service.ts";

/** A full export reads every table of the user: a few an hour is plenty for a person. */
const EXPORT_LIMIT: RequestLimit = {
  name: "account-export",
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: ACCOUNT_MESSAGES.exportLimited,
  by: (request) => request.currentUser?.id,
};

export interface AccountRoutesOptions {
  readOwnProfile: ReadOwnProfile;
  /** Tells the search of trips whose status or seats the deletion changed (after the commit). */
  onRideChanged(rideId: string): Promise<void>;
}

/** The signed-in user's own account: deleting it (profile → Danger zone) and downloading its data. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { readOwnProfile, onRideChanged },
) => {
  // the purge of accounts deleted a week ago, in every instance (each account is claimed once)
  const purgeJob = createPurgeJob(app.db, app.storage, app.log);
  app.addHook("onReady", async () => purgeJob.start());
  app.addHook("onClose", () => purgeJob.stop());

  app.get(
    "/api/me/deletion",
    { onRequest: requireUser, schema: { response: { 200: deletionRequirementsSchema } } },
    async (request) => {
      const user = currentUser(request);
      return getDeletionRequirements(app.db, user.id, user.sessionCreatedAt);
    },
  );

  app.post(
    "/api/me/delete",
    {
      onRequest: requireUser,
      schema: { body: deleteAccountInputSchema, response: { 200: accountDeletedSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (await hasPassword(app.db, user.id)) {
        const { password } = request.body;
        if (!password) {
          throw new AppError("VALIDATION", ACCOUNT_MESSAGES.passwordRequired, {
            fields: { password: ACCOUNT_MESSAGES.passwordRequired },
          });
        }
        // counted with every other check of this user's password (5 failures per 15 minutes)
        if (!(await isAccountPassword(request, password))) {
          throw new AppError("VALIDATION", ACCOUNT_MESSAGES.wrongPassword, {
            fields: { password: ACCOUNT_MESSAGES.wrongPassword },
          });
        }
      } else {
        assertRecentSignIn(user.sessionCreatedAt);
      }
      const { changedRideIds } = await deleteAccount(app.db, user.id);
      await Promise.all(changedRideIds.map((rideId) => onRideChanged(rideId)));
      reply.header("set-cookie", await expiredSessionCookies(app));
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );

  /*
   * The whole account's data in one file: from a browser that signed in more than a day
   * ago, only with the password again (the phone's rule, docs/decisions/0037). GET serves a
   * recent sign-in; POST carries the password, in a body where it is never logged. The
   * check comes before the download limit, so a refused request costs none of the five.
   */
  const exportHooks = {
    onRequest: requireUser,
    preHandler: [
      // GET has no body; POST's is parsed by recentSignInInputSchema
      async (request: FastifyRequest) =>
        requireRecentSignIn(request, (request.body as RecentSignInInput)?.currentPassword),
      limitRequests(app, EXPORT_LIMIT),
    ],
  };
  const sendExport = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = currentUser(request);
    const data = await exportAccountData(app.db, user.id, user.sessionId, readOwnProfile);
    const day = data.exportedAt.slice(0, 10);
    return sendDownload(reply, {
      data: Buffer.from(JSON.stringify(data, null, 2)),
      contentType: "application/json; charset=utf-8",
      fileName: `campusride-data-${day}.json`,
    });
  };
  app.get("/api/me/export", exportHooks, sendExport);
  app.post("/api/me/export", { ...exportHooks, schema: { body: recentSignInInputSchema } }, sendExport);
};

/** The session cookies, expired: the deleting browser is signed out with its answer. */
async function expiredSessionCookies(app: FastifyInstance): Promise<string[]> {
  const { authCookies } = await app.auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      `${name}=; Path=${attributes.path ?? "/"}; Max-Age=0; HttpOnly; SameSite=Lax${attributes.secure ? "; Secure" : ""}`,
  );
}
