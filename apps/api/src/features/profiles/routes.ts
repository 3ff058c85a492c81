import {
  activeRoleInputSchema,
  emergencyContactInputSchema,
  meResponseSchema,
  profileSummarySchema,
  publicProfileViewSchema,
  updateProfileInputSchema,
  womenOnlyTripsInputSchema,
} from "@campusride/shared/schemas/profile";
import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import { completeSignupInputSchema } from "@campusride/shared/schemas/complete-signup";
import { EMERGENCY_CONTACT_MESSAGES, PROFILE_MESSAGES } from "@campusride/shared/messages";
import { vehicleInputSchema } from "@campusride/shared/schemas/vehicle";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { currentUser, isAdminEmail, requireRecentSignIn, requireUser } from "../../plugins/guards.ts";
import { completeSignup } from "./complete-signup.ts";
import {
  getOwnProfile,
  getPublicProfile,
  getSummary,
  isPhoneChange,
  setActiveRole,
  setEmergencyContact,
  setWomenOnlyTrips,
  updateOwnProfile,
  updateVehicle,
} from "./service.ts";

const messageResponse = z.object({ message: z.string() });

export interface ProfileRoutesOptions {
  adminEmails: readonly string[];
  /** A user's rating and 'cancelled late' count; the reviews feature answers (app.ts hands it in). */
  readTrust: (
    db: Database,
    userId: string,
  ) => Promise<Pick<PublicProfileView, "rating" | "lateCancellations">>;
}

/** The signed-in user's own profile, and the public view of others. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (
  app,
  { adminEmails, readTrust },
) => {
  app.get(
    "/api/me",
    { onRequest: requireUser, schema: { response: { 200: meResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return getOwnProfile(app.db, user.id, user.sessionActiveRole, isAdminEmail(user.email, adminEmails));
    },
  );

  app.patch(
    "/api/me",
    {
      onRequest: requireUser,
      schema: { body: updateProfileInputSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      const { currentPassword, ...profile } = request.body;
      const { id } = currentUser(request);
      if (await isPhoneChange(app.db, id, profile.phone)) await requireRecentSignIn(request, currentPassword);
      await updateOwnProfile(app.db, id, profile);
      return { message: PROFILE_MESSAGES.profileUpdated };
    },
  );

  // the profile of an account made by Google sign-in (/signup-complete)
  app.post(
    "/api/me/complete-signup",
    {
      onRequest: requireUser,
      schema: { body: completeSignupInputSchema, response: { 201: meResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await completeSignup(app.db, user.id, request.body);
      const me = await getOwnProfile(
        app.db,
        user.id,
        user.sessionActiveRole,
        isAdminEmail(user.email, adminEmails),
      );
      return reply.status(201).send(me);
    },
  );

  app.put(
    "/api/me/vehicle",
    { onRequest: requireUser, schema: { body: vehicleInputSchema, response: { 200: messageResponse } } },
    async (request) => {
      await updateVehicle(app.db, currentUser(request).id, request.body);
      return { message: PROFILE_MESSAGES.vehicleUpdated };
    },
  );

  // owner-only: read back through GET /api/me, never in another user's view
  app.put(
    "/api/me/emergency-contact",
    {
      onRequest: requireUser,
      schema: { body: emergencyContactInputSchema, response: { 200: messageResponse } },
    },
    async (request) => {
      const { currentPassword, ...contact } = request.body;
      // where Share my trip sends a trip's link: not for an old session alone to redirect
      await requireRecentSignIn(request, currentPassword);
      await setEmergencyContact(app.db, currentUser(request).id, contact);
      return { message: EMERGENCY_CONTACT_MESSAGES.saved };
    },
  );

  app.put(
    "/api/me/women-only-trips",
    {
      onRequest: requireUser,
      schema: {
        description:
          "The student's own women-only trips choice, made once (unless made at sign-up): the same answer " +
          "again is 200 and changes nothing; another answer is 409, as a change is asked for with " +
          "POST /api/me/women-only-trips/change-request and reviewed by an admin.",
        body: womenOnlyTripsInputSchema,
        response: { 200: womenOnlyTripsInputSchema },
      },
    },
    async (request) => ({
      womenOnlyTrips: await setWomenOnlyTrips(app.db, currentUser(request).id, request.body.womenOnlyTrips),
    }),
  );

  app.put(
    "/api/me/active-role",
    {
      onRequest: requireUser,
      schema: { body: activeRoleInputSchema, response: { 200: activeRoleInputSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return { activeRole: await setActiveRole(app.db, user.id, user.sessionId, request.body.activeRole) };
    },
  );

  app.get(
    "/api/me/summary",
    { onRequest: requireUser, schema: { response: { 200: profileSummarySchema } } },
    async (request) => getSummary(app.db, currentUser(request).id),
  );

  app.get(
    "/api/profiles/:id",
    {
      onRequest: requireUser,
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: publicProfileViewSchema },
      },
    },
    async (request) => ({
      ...(await getPublicProfile(app.db, request.params.id)),
      ...(await readTrust(app.db, request.params.id)),
    }),
  );
};
