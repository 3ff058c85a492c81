import { signupInputSchema } from "@campusride/shared/schemas/signup-input";
import { makeSignature } from "better-auth/crypto";
import type { App } from "../../src/app.ts";
import { createProfileForSignup } from "../../src/features/profiles/service.ts";
import { signupBody } from "./accounts.ts";
import { rememberSecret } from "./captured-log.ts";

export interface TestSession {
  user: { id: string; email: string };
  /** The signed session cookie as a Cookie header value. */
  cookie: string;
  headers: { cookie: string };
}

/**
 * A verified account with its profile and a signed-in browser session, written straight
 * to the database through better-auth's own adapter: no password hashing, no mail, no
 * three round trips. For tests that need "a signed-in user"; sign-up, verification and
 * sign-in themselves are tested through the real endpoints (createSignedInUser). The
 * account has no password, so it cannot sign in again.
 */
export async function createSession(app: App, overrides: Record<string, unknown> = {}): Promise<TestSession> {
  const data = signupInputSchema.parse(signupBody(overrides));
  const auth = await app.auth.$context;
  const account = await auth.internalAdapter.createUser(
    { email: data.email, name: `${data.firstName} ${data.lastName}`, emailVerified: true },
    { method: "email-password" },
  );
  await createProfileForSignup(app.db, account.id, data);
  return signInAgain(app, { id: account.id, email: account.email });
}

/** Another browser session of the same user (e.g. one a test may sign out or spoil). */
export async function signInAgain(app: App, user: TestSession["user"]): Promise<TestSession> {
  const auth = await app.auth.$context;
  const session = await auth.internalAdapter.createSession(user.id);
  rememberSecret(session.token);
  // the cookie better-call's setSignedCookie writes: "<token>.<HMAC-SHA256>", URI-encoded
  const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
  const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
  return { user, cookie, headers: { cookie } };
}
