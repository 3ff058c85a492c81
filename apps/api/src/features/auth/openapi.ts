import { ERROR_STATUS, type ErrorCode } from "@campusride/shared/errors";
import { LIMITS } from "@campusride/shared/limits";
import { signinInputSchema } from "@campusride/shared/schemas/signup";
import { signupInputSchema } from "@campusride/shared/schemas/signup-input";
import {
  backupCodeInputSchema,
  totpInputSchema,
  twoFactorPasswordSchema,
} from "@campusride/shared/schemas/two-factor";
import { z } from "zod";

/*
 * The account endpoints better-auth answers under /api/auth, described for the OpenAPI
 * document: the bridge in routes.ts is one wildcard route, so @fastify/swagger cannot see
 * them. Bodies come from the same shared schemas the forms and the bridge use.
 */

type JsonSchema = Record<string, unknown>;

function bodySchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", target: "openapi-3.0", unrepresentable: "any" }) as JsonSchema;
}

const userSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    email: { type: "string" },
    emailVerified: { type: "boolean" },
    image: { type: "string", nullable: true },
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
  },
  required: ["id", "name", "email", "emailVerified"],
};

const sessionSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    userId: { type: "string" },
    expiresAt: { type: "string", format: "date-time" },
    activeRole: { type: "string", nullable: true },
  },
  required: ["id", "userId", "expiresAt"],
};

const statusSchema = {
  type: "object",
  properties: { status: { type: "boolean" }, message: { type: "string" } },
  required: ["status"],
};

/** The API's one error body, `{ error: { code, message, fields? } }`. */
const errorBodySchema = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_STATUS) },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["code", "message"],
    },
  },
  required: ["error"],
};

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

function ok(description: string, schema: JsonSchema) {
  return { 200: { description, content: json(schema) } };
}

/** Error answers by status, each naming the codes it can carry. */
function errors(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, "INTERNAL" as const]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      { description: `error codes: ${list.join(", ")}`, content: json(errorBodySchema) },
    ]),
  );
}

function operation(summary: string, description: string, responses: object, body?: JsonSchema) {
  return {
    tags: ["accounts"],
    summary,
    description,
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    responses,
  };
}

/** A new password as documented (the full rule, common and guessable passwords refused, is the shared passwordProblem). */
const newPasswordSchema = z.string().min(LIMITS.passwordMin).max(128);

const SESSION_COOKIE = "Sets the `campusride.session_token` cookie (HTTP-only).";
const LIMITED = "Limited to a few attempts per 15 minutes per client (429 RATE_LIMITED).";
/** Sign-in, sign-up, reset and resend: the endpoints that ask an address under attack for a browser check. */
const CHECKED =
  "When many attempts came from the client's address, a request needs a solved browser check in the " +
  "`X-Auth-Challenge` header (429 CHALLENGE_REQUIRED without one): see GET /api/auth-challenge.";

/** An endpoint that mails a link to an email address, telling nobody whether it has an account. */
function mailLinkOperation(summary: string, pathField: "callbackURL" | "redirectTo") {
  return operation(
    summary,
    `Answers the same whether or not the email has an account. ${LIMITED} ${CHECKED}`,
    {
      ...ok("Sent if the account exists", statusSchema),
      ...errors("VALIDATION", "RATE_LIMITED", "CHALLENGE_REQUIRED"),
    },
    bodySchema(z.object({ email: z.string(), [pathField]: z.string().optional() })),
  );
}

const signedInAnswer = {
  type: "object",
  properties: { token: { type: "string" }, user: userSchema },
};

/** A second-factor code, at sign-in (with the challenge cookie) or to confirm the enrolment. */
function codeOperation(summary: string, body: z.ZodType, codes: string) {
  return operation(
    summary,
    `At sign-in, with the \`campusride.two_factor\` cookie the password step set: ${SESSION_COOKIE} ${codes} ` +
      "Wrong codes at sign-in: 5 per sign-in, then the password again; 10 in a row lock the account's " +
      "second factor for 15 minutes (429).",
    {
      ...ok("Verified", signedInAnswer),
      ...errors("VALIDATION", "BAD_REQUEST", "UNAUTHENTICATED", "INVALID_CREDENTIALS", "RATE_LIMITED"),
    },
    bodySchema(body),
  );
}

/** A two-factor change that needs the current password again. */
function passwordOperation(summary: string, description: string, answer: JsonSchema) {
  return operation(
    summary,
    `${description} Needs the current password; wrong passwords: ${LIMITED}`,
    { ...ok("Done", answer), ...errors("VALIDATION", "BAD_REQUEST", "UNAUTHENTICATED", "RATE_LIMITED") },
    bodySchema(twoFactorPasswordSchema),
  );
}

function twoFactorPaths(): Record<string, object> {
  const backupCodes = { type: "array", items: { type: "string" } };
  return {
    "/api/auth/two-factor/enable": {
      post: passwordOperation(
        "Start two-factor enrolment",
        "Gives the authenticator key (an otpauth:// URI, issuer CampusRide, 6 digits, 30 s) and 10 backup codes, " +
          "shown once. Two-factor authentication is on once a code confirms it (verify-totp).",
        {
          type: "object",
          properties: { method: { type: "string" }, totpURI: { type: "string" }, backupCodes },
        },
      ),
    },
    "/api/auth/two-factor/disable": {
      post: passwordOperation(
        "Turn two-factor authentication off",
        "Removes the key and backup codes.",
        statusSchema,
      ),
    },
    "/api/auth/two-factor/get-totp-uri": {
      post: passwordOperation("The authenticator key again", "", {
        type: "object",
        properties: { totpURI: { type: "string" } },
      }),
    },
    "/api/auth/two-factor/generate-backup-codes": {
      post: passwordOperation("New backup codes", "The old ones stop working.", {
        type: "object",
        properties: { status: { type: "boolean" }, backupCodes },
      }),
    },
    "/api/auth/two-factor/verify-totp": {
      post: codeOperation(
        "Verify an authenticator code",
        totpInputSchema,
        "A code is taken once: a code of a time step at or before the last accepted one is refused.",
      ),
    },
    "/api/auth/two-factor/verify-backup-code": {
      post: codeOperation("Verify a backup code", backupCodeInputSchema, "Each backup code works once."),
    },
  };
}

/** OpenAPI path items for /api/auth; a new object each call (@fastify/swagger adds to it). */
export function authOpenApiPaths(): Record<string, object> {
  return {
    "/api/auth/sign-up/email": {
      post: operation(
        "Create an account",
        `A .edu email and password account with its profile; a verification link is mailed. ${LIMITED} ${CHECKED}`,
        {
          ...ok("Account created (or the email was already taken: the answer is the same)", {
            type: "object",
            properties: { token: { type: "string", nullable: true }, user: userSchema },
          }),
          ...errors("VALIDATION", "EMAIL_NOT_EDU", "RATE_LIMITED", "CHALLENGE_REQUIRED"),
        },
        bodySchema(signupInputSchema),
      ),
    },
    "/api/auth/sign-in/email": {
      post: operation(
        "Sign in",
        `${SESSION_COOKIE} ${LIMITED} ${CHECKED}`,
        {
          ...ok("Signed in, or (two-factor accounts) a code is needed: `twoFactorRedirect: true`", {
            type: "object",
            properties: {
              redirect: { type: "boolean" },
              token: { type: "string" },
              user: userSchema,
              twoFactorRedirect: { type: "boolean" },
              twoFactorMethods: { type: "array", items: { type: "string" } },
            },
          }),
          ...errors(
            "VALIDATION",
            "INVALID_CREDENTIALS",
            "EMAIL_NOT_VERIFIED",
            "RATE_LIMITED",
            "CHALLENGE_REQUIRED",
          ),
        },
        bodySchema(signinInputSchema.extend({ rememberMe: z.boolean().optional() })),
      ),
    },
    "/api/auth/sign-out": {
      post: operation("Sign out", "Ends the session on the server and clears its cookie.", {
        ...ok("Signed out", { type: "object", properties: { success: { type: "boolean" } } }),
        ...errors("FORBIDDEN"),
      }),
    },
    "/api/auth/get-session": {
      get: operation("The current session", "The signed-in user and session, or `null` when signed out.", {
        ...ok("The session, or null", {
          type: "object",
          nullable: true,
          properties: { user: userSchema, session: sessionSchema },
        }),
        ...errors(),
      }),
    },
    "/api/auth/verify-email": {
      get: {
        ...operation("Verify an email address", "The link mailed at sign-up; redirects to `callbackURL`.", {
          302: {
            description: "Verified: redirect to callbackURL (with `?error=` when the token is not valid)",
          },
          ...errors("INVALID_TOKEN"),
        }),
        parameters: [
          { name: "token", in: "query", required: true, schema: { type: "string" } },
          { name: "callbackURL", in: "query", required: false, schema: { type: "string" } },
        ],
      },
    },
    "/api/auth/send-verification-email": {
      post: mailLinkOperation("Send the verification link again", "callbackURL"),
    },
    "/api/auth/request-password-reset": {
      post: mailLinkOperation("Mail a password reset link", "redirectTo"),
    },
    "/api/auth/reset-password": {
      post: operation(
        "Set a new password",
        "With the token from the reset link; ends every session of the account.",
        { ...ok("Password changed", statusSchema), ...errors("VALIDATION", "INVALID_TOKEN") },
        bodySchema(z.object({ token: z.string(), newPassword: newPasswordSchema })),
      ),
    },
    "/api/auth/reset-password/{token}": {
      get: {
        ...operation(
          "Open a reset link",
          "The link mailed for a password reset; redirects to `callbackURL`.",
          {
            302: {
              description:
                "To callbackURL with `?token=`, or with `?error=INVALID_TOKEN` when it is not valid",
            },
            ...errors(),
          },
        ),
        parameters: [
          { name: "token", in: "path", required: true, schema: { type: "string" } },
          { name: "callbackURL", in: "query", required: true, schema: { type: "string" } },
        ],
      },
    },
    "/api/auth/change-password": {
      post: operation(
        "Change the password",
        `Needs the current password; the new one follows the password rules (not built from the account's name or address either). Every other session of the account ends, and this browser gets a new session. Wrong passwords: ${LIMITED}`,
        {
          ...ok("Password changed", signedInAnswer),
          ...errors("VALIDATION", "UNAUTHENTICATED", "RATE_LIMITED"),
        },
        bodySchema(
          z.object({
            currentPassword: z.string(),
            newPassword: newPasswordSchema,
            revokeOtherSessions: z
              .boolean()
              .optional()
              .describe("Ignored: a password change always signs every other session out"),
          }),
        ),
      ),
    },
    "/api/auth/verify-password": {
      post: operation(
        "Check the password",
        `The signed-in account's password, before a sensitive change. Wrong passwords: ${LIMITED}`,
        {
          ...ok("The password is right", statusSchema),
          ...errors("VALIDATION", "UNAUTHENTICATED", "RATE_LIMITED"),
        },
        bodySchema(z.object({ password: z.string() })),
      ),
    },
    ...googlePaths(),
    ...twoFactorPaths(),
  };
}

/** Google sign-in (docs/decisions/0020): answered only when it is configured. */
function googlePaths(): Record<string, object> {
  const callback = {
    ...operation(
      "Google's answer",
      "Where Google sends the browser back; ends on the sign-in callback page.",
      {
        302: { description: "To the callback page, signed in or with `?error=`" },
        ...errors(),
      },
    ),
    parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
  };
  return {
    "/api/auth/sign-in/social": {
      post: operation(
        "Sign in with Google",
        "Gives the address of Google's sign-in page (.edu accounts only).",
        {
          ...ok("Where to send the browser", {
            type: "object",
            properties: { url: { type: "string" }, redirect: { type: "boolean" } },
          }),
          ...errors("VALIDATION", "NOT_FOUND"),
        },
        bodySchema(
          z.object({
            provider: z.literal("google"),
            callbackURL: z.string().optional(),
            errorCallbackURL: z.string().optional(),
            newUserCallbackURL: z.string().optional(),
          }),
        ),
      ),
    },
    "/api/auth/callback/{id}": { get: callback, post: callback },
  };
}
