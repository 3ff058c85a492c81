import { and, desc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { account, profiles, session, twoFactor, user } from "../../db/schema/index.ts";
import { now } from "../../lib/clock.ts";

// ---- sessions ----

/** The session of this token with its account, if any. */
export async function findSessionByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      sessionId: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      activeRole: session.activeRole,
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token));
  return row;
}

/** The account whose session this token is, if any. */
export async function findSessionOwner(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: session.userId }).from(session).where(eq(session.token, token));
  return row?.userId;
}

/** The account's sessions that expire after `now` and began after `createdAfter`, latest used first. */
export function findLiveSessions(db: Database, userId: string, now: Date, createdAfter: Date) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now), gt(session.createdAt, createdAfter)))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** Removes the account's sessions but `keepSessionId`'s; how many. */
export async function deleteOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return removed.length;
}

/** Removes one of the account's own sessions; whether there was one. */
export async function deleteOwnSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const removed = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return removed.length > 0;
}

/** Removes every session of the account. */
export async function deleteSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** Removes one session. */
export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}

// ---- the end of an account ----

/** What ends an account's sign-ins: its owner deleted it, or an admin deactivated it. */
export interface AccountEnd {
  deletedAt: Date | null;
  deactivatedAt: Date | null;
}

const accountEnd = { deletedAt: profiles.deletedAt, deactivatedAt: profiles.deactivatedAt };

/** Whether the account was deleted or deactivated; `forShare` locks the profile FOR SHARE. */
export async function findAccountEnd(
  db: Database,
  userId: string,
  { forShare = false }: { forShare?: boolean } = {},
): Promise<AccountEnd | undefined> {
  const query = db.select(accountEnd).from(profiles).where(eq(profiles.id, userId));
  const [row] = forShare ? await query.for("share") : await query;
  return row;
}

/** The same, for the account a provider account (named by its key) belongs to. */
export async function findProviderAccountEnd(
  db: Database,
  providerId: string,
  accountId: string,
): Promise<AccountEnd | undefined> {
  const [row] = await db
    .select(accountEnd)
    .from(account)
    .innerJoin(profiles, eq(profiles.id, account.userId))
    .where(and(eq(account.providerId, providerId), eq(account.accountId, accountId)));
  return row;
}

// ---- unverified accounts ----

/** The unverified account of this (sanitized) address, if any. */
export async function findUnverifiedUser(db: Database, email: string): Promise<string | undefined> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email), eq(user.emailVerified, false)));
  return found?.id;
}

/** Locks the account FOR UPDATE if it is still unverified; whether it is. */
export async function lockUnverifiedUser(tx: Database, userId: string): Promise<boolean> {
  const [locked] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .for("update");
  return locked !== undefined;
}

/** Whether the account signs in some other way than its password. */
export async function hasOtherThanPassword(tx: Database, userId: string): Promise<boolean> {
  const others = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), ne(account.providerId, "credential")))
    .limit(1);
  return others.length > 0;
}

/** Removes the account row: sessions, the password and the profile go with it (on delete cascade). */
export async function deleteUser(tx: Database, userId: string): Promise<void> {
  await tx.delete(user).where(eq(user.id, userId));
}

// ---- two-factor ----

/** The account's two-factor row, if it has one. */
export async function findTwoFactor(db: Database, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

/** Records `step` as the account's last accepted TOTP step if it is later than the last; whether it was. */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
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

// ---- what the route guards read ----

export interface AccountAccess {
  userType: (typeof profiles.$inferSelect)["userType"];
  isActive: boolean;
}

/** The account's user type and whether it is active (the role guards). */
export async function findAccountAccess(db: Database, userId: string): Promise<AccountAccess | undefined> {
  const [row] = await db
    .select({ userType: profiles.userType, isActive: profiles.isActive })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

// ---- password hashes ----

/** The hash of the account's password, if it has one. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? undefined;
}

/** Replaces the account's password hash while it is still `current`: a password changed meanwhile stays. */
export async function replacePasswordHash(
  db: Database,
  userId: string,
  current: string,
  replacement: string,
): Promise<void> {
  await db
    .update(account)
    .set({ password: replacement, updatedAt: now() })
    .where(
      and(eq(account.userId, userId), eq(account.providerId, "credential"), eq(account.password, current)),
    );
}
