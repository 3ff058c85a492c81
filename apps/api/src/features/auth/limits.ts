import { LIMITS } from "@campusride/shared/limits";
import {
  AUTH_MESSAGES,
  BROWSER_CHECK_MESSAGES,
  FRIENDLY_MESSAGES,
  SIGNUP_MESSAGES,
} from "@campusride/shared/messages";
import { AUTH_CHALLENGE_HEADER } from "@campusride/shared/schemas/auth-challenge";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { addressKey } from "../../lib/client-address.ts";
import {
  addAttempt,
  counterKey,
  readCounters,
  takeBackAttempt,
  type Counter,
  type CounterState,
} from "../../db/attempt-counters.ts";
import type { ProofOfWork } from "./proof-of-work.ts";
import type { CodeOwner } from "./two-factor.ts";

/**
 * The account endpoints' limits (docs/security.md, "Rate limits"). Guessing is counted
 * per account and client address pair, so that nobody can lock an account from
 * elsewhere; a ceiling per address, in the hundreds because a campus shares one NAT
 * address, bounds one source across accounts. Sign-in and password checks count only
 * failures: an attempt is counted before it runs (so parallel guesses cannot slip
 * through) and taken back when it did not fail.
 *
 * Past an address ceiling of sign-in, sign-up, reset or resend, the address is under
 * attack: those four endpoints then ask every request from it for a solved browser check
 * (proof-of-work.ts) instead of refusing it, so that one person cannot lock a campus out;
 * a request with one goes on to the per-account limits as usual.
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
  /** Past this address ceiling, requests need a solved browser check rather than being refused. */
  asksForBrowserCheck?: boolean;
}

interface AuthLimit {
  message: string;
  counters: CounterRule[];
  /** better-auth error codes that keep an attempt counted; without them, every attempt counts. */
  failures?: readonly string[];
  /** Checks the user's password (Argon2id, on libuv's four threads): one at a time per user. */
  isPasswordCheck?: boolean;
}

/** The attempt limiter: 5 per 15 minutes (docs/product/accounts.md#sign-in). */
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

/** An address ceiling past which the address is under attack: see createAuthLimiter. */
const attackCeiling = (name: string): CounterRule => ({ ...perAddress(name), asksForBrowserCheck: true });

const mailLimit = (name: string): AuthLimit => ({
  message: AUTH_MESSAGES.mailLimited,
  counters: [perAccountAndAddress(name), attackCeiling(`${name}-address`)],
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
    counters: [perAccountAndAddress("signin"), attackCeiling("signin-address")],
    failures: ["INVALID_EMAIL_OR_PASSWORD"],
  },
  // an account and a mail per attempt: every attempt counts
  "/api/auth/sign-up/email": {
    message: SIGNUP_MESSAGES.rateLimited,
    counters: [perAccountAndAddress("signup"), attackCeiling("signup-address")],
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

/** The ceilings that put an address under attack, whichever endpoint reached one. */
const ATTACK_CEILINGS = [
  ...new Map(
    Object.values(AUTH_LIMITS)
      .flatMap((limit) => limit.counters)
      .filter((rule) => rule.asksForBrowserCheck)
      .map((rule) => [rule.name, rule]),
  ).values(),
];

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
 * `subjects` names the users, for the limits per user; `proofOfWork` redeems the browser
 * checks an address under attack is asked for.
 */
export function createAuthLimiter(
  db: Database,
  proofOfWork: ProofOfWork,
  subjects: LimitSubjects,
): AuthLimiter {
  const checkingPassword = new Set<string>();

  return async function withAuthLimits(request, pathname, run) {
    const limit = AUTH_LIMITS[pathname];
    if (!limit) return run();
    const users = await usersOf(limit, request, subjects);
    const counters = countersOf(limit, request, users);
    const { userId } = users;
    const checkBrowser = browserCheck(db, proofOfWork, limit, request);
    if (!userId || !limit.isPasswordCheck) return countAttempt(db, limit, counters, checkBrowser, run);

    // one password check per user at a time; the others are refused, not queued
    if (checkingPassword.has(userId)) throw refusal(limit, CONCURRENT_RETRY_SECONDS);
    checkingPassword.add(userId);
    try {
      return await countAttempt(db, limit, counters, checkBrowser, run);
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

type LimitCounter = Counter & Pick<CounterRule, "countsAccounts" | "asksForBrowserCheck">;

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
 * Given the address ceilings the attempt went past, refuses the attempt unless it carries
 * a solved browser check (redeemed, so it works once). Without any, it looks whether the
 * address is past another endpoint's ceiling.
 */
type BrowserCheck = (exceeded: CounterState[]) => Promise<void>;

function browserCheck(
  db: Database,
  proofOfWork: ProofOfWork,
  limit: AuthLimit,
  request: FastifyRequest,
): BrowserCheck {
  if (!limit.counters.some((rule) => rule.asksForBrowserCheck)) return async () => {};
  return async (exceeded) => {
    const ceilings = exceeded.length > 0 ? exceeded : await ceilingsReachedElsewhere(db, limit, request);
    if (ceilings.length === 0) return;
    const header = request.headers[AUTH_CHALLENGE_HEADER];
    const solved = typeof header === "string" ? header : undefined;
    if (await proofOfWork.redeem(solved)) return;
    throw new AppError(
      "CHALLENGE_REQUIRED",
      solved === undefined ? BROWSER_CHECK_MESSAGES.required : BROWSER_CHECK_MESSAGES.rejected,
      { headers: { "retry-after": String(secondsUntilReset(ceilings)) } },
    );
  };
}

/** The other endpoints' attack ceilings the request's address has reached. */
async function ceilingsReachedElsewhere(
  db: Database,
  limit: AuthLimit,
  request: FastifyRequest,
): Promise<CounterState[]> {
  const address = addressKey(request.ip);
  const others = ATTACK_CEILINGS.filter((rule) => !limit.counters.some((own) => own.name === rule.name));
  const states = await readCounters(
    db,
    others.map((rule) => ({ ...rule, key: counterKey(rule.name, address) })),
  );
  // reached: the next attempt there would go past it (a refused one is taken back)
  return states.filter((state) => state.count >= state.max);
}

/**
 * Counts the attempt on the counters (before it runs; the address ceilings that count
 * accounts only for a user's first counted attempt in its window), refuses it past a
 * limit (past an attack ceiling: without a solved browser check), and takes it back when
 * it did not fail.
 */
async function countAttempt(
  db: Database,
  limit: AuthLimit,
  counters: LimitCounter[],
  checkBrowser: BrowserCheck,
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
  const refused = exceeded.filter((state) => !state.asksForBrowserCheck);
  try {
    if (refused.length > 0) throw refusal(limit, secondsUntilReset(refused));
    await checkBrowser(exceeded);
  } catch (error) {
    await takeBackAttempt(db, counted);
    throw error;
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
