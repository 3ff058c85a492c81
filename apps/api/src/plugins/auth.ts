import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LIMITS } from "@campusride/shared/limits";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import { PROFILE_MESSAGES } from "@campusride/shared/schemas/profile";
import {
  SIGNUP_MESSAGES,
  isEduEmail,
  signupInputSchema,
  type SignupData,
} from "@campusride/shared/schemas/signup";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { account, session, user, verification } from "../db/schema/index.ts";
import { resetPasswordMessage, verifyEmailMessage } from "../lib/auth-emails.ts";
import { sendError } from "./error-handler.ts";
import type { Mailer } from "./mail.ts";
import { attemptLimit, enforceLimit, type LimitRule } from "./rate-limit.ts";

/** Runs inside the sign-up transaction, right after the account row is written. */
export type OnAccountCreated = (tx: Database, userId: string, data: SignupData) => Promise<void>;

export interface AuthOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  onAccountCreated: OnAccountCreated;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

export const AUTH_MESSAGES = {
  emailNotVerified:
    "Please verify your email address before signing in. Check your inbox for the verification link.",
  signInLimited: "Too many sign-in attempts. Please wait before trying again.",
  mailLimited: "Too many requests. Please wait before trying again.",
} as const;

/** Where the verification link lands once the address is confirmed (spec §7). */
export const VERIFIED_CALLBACK = "/auth-success?verified=true";

const SECRET_FILE = "auth-secret";

/**
 * AUTH_SECRET when set (required in production); otherwise a secret generated on the
 * first start and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, SECRET_FILE);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // another process wrote it first: use theirs
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}

// The drizzle adapter opens its transactions through db.transaction; keeping the
// transaction in async context lets the sign-up hook write the profile in it.
const currentTransaction = new AsyncLocalStorage<Database>();

function withTransactionContext(db: Database): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return (run: (tx: Database) => Promise<unknown>, ...rest: unknown[]) =>
          (target.transaction as (...args: unknown[]) => Promise<unknown>)(
            (tx: Database) => currentTransaction.run(tx, () => run(tx)),
            ...rest,
          );
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

function firstIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return { message: issues[0]?.message ?? SIGNUP_MESSAGES.accountCreationFailed, fields };
}

/** Endpoints other than sign-up that take a typed email. */
const EMAIL_PATHS = new Set(["/sign-in/email", "/request-password-reset", "/send-verification-email"]);

export function createAuth({ config, db, mailer, onAccountCreated, log }: AuthOptions) {
  const publicUrl = config.PUBLIC_URL;
  return betterAuth({
    appName: "CampusRide",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    // outside production the app answers on localhost and 127.0.0.1 alike
    trustedOrigins:
      config.NODE_ENV === "production"
        ? [publicUrl]
        : [publicUrl, `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`],
    database: drizzleAdapter(withTransactionContext(db), {
      provider: "pg",
      schema: { user, session, account, verification },
      transaction: true,
    }),
    // our database-backed limiter guards the auth routes (see authPlugin)
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message) => (level === "error" ? log.error(message) : log.warn(message)),
    },
    // refusals (4xx) are answers, not errors; anything else goes to the app's log
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    },
    disabledPaths: ["/update-user", "/change-email", "/delete-user"],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, token }) => {
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMessage(account.email, account.name, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: account, token }, request) => {
        const link = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
        const isResend = request ? new URL(request.url).pathname.endsWith("/send-verification-email") : false;
        await mailer.send(verifyEmailMessage(account.email, account.name, link, isResend));
      },
    },
    session: {
      additionalFields: { activeRole: { type: "string", required: false, input: false } },
    },
    advanced: {
      cookiePrefix: "campusride",
      // better-auth skips the check when NODE_ENV=test; the tests must see the real rule
      disableOriginCheck: false,
      useSecureCookies: publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: publicUrl.startsWith("https:") },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    hooks: {
      // Sign-up bodies are checked (and sanitised) with the form's own schema before
      // anything is written, so the API answers with the spec's messages.
      before: createAuthMiddleware(async (ctx) => {
        // Spec §5: an email is lowercased and trimmed wherever it is typed.
        if (EMAIL_PATHS.has(ctx.path) && typeof ctx.body?.email === "string") {
          return { context: { body: { ...ctx.body, email: sanitizeEmail(ctx.body.email) } } };
        }
        if (ctx.path !== "/sign-up/email") return;
        const parsed = signupInputSchema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          const { message, fields } = firstIssues(parsed.error.issues);
          throw new APIError("BAD_REQUEST", { code: "VALIDATION", message, fields });
        }
        const data = parsed.data;
        return {
          context: {
            body: {
              ...ctx.body,
              ...data,
              name: `${data.firstName} ${data.lastName}`,
              email: data.email,
            },
          },
        };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // every way an account is created passes here
          before: async (newUser) => {
            const email = newUser.email.trim().toLowerCase();
            if (!isEduEmail(email)) {
              throw new APIError("BAD_REQUEST", {
                code: "EMAIL_NOT_EDU",
                message: SIGNUP_MESSAGES.emailNotEdu,
              });
            }
            return { data: { ...newUser, email } };
          },
        },
      },
      account: {
        create: {
          before: async (newAccount, context) => {
            if (context?.path !== "/sign-up/email" || newAccount.providerId !== "credential") return;
            const parsed = signupInputSchema.safeParse(context.body);
            if (!parsed.success) {
              throw new APIError("BAD_REQUEST", { code: "VALIDATION", ...firstIssues(parsed.error.issues) });
            }
            try {
              await onAccountCreated(currentTransaction.getStore() ?? db, newAccount.userId, parsed.data);
            } catch (error) {
              if (isAPIError(error)) throw error;
              // the transaction rolls back: no account without its profile
              log.error(`profile creation failed: ${error instanceof Error ? error.message : String(error)}`);
              throw new APIError("INTERNAL_SERVER_ERROR", {
                code: "PROFILE_CREATION_FAILED",
                message: PROFILE_MESSAGES.createFailed,
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}

const LIMITED_ROUTES: Record<string, LimitRule> = {
  "/api/auth/sign-up/email": attemptLimit("signup", SIGNUP_MESSAGES.rateLimited),
  "/api/auth/sign-in/email": { ...attemptLimit("signin", AUTH_MESSAGES.signInLimited), max: 10 },
  "/api/auth/request-password-reset": attemptLimit("password-reset", AUTH_MESSAGES.mailLimited),
  "/api/auth/send-verification-email": attemptLimit("resend-verification", AUTH_MESSAGES.mailLimited),
};

/** The request's headers as Web headers; x-forwarded-for is the client address Fastify trusts. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === "x-forwarded-for") continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  headers.set("x-forwarded-for", request.ip);
  return headers;
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  let body = response.body ? await response.text() : null;
  if (response.status === 403 && body?.includes('"EMAIL_NOT_VERIFIED"')) {
    body = JSON.stringify({ code: "EMAIL_NOT_VERIFIED", message: AUTH_MESSAGES.emailNotVerified });
  }
  return reply.send(body);
}

/**
 * better-auth mounted at /api/auth/*: the Fastify request becomes a Web Request for
 * auth.handler. Its answers keep better-auth's own `{ code, message }` shape, which its
 * browser client reads.
 */
export const authPlugin = fp<{ config: Config; onAccountCreated: OnAccountCreated }>(
  async (app, { config, onAccountCreated }) => {
    const auth = createAuth({
      config,
      db: app.db,
      mailer: app.mailer,
      onAccountCreated,
      log: {
        info: (message) => app.log.info(message),
        warn: (message) => app.log.warn(message),
        error: (message) => app.log.error(message),
      },
    });
    app.decorate("auth", auth);

    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      async handler(request, reply) {
        // The path better-auth will route: "." and ".." segments (also as %2e) resolved, so
        // no spelling of a limited path escapes its limit.
        const url = new URL(request.url, config.PUBLIC_URL);
        const pathname = url.pathname;
        const rule = request.method === "POST" ? LIMITED_ROUTES[pathname] : undefined;
        if (rule) {
          try {
            await enforceLimit(app.db, rule, request.ip);
            // sign-in is also limited per account, against guessing from many addresses
            const email = (request.body as { email?: unknown } | undefined)?.email;
            if (rule.name === "signin" && typeof email === "string") {
              await enforceLimit(app.db, { ...rule, name: "signin-account" }, email.trim().toLowerCase());
            }
          } catch (error) {
            if (error instanceof Error && "code" in error && error.code === "RATE_LIMITED") {
              const headers = (error as { headers?: Record<string, string> }).headers ?? {};
              return reply.code(429).headers(headers).send({ code: "RATE_LIMITED", message: rule.message });
            }
            throw error;
          }
        }
        const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
        const headers = webHeaders(request);
        if (hasBody) headers.set("content-type", "application/json");
        headers.delete("content-length");
        const webRequest = new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        });
        const response = await auth.handler(webRequest);
        // better-auth answers a path it does not know with an empty 404; ours are JSON
        if (response.status === 404 && !response.body) {
          return sendError(reply, 404, "NOT_FOUND", `No API route ${request.method} ${pathname}`);
        }
        return sendWebResponse(reply, response);
      },
    });
  },
);
