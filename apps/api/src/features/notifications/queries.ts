import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

/**
 * Ids are decimal strings outside (a 64-bit sequence); they reach SQL as bigint text, never
 * through a JavaScript number, so no id is rounded.
 */
function idParam(id: string): SQL {
  return sql`${id}::bigint`;
}

const listed = {
  id: notifications.id,
  type: notifications.type,
  rideId: notifications.rideId,
  bookingId: notifications.bookingId,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** A user's notifications older than `before` (all without it), newest first. */
export function findNotificationPage(
  db: Database,
  userId: string,
  before: string | undefined,
  limit: number,
) {
  return db
    .select(listed)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before === undefined ? undefined : sql`${notifications.id} < ${idParam(before)}`,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the user's own unread notifications among `ids` (all of them without ids) read. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  ids: readonly string[] | undefined,
) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : sql`${notifications.id} in (${sql.join(ids.map(idParam), sql`, `)})`,
      ),
    );
}

/**
 * What these users' streams may have missed while no notice was heard: their
 * notifications after `afterId` (when known) created since `since`, oldest first.
 */
export function findMissedNotifications(
  db: Database,
  userIds: readonly string[],
  afterId: string | undefined,
  since: Date,
  limit: number,
) {
  return db
    .select({ ...listed, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        afterId === undefined ? undefined : sql`${notifications.id} > ${idParam(afterId)}`,
        gt(notifications.createdAt, since),
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The newest notification's id (anyone's), or undefined when there is none. */
export async function findLatestNotificationId(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${notifications.id})::text` })
    .from(notifications);
  return row?.id ?? undefined;
}
