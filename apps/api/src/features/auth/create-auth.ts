import { LIMITS } from "@campusride/shared/limits";
import { OAUTH_CALLBACK_PATH, RESET_PASSWORD_PATH, VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import { FRIENDLY_MESSAGES, PROFILE_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import { isEduEmail } from "@campusride/shared/schemas/signup";
import type { SignupData } from "@campusride/shared/schemas/signup-input";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { trustedOrigins, type Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { account, session, twoFactor, user, verification } from "../../db/schema/index.ts";
import type { Mailer } from "../../plugins/mail.ts";
import type { BackgroundTasks } from "./background-tasks.ts";
import {
  mailExistingAccountOwner,
  removeUnverifiedAccount,
  type BeforeAccountRemoved,
} from "./duplicate-signup.ts";
import { resetPasswordMessage, verifyEmailMessage } from "./emails.ts";
import { hashPassword, verifyPassword } from "../../lib/password-hash.ts";
import { upgradePasswordHash } from "./password-upgrade.ts";
import {
  endSessionOfDeletedAccount,
  refuseDeletedAccount,
  refuseDeletedProviderAccount,
} from "./deleted-accounts.ts";
import {
  checkProviderAccount,
  checkProviderUser,
  googleSignInPlugins,
  providerAccountKey,
  withGoogleSignInChallenge,
} from "./google-sign-in.ts";
import { describeErrorForLog } from "../../lib/log-redaction.ts";
import { currentSignupData } from "./signup-body.ts";
import { resolveAuthSecret } from "./secret.ts";
import { absoluteSessionLifetime } from "./session-lifetime.ts";
import { transactionOr, withTransactionContext } from "./transaction-context.ts";
import { twoFactorPlugins } from "./two-factor.ts";
import { deleteSessionsOf } from "./queries.ts";

/** Runs inside the sign-up transaction, right after the account row is written. */
export type OnAccountCreated = (tx: Database, userId: string, data: SignupData) => Promise<void>;

export interface AuthOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  onAccountCreated: OnAccountCreated;
  /** Before an unverified account is removed because its address is signed up again. */
  beforeAccountRemoved: BeforeAccountRemoved;
  backgroundTasks: BackgroundTasks;
  log: { warn(message: string): void; error(message: string): void };
}

/** A session this young may change the password, the phone or 2FA without the password again. */
export const FRESH_SESSION_SECONDS = 24 * 60 * 60;

/** better-auth as CampusRide uses it: .edu email and password accounts, verified by email. */
export function createAuth({
  config,
  db,
  mailer,
  onAccountCreated,
  beforeAccountRemoved,
  backgroundTasks,
  log,
}: AuthOptions) {
  const publicUrl = config.PUBLIC_URL;
  return betterAuth({
    appName: "CampusRide",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(withTransactionContext(db), {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor },
      transaction: true,
    }),
    // our database-backed limiter guards the auth routes (see limits.ts)
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message) => (level === "error" ? log.error(message) : log.warn(message)),
    },
    // refusals (4xx) are answers, not errors; anything else goes to the app's log
    onAPIError: {
      // a Google sign-in whose state cannot be read ends on the callback page too
      errorURL: `${publicUrl}${OAUTH_CALLBACK_PATH}`,
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error(describeErrorForLog(error));
      },
    },
    // list-sessions would hand the browser every session's token: /api/me/sessions instead;
    // sessions end through /api/me/sessions too, which asks a stale session for the password,
    // and a session's own fields (its sign-in time among them) are not the browser's to set;
    // Google is a way to sign in, nothing more: no linking from a session, no unlinking,
    // and Google's tokens are not handed out or renewed on request
    disabledPaths: [
      "/update-user",
      "/change-email",
      "/delete-user",
      "/list-sessions",
      "/revoke-session",
      "/revoke-sessions",
      "/revoke-other-sessions",
      "/update-session",
      "/link-social",
      "/unlink-account",
      "/get-access-token",
      "/refresh-token",
      "/account-info",
    ],
    plugins: [
      absoluteSessionLifetime(),
      // a Google sign-in asks a two-factor account for its code too
      ...withGoogleSignInChallenge(publicUrl, twoFactorPlugins(db)),
      // an unverified password account never holds the address against its Google owner
      ...googleSignInPlugins(config, (email) =>
        removeUnverifiedAccount(db, email, beforeAccountRemoved, { passwordOnly: true }),
      ),
    ],
    // an existing account is linked to a Google identity only when both sides verified the
    // address (better-auth's defaults, spelled out; docs/decisions/0020); Google's tokens
    // (a refresh token among them: offline access) are stored encrypted
    account: {
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
      encryptOAuthTokens: true,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // better-auth counts UTF-16 units; the real rule (characters, not common) is the
      // shared passwordSchema the bridge applies. 2 units per character at most.
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: 2 * LIMITS.passwordMax,
      // Argon2id at OWASP's parameters; older scrypt hashes still verify (docs/decisions/0060)
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, token }) => {
        const link = `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMessage(account.email, account.name, link));
      },
      onExistingUserSignUp: ({ user: existing }) => mailExistingAccountOwner(mailer, publicUrl, existing),
    },
    emailVerification: {
      sendOnSignUp: true,
      // the verification link signs the student in, so they land on their dashboard
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: account, token }, request) => {
        const link = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK_PATH)}`;
        const isResend = request ? new URL(request.url).pathname.endsWith("/send-verification-email") : false;
        await mailer.send(verifyEmailMessage(account.email, account.name, link, isResend));
      },
      // Proving the address ends every session the account had: none may outlive the
      // proof. better-auth runs this before its sign-in after verification, so the
      // verifying browser's new session is the only one left.
      afterEmailVerification: async (verified) => {
        await deleteSessionsOf(db, verified.id);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          await removeUnverifiedAccount(
            db,
            (ctx.body as { email?: unknown } | undefined)?.email,
            beforeAccountRemoved,
          );
        }
      }),
      // The app's hook runs before the plugins' ones: a sign-in whose password was right
      // has its session here, even one the two-factor plugin then turns into a challenge.
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.newSession;
        if (ctx.path !== "/sign-in/email" || !signedIn) return;
        const { password } = ctx.body as { password: string };
        // the old hash still works: a failed upgrade is tried again at the next sign-in
        await upgradePasswordHash(db, signedIn.user.id, password).catch((error: unknown) =>
          log.error(`password hash upgrade failed: ${describeErrorForLog(error)}`),
        );
      }),
    },
    session: {
      freshAge: FRESH_SESSION_SECONDS,
      additionalFields: { activeRole: { type: "string", required: false, input: false } },
    },
    advanced: {
      cookiePrefix: "campusride",
      // better-auth skips the check when NODE_ENV=test; the tests must see the real rule
      disableOriginCheck: false,
      useSecureCookies: publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: publicUrl.startsWith("https:") },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      backgroundTasks: { handler: (task) => backgroundTasks.run(task) },
    },
    databaseHooks: {
      // a deleted account gets no session, however it signs in
      session: {
        create: {
          before: async (newSession) => refuseDeletedAccount(transactionOr(db), newSession.userId),
          // a deletion that ran meanwhile is seen here (deleted-accounts.ts)
          after: async (created) => endSessionOfDeletedAccount(db, created),
        },
      },
      user: {
        create: {
          // every way an account is created passes here
          before: async (newUser, context) => {
            // Google's address must also be verified (google-sign-in.ts)
            checkProviderUser(newUser, context);
            const email = sanitizeEmail(newUser.email);
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
            // a provider's identity must be a verified .edu address, every time (google-sign-in.ts)
            checkProviderAccount(newAccount);
            if (newAccount.providerId !== "credential") {
              await refuseDeletedProviderAccount(transactionOr(db), { userId: newAccount.userId });
            }
            if (context?.path !== "/sign-up/email" || newAccount.providerId !== "credential") return;
            const data = currentSignupData();
            // a password account is created only through the sign-up bridge or signUpFromServer
            if (!data) {
              throw new APIError("BAD_REQUEST", {
                code: "VALIDATION",
                message: FRIENDLY_MESSAGES.validation,
              });
            }
            try {
              await onAccountCreated(transactionOr(db), newAccount.userId, data);
            } catch (error) {
              if (isAPIError(error)) throw error;
              // the transaction rolls back: no account without its profile
              log.error(`profile creation failed: ${describeErrorForLog(error)}`);
              throw new APIError("INTERNAL_SERVER_ERROR", {
                code: "PROFILE_CREATION_FAILED",
                message: PROFILE_MESSAGES.createFailed,
              });
            }
          },
        },
        update: {
          before: async (changes) => {
            checkProviderAccount(changes);
            const key = providerAccountKey(changes);
            if (key) await refuseDeletedProviderAccount(transactionOr(db), key);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
