import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { LIMITS } from "@campusride/shared/limits";
import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import type { Database } from "../../db/client.ts";
import { claimTotpStep, findTwoFactor } from "./queries.ts";

/*
 * Two-factor authentication with an authenticator app (TOTP, RFC 6238) and backup codes,
 * on better-auth's twoFactor plugin. The plugin checks a code against the steps around
 * now but takes the same code again while it is valid; the guard below makes a code good
 * for one use: the step it matched must come after the last step accepted for the account,
 * and claiming it is one conditional UPDATE, so two submissions of one code cannot both
 * pass. A replayed code then goes on to the plugin as a wrong code, so that it costs what
 * a wrong code costs: one of the sign-in's 5 codes, and one toward the plugin's account
 * lock (LIMITS.twoFactorLock); its refusal says "already used".
 */

const TOTP_DIGITS = 6;
const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from (the plugin's window): clocks drift. */
const TOTP_WINDOW = 1;
/** The plugin's sign-in challenge cookie (its TWO_FACTOR_COOKIE_NAME). */
const CHALLENGE_COOKIE = "two_factor";
/** Secrets imported from elsewhere are stored as "base32:…"; the plugin's own are raw text. */
const BASE32_PREFIX = "base32:";

/** The key of a stored secret once decrypted (the plugin uses the text's UTF-8 bytes). */
function totpKey(secret: string): string | Uint8Array {
  return secret.startsWith(BASE32_PREFIX)
    ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase())
    : secret;
}

/** The time step within the window that `code` belongs to, or undefined. */
async function matchingStep(secret: string, code: string, nowMs = Date.now()): Promise<number | undefined> {
  const otp = createOTP(totpKey(secret), { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step -= 1) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return undefined;
}

/** Whose code a request sends: the signed-in user's (enrolment) or a sign-in challenge's. */
export interface CodeOwner {
  userId: string;
  /** Answering a sign-in challenge (no session yet): the plugin's per-challenge and account limits apply. */
  signingIn: boolean;
}

/** Whose code this is: the signed-in user (enrolment) or the user of a live sign-in challenge. */
async function codeOwner(ctx: GenericEndpointContext): Promise<CodeOwner | undefined> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (session?.user) return { userId: session.user.id, signingIn: false };
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return undefined;
  return { userId: challenge.value, signingIn: true };
}

/**
 * What a replayed code becomes before the plugin checks it: a text that is never a code,
 * so the plugin refuses it as a wrong code and counts it like one (one of the challenge's
 * 5 codes, one toward the account's lock). Its refusal is then told as "already used".
 */
const REPLAYED_CODE = "replayed-code";

const VERIFY_TOTP = "/two-factor/verify-totp";
const VERIFY_PATHS = new Set([VERIFY_TOTP, "/two-factor/verify-backup-code"]);

function isApiErrorWithCode(value: unknown, code: string): boolean {
  if (!(value instanceof Error) || !("body" in value)) return false;
  const body = (value as { body?: unknown }).body;
  return typeof body === "object" && body !== null && (body as { code?: unknown }).code === code;
}

/**
 * The one-use rule for TOTP codes, before the plugin's own check of the code; the lock's
 * refusal with a Retry-After; and, for the attempt limits (limits.ts), whose code a
 * request sends.
 */
function oneUseCodes(db: Database) {
  return {
    id: "campusride-one-use-codes",
    endpoints: {
      /** Server only (not routed): the owner of the code a request would send, for limits.ts. */
      twoFactorCodeOwner: createAuthEndpoint(
        "/campusride/two-factor-code-owner",
        { method: "GET", metadata: { SERVER_ONLY: true } },
        async (ctx) => ctx.json({ owner: (await codeOwner(ctx)) ?? null }),
      ),
    },
    hooks: {
      before: [
        {
          matcher: (context) => VERIFY_PATHS.has(context.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const owner = await codeOwner(ctx);
            if (!owner) return;
            const row = await findTwoFactor(db, owner.userId);
            if (!row) return;
            const lockedForMs = row.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
            if (owner.signingIn && lockedForMs > 0) {
              // the plugin's own refusal of a locked factor, with how long the lock lasts;
              // a right code sent now is not spent
              throw new APIError(
                "TOO_MANY_REQUESTS",
                { code: "ACCOUNT_TEMPORARILY_LOCKED", message: TWO_FACTOR_MESSAGES.locked },
                { "retry-after": String(Math.ceil(lockedForMs / 1000)) },
              );
            }
            if (ctx.path !== VERIFY_TOTP) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = await matchingStep(secret, code);
            // a wrong code is the plugin's to refuse and count
            if (step === undefined) return;
            if (await claimTotpStep(db, owner.userId, step)) return;
            return { context: { body: { ...(ctx.body as object), code: REPLAYED_CODE } } };
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === VERIFY_TOTP,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (code !== REPLAYED_CODE || !isApiErrorWithCode(ctx.context.returned, "INVALID_CODE")) return;
            throw new APIError("UNAUTHORIZED", {
              code: "CODE_ALREADY_USED",
              message: TWO_FACTOR_MESSAGES.codeUsed,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** The plugin's codes by email or text message: CampusRide sends none, so the routes are not there. */
const UNUSED_PATHS = new Set(["/two-factor/send-otp", "/two-factor/verify-otp"]);

function withoutMessageCodes(): BetterAuthPlugin {
  return {
    id: "campusride-no-message-codes",
    hooks: {
      before: [
        {
          matcher: (context) => UNUSED_PATHS.has(context.path ?? ""),
          handler: createAuthMiddleware(async () => {
            throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
          }),
        },
      ],
    },
  };
}

/** better-auth's twoFactor plugin as CampusRide configures it, and the one-use rule. */
export function twoFactorPlugins(db: Database) {
  return [
    twoFactorPlugin({
      issuer: "CampusRide",
      totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      // consecutive wrong codes at sign-in, per account, across challenges and backup codes
      accountLockout: {
        enabled: true,
        maxFailedAttempts: LIMITS.twoFactorLock.maxFailures,
        durationSeconds: LIMITS.twoFactorLock.seconds,
      },
    }),
    oneUseCodes(db),
    withoutMessageCodes(),
  ] as const;
}
