import type { PushKind } from "@campusride/shared/domain/notifications";
import { and, desc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, profiles, pushSubscriptions, session } from "../../db/schema/index.ts";

/** One subscription as a push needs it. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The preference column of each push kind (a user without a row wants them all). */
const PREFERENCE_COLUMN = {
  newRequest: notificationPreferences.pushNewRequest,
  requestAnswered: notificationPreferences.pushRequestAnswered,
  tripChanged: notificationPreferences.pushTripChanged,
  reminder: notificationPreferences.pushReminder,
  message: notificationPreferences.pushMessage,
  rideAlert: notificationPreferences.pushRideAlert,
  rideDay: notificationPreferences.pushRideDay,
} satisfies Record<PushKind, unknown>;

/**
 * The browser's subscription, for this session: a browser subscribing again (new keys, or
 * another account signed in on it) replaces what its endpoint had.
 */
export async function upsertSubscription(
  db: Database,
  row: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        sessionId: row.sessionId,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: sql`now()`,
      },
    });
}

/** Keeps the user's `keep` newest subscriptions, forgetting older ones. */
export async function trimSubscriptions(db: Database, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Forgets one of the user's own subscriptions; false when they have none at that endpoint. */
export async function deleteOwnSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** A push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * The subscriptions a notification of `kind` is pushed to: the user's, on sessions still
 * valid, of an active account that has not turned the kind off.
 */
export function findPushTargets(db: Database, userId: string, kind: PushKind): Promise<PushTarget[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(session, eq(session.id, pushSubscriptions.sessionId))
    .innerJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushSubscriptions.userId))
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        gt(session.expiresAt, sql`now()`),
        eq(profiles.isActive, true),
        sql`coalesce(${PREFERENCE_COLUMN[kind]}, true)`,
      ),
    );
}
