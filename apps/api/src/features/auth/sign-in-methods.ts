import { signInMethodsSchema } from "@campusride/shared/schemas/sign-in-methods";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { isGoogleSignInEnabled } from "./google-sign-in.ts";

/** How one can sign in here; public, so /signin and /signup show the Google button only when it works. */
export const signInMethodsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const methods = { google: isGoogleSignInEnabled(config) };
  app.get(
    "/api/sign-in-methods",
    { schema: { response: { 200: signInMethodsSchema } } },
    async (_request, reply) => {
      // the same for every visitor until the server restarts with other settings
      reply.header("cache-control", "public, max-age=300");
      return methods;
    },
  );
};
