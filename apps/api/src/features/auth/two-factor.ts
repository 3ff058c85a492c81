import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { LIMITS } from "@campusride/shared/limits";
import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { twoFactor } from "../../db/schema/index.ts";

/*
 * Two-factor authentication with an authenticator app (TOTP, RFC 6238) and backup codes,
 * on better-auth's twoFactor plugin. The plugin checks a code against the steps around
 * now but takes the same code again while it is valid; the guard below makes a code good
 * for one use: the step it matched must come after the last step accepted for the account,
 * and claiming it is one conditional UPDATE, so two submissions of one code cannot both
 * pass. The plugin's own account lock counts wrong sign-in codes (LIMITS.twoFactorLock).
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

/**
 * Takes `step` as the account's last accepted step if it comes after the one before;
 * false when a code of that step (or a later one) was already accepted.
 */
async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactor)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastAcceptedStep), lt(twoFactor.lastAcceptedStep, step)),
      ),
    )
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in user (enrolment) or the user of a sign-in challenge. */
async function codeOwner(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session?.user) return session.user.id;
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return undefined;
  return challenge.value;
}

/** The one-use rule for TOTP codes, before the plugin's own check of the code. */
function oneUseCodes(db: Database): BetterAuthPlugin {
  return {
    id: "campusride-one-use-codes",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await codeOwner(ctx);
            if (!userId) return;
            const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
            // no factor, or a locked one: the plugin gives its refusal
            if (!row || (row.lockedUntil && row.lockedUntil.getTime() > Date.now())) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = await matchingStep(secret, code);
            // a wrong code is the plugin's to refuse and count
            if (step === undefined) return;
            if (!(await claimStep(db, userId, step))) {
              throw new APIError("UNAUTHORIZED", {
                code: "CODE_ALREADY_USED",
                message: TWO_FACTOR_MESSAGES.codeUsed,
              });
            }
          }),
        },
      ],
    },
  };
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
