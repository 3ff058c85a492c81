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
} from "../../db/attempt-counters.ts";
import type { CodeOwner } from "./two-factor.ts";

/**
 * The account endpoints' limits (docs/security.md, "Rate limits"). Guessing is counted
 * per account and client address pair, so that nobody can lock an account from
 * elsewhere; a ceiling per address, in the hundreds because a campus shares one NAT
 * address, bounds one source across accounts. Sign-in and password checks count only
 * failures: an attempt is counted before it runs (so parallel guesses cannot slip
 * through) and taken back when it did not fail.
 */
type Scope =
  /** The email in the body, and the client address. */
  | "account-and-address"
  | "address"
  /** The signed-in user. */
  | "user"
  /** The user whose sign-in challenge (the two_factor cookie) a second-factor code answers, and the address. */
  | "challenge-and-address";

interface CounterRule {
  name: string;
  scope: Scope;
  max: number;
  windowMs: number;
  /**
   * An address ceiling that counts accounts, not attempts: only an attempt that is the
   * first counted one of its user in that user's window adds to it, so that one account
   * cannot fill the ceiling of everyone behind its address.
   */
  countsAccounts?: boolean;
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

/**
 * A second-factor code, at sign-in (no session: counted for the challenge's user and the
 * address, as many as the account's lock allows) or when confirming the enrolment (signed
 * in: the user). The address ceiling counts the accounts failing codes there, not codes.
 */
const twoFactorCode: AuthLimit = {
  message: FRIENDLY_MESSAGES.rateLimit,
  counters: [
    perUser("two-factor-code"),
    {
      name: "two-factor-signin-code",
      scope: "challenge-and-address",
      max: LIMITS.twoFactorLock.maxFailures,
      windowMs: LIMITS.attempts.windowMs,
    },
    { ...perAddress("two-factor-code-accounts"), countsAccounts: true },
  ],
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
  // counter limits a signed-in user's codes (enrolment), where that lock does not apply.
  // A replayed code is refused (CODE_ALREADY_USED) and counted everywhere as a wrong one.
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

/** Who a request is about, for the counters per user. */
export interface LimitSubjects {
  /** The signed-in user. */
  sessionUserId: (request: FastifyRequest) => Promise<string | undefined>;
  /** The user a second-factor code is for: signed in (enrolment), or the sign-in challenge's. */
  codeOwner: (request: FastifyRequest) => Promise<CodeOwner | undefined>;
}

interface Users {
  /** The signed-in user. */
  userId?: string;
  /** The user of the sign-in challenge the request answers. */
  challengeUserId?: string;
}

/**
 * Runs an account endpoint (`run`, better-auth's answer) within its limits, or refuses
 * it (AppError RATE_LIMITED, with Retry-After). `pathname` is the account endpoint (as
 * better-auth routes it, "." and ".." resolved, so no spelling of a path escapes its
 * limit) whose work `run` does, whichever route of ours calls it.
 * `subjects` names the users, for the limits per user.
 */
export function createAuthLimiter(db: Database, subjects: LimitSubjects): AuthLimiter {
  const checkingPassword = new Set<string>();

  return async function withAuthLimits(request, pathname, run) {
    const limit = AUTH_LIMITS[pathname];
    if (!limit) return run();
    const users = await usersOf(limit, request, subjects);
    const counters = countersOf(limit, request, users);
    const { userId } = users;
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

async function usersOf(limit: AuthLimit, request: FastifyRequest, subjects: LimitSubjects): Promise<Users> {
  const scopes = new Set(limit.counters.map((rule) => rule.scope));
  if (scopes.has("challenge-and-address")) {
    const owner = await subjects.codeOwner(request);
    if (!owner) return {};
    return owner.signingIn ? { challengeUserId: owner.userId } : { userId: owner.userId };
  }
  return scopes.has("user") ? { userId: await subjects.sessionUserId(request) } : {};
}

interface LimitCounter extends Counter {
  countsAccounts?: boolean;
}

function countersOf(limit: AuthLimit, request: FastifyRequest, users: Users): LimitCounter[] {
  const address = addressKey(request.ip);
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const account = typeof email === "string" ? sanitizeEmail(email) : undefined;
  const subjects: Record<Scope, string | undefined> = {
    address,
    "account-and-address": account === undefined ? undefined : `${account} ${address}`,
    user: users.userId,
    "challenge-and-address":
      users.challengeUserId === undefined ? undefined : `${users.challengeUserId} ${address}`,
  };
  return limit.counters.flatMap((rule) => {
    const subject = subjects[rule.scope];
    return subject === undefined ? [] : [{ key: counterKey(rule.name, subject), ...rule }];
  });
}

/**
 * Counts the attempt on the counters (before it runs; the address ceilings that count
 * accounts only for a user's first counted attempt in its window), refuses it past a
 * limit, and takes it back when it did not fail.
 */
async function countAttempt(
  db: Database,
  limit: AuthLimit,
  counters: LimitCounter[],
  run: () => Promise<Response>,
): Promise<Response> {
  const perAttempt = counters.filter((counter) => !counter.countsAccounts);
  const perAccount = counters.filter((counter) => counter.countsAccounts);
  const states = await addAttempt(db, perAttempt);
  // without a user to count (no session, no challenge), every attempt counts on the ceiling
  const isFirstOfUser = states.every((state) => state.count === 1);
  const counted = isFirstOfUser ? counters : perAttempt;
  if (isFirstOfUser) states.push(...(await addAttempt(db, perAccount)));
  const exceeded = states.filter((state) => state.count > state.max);
  if (exceeded.length > 0) {
    await takeBackAttempt(db, counted);
    throw refusal(limit, secondsUntilReset(exceeded));
  }
  // a refusal by validation (thrown) counts only where every attempt counts
  let isCounted = !limit.failures;
  try {
    const response = await run();
    isCounted = await isFailure(limit, response);
    return response;
  } finally {
    if (!isCounted) await takeBackAttempt(db, counted);
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
