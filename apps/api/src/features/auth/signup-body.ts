import { AsyncLocalStorage } from "node:async_hooks";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import { GOOGLE_SIGN_IN_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import {
  serverSignupInputSchema,
  signupInputSchema,
  type SignupData,
} from "@campusride/shared/schemas/signup-input";
import {
  backupCodeInputSchema,
  totpInputSchema,
  twoFactorPasswordSchema,
} from "@campusride/shared/schemas/two-factor";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { Auth } from "./create-auth.ts";

/*
 * A sign-up body is parsed once, with the wizard's own schema, before better-auth sees
 * it: better-auth is handed only the parsed fields (unknown ones such as `image` never
 * reach it), and the parsed data is kept in async context for the hook that writes the
 * profile inside the sign-up transaction.
 */
const signupData = new AsyncLocalStorage<SignupData>();

/** Endpoints other than sign-up that take a typed email. */
const EMAIL_PATHS = new Set(["/sign-in/email", "/request-password-reset", "/send-verification-email"]);

/**
 * Two-factor endpoints: only the fields we use reach better-auth (no `trustDevice`, which
 * would skip the code for 30 days, no `method` or `issuer`, no `disableSession`).
 */
const TWO_FACTOR_BODIES: Record<string, z.ZodType> = {
  "/two-factor/enable": twoFactorPasswordSchema,
  "/two-factor/disable": twoFactorPasswordSchema,
  "/two-factor/get-totp-uri": twoFactorPasswordSchema,
  "/two-factor/generate-backup-codes": twoFactorPasswordSchema,
  "/two-factor/verify-totp": totpInputSchema,
  "/two-factor/verify-backup-code": backupCodeInputSchema,
};

/** Endpoints that start a provider sign-in. */
const SOCIAL_PATHS = new Set(["/sign-in/social", "/link-social"]);

/**
 * better-auth also signs in with an ID token a script posts (`idToken`), skipping the
 * redirect, state and PKCE. CampusRide's pages never send one; refused outright, so a
 * Google identity arrives only through the callback.
 */
function refuseIdToken(body: unknown): void {
  if (typeof body === "object" && body !== null && "idToken" in body) {
    throw new AppError("VALIDATION", GOOGLE_SIGN_IN_MESSAGES.idTokenRefused, {
      fields: { idToken: GOOGLE_SIGN_IN_MESSAGES.idTokenRefused },
    });
  }
}

export interface AuthBody {
  /** What better-auth is given. */
  body: unknown;
  /** The parsed sign-up, for a sign-up. */
  signup?: SignupData;
}

/**
 * The body of a call to an account endpoint as better-auth gets it: a sign-up parsed
 * (refused with the wizard's messages, one per field), a password change made to end the
 * other sessions, a typed email trimmed and lowercased. `path` is relative to /api/auth.
 * (A new password's strength is checked with its owner's words: new-password.ts.)
 */
export function normalizeAuthBody(path: string, body: unknown): AuthBody {
  if (path === "/sign-up/email") return parseSignup(body);
  if (SOCIAL_PATHS.has(path)) refuseIdToken(body);
  const twoFactorBody = TWO_FACTOR_BODIES[path];
  if (twoFactorBody) {
    const parsed = twoFactorBody.safeParse(body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return { body: parsed.data };
  }
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
  // a new password ends every other session, whatever the client asks: whoever else holds
  // a session (a stolen cookie, a shared computer) is signed out with the old password
  if (path === "/change-password") return { body: { ...fields, revokeOtherSessions: true } };
  if (fields && EMAIL_PATHS.has(path) && typeof fields.email === "string") {
    return { body: { ...fields, email: sanitizeEmail(fields.email) } };
  }
  return { body };
}

/** A refusal with the first message, and one message per field. */
function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join(".") || "body"] ??= issue.message;
  const message = error.issues[0]?.message ?? SIGNUP_MESSAGES.accountCreationFailed;
  return new AppError("VALIDATION", message, { fields });
}

function parseSignup(body: unknown, schema = signupInputSchema): AuthBody {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  const data = parsed.data;
  return { body: { ...data, name: `${data.firstName} ${data.lastName}` }, signup: data };
}

/** Runs a sign-up with its parsed data in reach of the profile hook. */
export function withSignupData<T>(data: SignupData | undefined, run: () => Promise<T>): Promise<T> {
  return data ? signupData.run(data, run) : run();
}

/** The sign-up being written, if the current call is one. */
export function currentSignupData(): SignupData | undefined {
  return signupData.getStore();
}

/**
 * Creates an account from the server itself (demo data), through the same parsing, but
 * for the password's strength: the demo password is the operator's or published.
 */
export async function signUpFromServer(auth: Auth, body: unknown): Promise<void> {
  const { body: authBody, signup } = parseSignup(body, serverSignupInputSchema);
  // better-auth types only its own fields; the profile fields ride along
  const request = { body: authBody } as unknown as Parameters<Auth["api"]["signUpEmail"]>[0];
  await withSignupData(signup, () => auth.api.signUpEmail(request));
}
