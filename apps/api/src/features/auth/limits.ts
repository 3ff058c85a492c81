import { AUTH_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import type { FastifyRequest } from "fastify";
import { attemptLimit, enforceLimit, type LimitRule } from "../../plugins/rate-limit.ts";

const LIMITED_ROUTES: Record<string, LimitRule> = {
  "/api/auth/sign-up/email": attemptLimit("signup", SIGNUP_MESSAGES.rateLimited),
  "/api/auth/sign-in/email": { ...attemptLimit("signin", AUTH_MESSAGES.signInLimited), max: 10 },
  "/api/auth/request-password-reset": attemptLimit("password-reset", AUTH_MESSAGES.mailLimited),
  "/api/auth/send-verification-email": attemptLimit("resend-verification", AUTH_MESSAGES.mailLimited),
};

/**
 * Counts an attempt at a limited account endpoint and refuses it (AppError RATE_LIMITED)
 * once the client has used up its attempts. `pathname` is the path better-auth will route,
 * with "." and ".." already resolved, so no spelling of a limited path escapes its limit.
 */
export async function enforceAuthLimits(request: FastifyRequest, pathname: string): Promise<void> {
  const rule = request.method === "POST" ? LIMITED_ROUTES[pathname] : undefined;
  if (!rule) return;
  await enforceLimit(request.server.db, rule, request.ip);
  // sign-in is also limited per account, against guessing from many addresses
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (rule.name === "signin" && typeof email === "string") {
    await enforceLimit(request.server.db, { ...rule, name: "signin-account" }, sanitizeEmail(email));
  }
}
