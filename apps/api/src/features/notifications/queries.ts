import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notificationPreferences, notifications } from "../../db/schema/index.ts";

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

/** The user's email choices row, if they saved one. */
export async function findNotificationPreferences(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

type PreferenceColumns = Omit<typeof notificationPreferences.$inferInsert, "userId" | "updatedAt">;

/** Writes every email choice of the user at once (one upsert); the row as saved. */
export async function upsertNotificationPreferences(db: Database, userId: string, values: PreferenceColumns) {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

/**
 * Claims up to `limit` active trips that leave within `leadHours` of `present` (the server clock) and have had no reminder
 * (rides.reminder_sent_at set now); rows another instance is claiming are skipped, and
 * the claim re-checks reminder_sent_at. Their ids.
 */
export async function claimTripsToRemind(
  tx: Database,
  present: SQL,
  leadHours: number,
  limit: number,
): Promise<string[]> {
  const claimed = (await tx.execute(sql`
    update rides set reminder_sent_at = now()
    where reminder_sent_at is null and id in (
      select id from rides
      where status = 'active' and reminder_sent_at is null
        and departure_at > ${present}
        and departure_at <= ${present} + make_interval(hours => ${leadHours})
      order by departure_at
      limit ${limit}
      for update skip locked)
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  return claimed.rows.map((row) => row.id);
}

/**
 * Writes a ride_reminder for the driver (no booking) and each approved rider (their
 * booking) of these trips, through campusride_notify_user; a trip created less than
 * `leadHours` before it leaves gets none. How many were written.
 */
export async function writeTripReminders(
  tx: Database,
  rideIds: string[],
  leadHours: number,
): Promise<number> {
  const idList = sql.join(
    rideIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // the driver, then the riders whose seat is confirmed; the texts' data as of now
  const written = (await tx.execute(sql`
    with reminded as (
      select r.id as ride_id, r.driver_id as user_id, null::uuid as booking_id, campusride_trip_data(r) as data
        from rides r
        where r.id in (${idList})
          and r.created_at <= r.departure_at - make_interval(hours => ${leadHours})
      union all
      -- a rider's pickup spot (docs/product/ride-day.md#proposed-pickup-spot): the one they
      -- proposed once accepted, else the trip's; none across a block
      select r.id, b.rider_id, b.id, campusride_trip_data(r) || case
          when exists (select 1 from user_blocks ub
              where (ub.blocker_id = b.rider_id and ub.blocked_id = r.driver_id)
                 or (ub.blocker_id = r.driver_id and ub.blocked_id = b.rider_id)) then '{}'::jsonb
          when b.proposed_pickup_status = 'accepted' then jsonb_build_object('pickupSpot', jsonb_build_object(
            'label', b.proposed_pickup_label, 'lat', b.proposed_pickup_lat, 'lng', b.proposed_pickup_lng,
            'note', b.proposed_pickup_note))
          when r.pickup_label is not null then jsonb_build_object('pickupSpot', jsonb_build_object(
            'label', r.pickup_label, 'lat', r.pickup_lat, 'lng', r.pickup_lng, 'note', r.pickup_note))
          else '{}'::jsonb
        end
        from rides r join bookings b on b.ride_id = r.id and b.status = 'approved'
        where r.id in (${idList})
          and r.created_at <= r.departure_at - make_interval(hours => ${leadHours})
    )
    select campusride_notify_user(user_id, 'ride_reminder', ride_id, booking_id, data) from reminded`)) as unknown as {
    rows: unknown[];
  };
  return written.rows.length;
}
