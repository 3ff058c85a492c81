import { passwordProblem, type PasswordOwner } from "@campusride/shared/schemas/password";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { Auth } from "./create-auth.ts";
import type { ReadSession } from "./session-reader.ts";

/** Endpoints that set a new password (`newPassword`): the same rule as at sign-up. */
const NEW_PASSWORD_PATHS = new Set(["/reset-password", "/change-password"]);

export interface NewPasswordContext {
  auth: Auth;
  readSession: ReadSession;
  /** The request's headers as better-auth reads them (a session it must renew). */
  headers: () => Headers;
}

/** The account whose password a reset link sets, if the link is one better-auth issued. */
async function resetLinkOwner(auth: Auth, token: unknown): Promise<PasswordOwner | undefined> {
  if (typeof token !== "string" || token === "") return undefined;
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification ? ((await internalAdapter.findUserById(verification.value)) ?? undefined) : undefined;
}

/** The signed-in account changing its password, if any (better-auth refuses the call otherwise). */
async function signedInOwner(
  { auth, readSession, headers }: NewPasswordContext,
  request: FastifyRequest,
): Promise<PasswordOwner | undefined> {
  const found = await readSession(request.headers.cookie, headers);
  if (!found) return undefined;
  const { internalAdapter } = await auth.$context;
  return (await internalAdapter.findUserById(found.user.id)) ?? undefined;
}

/**
 * Checks the new password of a reset or a change with the shared rule (the sign-up form's
 * and the reset and change forms'), against the owner's name and address as well: the
 * account of the reset link, or the signed-in one. A refusal names `newPassword`.
 */
export async function checkNewPassword(
  context: NewPasswordContext,
  request: FastifyRequest,
  path: string,
  body: unknown,
): Promise<void> {
  if (!NEW_PASSWORD_PATHS.has(path)) return;
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const newPassword = typeof fields.newPassword === "string" ? fields.newPassword : "";
  // better-auth takes the reset token from the body, or else from the query
  const query = (request.query ?? {}) as Record<string, unknown>;
  const owner =
    path === "/reset-password"
      ? await resetLinkOwner(context.auth, fields.token ?? query.token)
      : await signedInOwner(context, request);
  const message = passwordProblem(newPassword, owner);
  if (message) throw new AppError("VALIDATION", message, { fields: { newPassword: message } });
}
