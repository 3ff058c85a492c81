import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { AUTH_MESSAGES, FRIENDLY_MESSAGES, PROFILE_MESSAGES } from "@campusride/shared/messages";
import { webHeaders } from "../lib/web-headers.ts";

/** Who is calling: the signed-in account and its browser session. */
export interface CurrentUser {
  id: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  /** When this session signed in: sensitive changes need a recent one. */
  sessionCreatedAt: Date;
  /** The role stored for this browser session (users of type both), if any. */
  sessionActiveRole: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

export const AUTH_REQUIRED = PROFILE_MESSAGES.authRequired;
const PERMISSION_DENIED = FRIENDLY_MESSAGES.permission;

/** preHandler: a signed-in user with a verified email, else 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await identifyUser(request);
  if (!request.currentUser) throw new AppError("UNAUTHENTICATED", AUTH_REQUIRED);
}

/**
 * onRequest of a public route that shows its own users more (a ride to its driver): sets
 * the caller when signed in with a verified email, and refuses no one.
 */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  const found = await request.server.readSession(request.headers.cookie, () => webHeaders(request));
  if (!found || !found.user.emailVerified) return;
  request.currentUser = {
    id: found.user.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    sessionId: found.session.id,
    sessionCreatedAt: found.session.createdAt,
    sessionActiveRole: found.session.activeRole,
  };
}

/** The caller set by requireUser; a route without that guard has no caller. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError("UNAUTHENTICATED", AUTH_REQUIRED);
  return request.currentUser;
}

/**
 * preHandler: a signed-in user whose user type includes `role` (both includes either),
 * else 403 with `message` (the catalogue's text for that role).
 */
export function requireRole(role: "driver" | "rider", message: string = PERMISSION_DENIED) {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    if (!request.currentUser) await requireUser(request);
    const { id } = currentUser(request);
    const row = await request.server.accountGuards.access(id);
    if (!row || !row.isActive || (row.userType !== role && row.userType !== "both")) {
      throw new AppError("FORBIDDEN", message);
    }
  };
}

/** Whether the account with this email reviews driver licenses (ADMIN_EMAILS, lower case). */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.toLowerCase());
}

/**
 * onRequest: a signed-in admin. Anyone else, signed out included, gets the very answer of
 * a path that does not exist (the not-found handler's 404), before the body is read: the
 * admin area is not to be discovered by probing it.
 */
export function requireAdmin(adminEmails: readonly string[]) {
  return async function requireAdminHandler(request: FastifyRequest, reply: FastifyReply) {
    try {
      await requireUser(request);
    } catch (error) {
      if (!(error instanceof AppError && error.code === "UNAUTHENTICATED")) throw error;
    }
    if (request.currentUser && isAdminEmail(request.currentUser.email, adminEmails)) return;
    reply.callNotFound();
    return reply;
  };
}

/**
 * A sensitive change (the phone) needs a session signed in within the last day
 * (better-auth's session.freshAge), or the account's password given again; else 403.
 */
export async function requireRecentSignIn(request: FastifyRequest, currentPassword?: string): Promise<void> {
  const { sessionCreatedAt } = currentUser(request);
  if (request.server.accountGuards.isFreshSession(sessionCreatedAt)) return;
  if (currentPassword && (await isAccountPassword(request, currentPassword))) return;
  throw new AppError("SESSION_NOT_FRESH", AUTH_MESSAGES.sessionNotFresh);
}

/** Whether `password` is the signed-in account's (the auth feature's check, within its limits). */
export function isAccountPassword(request: FastifyRequest, password: string): Promise<boolean> {
  return request.server.accountGuards.isAccountPassword(request, password);
}
