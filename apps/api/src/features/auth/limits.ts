import { LIMITS } from "@campusride/shared/limits";
import { AUTH_MESSAGES, FRIENDLY_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { addressKey } from "../../lib/client-address.ts";
import {
  addAttempt,
  counterKey,
  takeBackAttempt,
  type Counter,
  type CounterState,
} from "./attempt-counters.ts";

/**
 * The account endpoints' limits (docs/security.md, "Rate limits"). Guessing is counted
 * per account and client address pair, so that nobody can lock an account from
 * elsewhere; a ceiling per address, in the hundreds because a campus shares one NAT
 * address, bounds one source across accounts. Sign-in and password checks count only
 * failures: an attempt is counted before it runs (so parallel guesses cannot slip
 * through) and taken back when it did not fail.
 */
type Scope = "account-and-address" | "address" | "user";

interface CounterRule {
  name: string;
  scope: Scope;
  max: number;
  windowMs: number;
}

interface AuthLimit {
  message: string;
  counters: CounterRule[];
  /** better-auth error codes that keep an attempt counted; without them, every attempt counts. */
  failures?: readonly string[];
  /** Checks the user's password (scrypt, on libuv's four threads): one at a time per user. */
  isPasswordCheck?: boolean;
}

/** The spec's attempt limiter: 5 per 15 minutes. */
const perAccountAndAddress = (name: string): CounterRule => ({
  name,
  scope: "account-and-address",
  ...LIMITS.attempts,
});
const perUser = (name: string): CounterRule => ({ name, scope: "user", ...LIMITS.attempts });
/** Hundreds per 15 minutes: the students behind one campus address, together. */
const perAddress = (name: string): CounterRule => ({
  name,
  scope: "address",
  max: 300,
  windowMs: LIMITS.attempts.windowMs,
});

const mailLimit = (name: string): AuthLimit => ({
  message: AUTH_MESSAGES.mailLimited,
  counters: [perAccountAndAddress(name), perAddress(`${name}-address`)],
});
/** Both check the signed-in user's current password: one count of failures for the two. */
const passwordCheck: AuthLimit = {
  message: FRIENDLY_MESSAGES.rateLimit,
  counters: [perUser("password-check")],
  failures: ["INVALID_PASSWORD"],
  isPasswordCheck: true,
};

/** A second-factor code, at sign-in (no session) or when confirming the enrolment (signed in). */
const twoFactorCode: AuthLimit = {
  message: FRIENDLY_MESSAGES.rateLimit,
  counters: [perUser("two-factor-code"), perAddress("two-factor-code-address")],
  failures: ["INVALID_CODE", "INVALID_BACKUP_CODE", "CODE_ALREADY_USED"],
};

const AUTH_LIMITS: Record<string, AuthLimit> = {
  "/api/auth/sign-in/email": {
    message: AUTH_MESSAGES.signInLimited,
    counters: [perAccountAndAddress("signin"), perAddress("signin-address")],
    failures: ["INVALID_EMAIL_OR_PASSWORD"],
  },
  // an account and a mail per attempt: every attempt counts
  "/api/auth/sign-up/email": {
    message: SIGNUP_MESSAGES.rateLimited,
    counters: [perAccountAndAddress("signup"), perAddress("signup-address")],
  },
  "/api/auth/request-password-reset": mailLimit("password-reset"),
  "/api/auth/send-verification-email": mailLimit("resend-verification"),
  "/api/auth/verify-password": passwordCheck,
  "/api/auth/change-password": passwordCheck,
  "/api/auth/two-factor/enable": passwordCheck,
  "/api/auth/two-factor/disable": passwordCheck,
  "/api/auth/two-factor/get-totp-uri": passwordCheck,
  "/api/auth/two-factor/generate-backup-codes": passwordCheck,
  // wrong sign-in codes also lock the account's second factor (two-factor.ts); the user
  // counter limits a signed-in user's codes (enrolment), where that lock does not apply
  "/api/auth/two-factor/verify-totp": twoFactorCode,
  "/api/auth/two-factor/verify-backup-code": twoFactorCode,
};

/** A refusal retried right away would be refused again: Retry-After says how long to wait. */
const CONCURRENT_RETRY_SECONDS = 1;

export type AuthLimiter = (
  request: FastifyRequest,
  pathname: string,
  run: () => Promise<Response>,
) => Promise<Response>;

/**
 * Runs an account endpoint (`run`, better-auth's answer) within its limits, or refuses
 * it (AppError RATE_LIMITED, with Retry-After). `pathname` is the account endpoint (as
 * better-auth routes it, "." and ".." resolved, so no spelling of a path escapes its
 * limit) whose work `run` does, whichever route of ours calls it.
 * `sessionUserId` names the signed-in user, for the limits per user.
 */
export function createAuthLimiter(
  db: Database,
  sessionUserId: (request: FastifyRequest) => Promise<string | undefined>,
): AuthLimiter {
  const checkingPassword = new Set<string>();

  return async function withAuthLimits(request, pathname, run) {
    const limit = AUTH_LIMITS[pathname];
    if (!limit) return run();
    const hasUserCounter = limit.counters.some((rule) => rule.scope === "user");
    const userId = hasUserCounter ? await sessionUserId(request) : undefined;
    const counters = countersOf(limit, request, userId);
    if (!userId || !limit.isPasswordCheck) return countAttempt(db, limit, counters, run);

    // one password check per user at a time; the others are refused, not queued
    if (checkingPassword.has(userId)) throw refusal(limit, CONCURRENT_RETRY_SECONDS);
    checkingPassword.add(userId);
    try {
      return await countAttempt(db, limit, counters, run);
    } finally {
      checkingPassword.delete(userId);
    }
  };
}

function countersOf(limit: AuthLimit, request: FastifyRequest, userId: string | undefined): Counter[] {
  const address = addressKey(request.ip);
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const account = typeof email === "string" ? sanitizeEmail(email) : undefined;
  const subjects: Record<Scope, string | undefined> = {
    address,
    "account-and-address": account === undefined ? undefined : `${account} ${address}`,
    user: userId,
  };
  return limit.counters.flatMap((rule) => {
    const subject = subjects[rule.scope];
    return subject === undefined ? [] : [{ key: counterKey(rule.name, subject), ...rule }];
  });
}

async function countAttempt(
  db: Database,
  limit: AuthLimit,
  counters: Counter[],
  run: () => Promise<Response>,
): Promise<Response> {
  const exceeded = (await addAttempt(db, counters)).filter((state) => state.count > state.max);
  if (exceeded.length > 0) {
    await takeBackAttempt(db, counters);
    throw refusal(limit, secondsUntilReset(exceeded));
  }
  // a refusal by validation (thrown) counts only where every attempt counts
  let isCounted = !limit.failures;
  try {
    const response = await run();
    isCounted = await isFailure(limit, response);
    return response;
  } finally {
    if (!isCounted) await takeBackAttempt(db, counters);
  }
}

async function isFailure(limit: AuthLimit, response: Response): Promise<boolean> {
  if (!limit.failures) return true;
  if (response.status < 400 || response.status >= 500) return false;
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof answer?.code === "string" && limit.failures.includes(answer.code);
}

function secondsUntilReset(exceeded: CounterState[]): number {
  const latest = Math.max(...exceeded.map((state) => state.resetAt.getTime()));
  return Math.max(1, Math.ceil((latest - Date.now()) / 1000));
}

function refusal(limit: AuthLimit, retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", limit.message, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}
