import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notifications, profiles, type NotificationRow } from "../../db/schema/index.ts";

/**
 * The email queue is the notifications table itself (decision 0018): a row's
 * email_status is 'pending' from the transaction that wrote it until a sender takes it.
 * 'sending' holds it for one sender until email_at (the lease); a sender that died
 * leaves it there and any instance takes it again once the lease is over.
 */

/** Tries before an email is given up ('failed'). */
export const MAX_EMAIL_ATTEMPTS = 6;
/** The wait after the 1st, 2nd … failure: 30 s, 2 min, 10 min, 30 min, 2 h. */
const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000] as const;

export function retryDelayMs(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

export interface ClaimedEmail {
  notification: NotificationRow;
  /** The recipient as the profile has it now; undefined when it is gone. */
  recipient?: { email: string; firstName: string; isActive: boolean };
}

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Takes up to `limit` due emails for this sender: pending ones whose time has come and
 * sending ones whose lease is over. Rows another sender is taking at this moment are
 * skipped, not waited for, so no two senders ever hold one row.
 */
export async function claimDueEmails(db: Database, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(inArray(notifications.emailStatus, ["pending", "sending"]), lte(notifications.emailAt, sql`now()`)),
    )
    .orderBy(asc(notifications.emailAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(notifications)
    .set({ emailStatus: "sending", emailAt: inMs(leaseMs) })
    .where(inArray(notifications.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const people = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      isActive: profiles.isActive,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(claimed.map((row) => row.userId))]));
  const byId = new Map(people.map(({ id, ...person }) => [id, person]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .map((notification) => ({ notification, recipient: byId.get(notification.userId) }));
}

/** Sent: kept as the time it went (no sender looks at it again). */
export async function markEmailSent(db: Database, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: "sent", emailAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.emailStatus, "sending")));
}

/** Nothing to send after all (the recipient's account is no longer active). */
export async function markEmailSkipped(db: Database, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ emailStatus: "none", emailAt: null })
    .where(and(eq(notifications.id, id), eq(notifications.emailStatus, "sending")));
}

/** A failed try: pending again after a longer wait each time, given up after MAX_EMAIL_ATTEMPTS. */
export async function markEmailAttemptFailed(
  db: Database,
  id: number,
  previousAttempts: number,
): Promise<{ attempts: number; givenUp: boolean }> {
  const attempts = previousAttempts + 1;
  const givenUp = attempts >= MAX_EMAIL_ATTEMPTS;
  await db
    .update(notifications)
    .set({
      emailStatus: givenUp ? "failed" : "pending",
      emailAttempts: attempts,
      emailAt: givenUp ? null : inMs(retryDelayMs(attempts)),
    })
    .where(and(eq(notifications.id, id), eq(notifications.emailStatus, "sending")));
  return { attempts, givenUp };
}

/**
 * Milliseconds until the next email is due (0: one is due now), measured by the
 * database's clock, which wrote the times; null when none waits.
 */
export async function msUntilNextEmail(db: Database): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<string | number | null>`extract(epoch from (min(${notifications.emailAt}) - now())) * 1000`,
    })
    .from(notifications)
    .where(inArray(notifications.emailStatus, ["pending", "sending"]));
  if (row?.ms === null || row?.ms === undefined) return null;
  return Math.max(0, Math.ceil(Number(row.ms)));
}
