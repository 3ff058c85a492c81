import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { webHeaders } from "../features/auth/routes.ts";
import { findProfileAccess } from "../features/profiles/queries.ts";

/** Who is calling: the signed-in account and its browser session. */
export interface CurrentUser {
  id: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  /** The role stored for this browser session (users of type both), if any. */
  sessionActiveRole: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

export const AUTH_REQUIRED = "Authentication required";
export const PERMISSION_DENIED = "You do not have permission to perform this action.";

/** preHandler: a signed-in user with a verified email, else 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const found = await request.server.auth.api.getSession({ headers: webHeaders(request) });
  if (!found || !found.user.emailVerified) throw new AppError("UNAUTHENTICATED", AUTH_REQUIRED);
  request.currentUser = {
    id: found.user.id,
    email: found.user.email,
    emailVerified: found.user.emailVerified,
    sessionId: found.session.id,
    sessionActiveRole: (found.session as { activeRole?: string | null }).activeRole ?? null,
  };
}

/** The caller set by requireUser; a route without that guard has no caller. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError("UNAUTHENTICATED", AUTH_REQUIRED);
  return request.currentUser;
}

/** preHandler: a signed-in user whose user type includes `role` (both includes either). */
export function requireRole(role: "driver" | "rider") {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    if (!request.currentUser) await requireUser(request);
    const { id } = currentUser(request);
    const row = await findProfileAccess(request.server.db, id);
    if (!row || !row.isActive || (row.userType !== role && row.userType !== "both")) {
      throw new AppError("FORBIDDEN", PERMISSION_DENIED);
    }
  };
}
