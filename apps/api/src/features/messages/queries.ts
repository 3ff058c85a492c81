import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { MESSAGE_EMAIL_DELAY_MINUTES } from "@campusride/shared/domain/notifications";
import type { Conversation, Message } from "@campusride/shared/schemas/conversations";
import { and, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { blockedEitherWay } from "../../db/blocks.ts";
import type { Database } from "../../db/client.ts";
import { conversations, messages, profiles, rides, type MessageRow } from "../../db/schema/index.ts";

/** The other person of a thread, seen from `userId`. */
const other = alias(profiles, "other");
const otherIdOf = (userId: string) =>
  sql<string>`case when ${conversations.riderId} = ${userId} then ${conversations.driverId} else ${conversations.riderId} end`;

/** A booking between the thread's rider and its ride that the driver approved (or that was completed). */
const hasApprovedBooking = sql<boolean>`exists (select 1 from bookings b
  where b.ride_id = ${conversations.rideId} and b.rider_id = ${conversations.riderId}
    and b.status in ('approved', 'completed'))`;

/** Whether a thread accepts messages: no block either way, and the other account open. */
const canSendSql = sql<boolean>`(not ${blockedEitherWay(conversations.riderId, conversations.driverId)}
  and ${other.deletedAt} is null and ${other.isActive})`;

const isParty = (userId: string): SQL =>
  or(eq(conversations.riderId, userId), eq(conversations.driverId, userId)) as SQL;

function conversationColumns(userId: string) {
  return {
    id: conversations.id,
    rideId: conversations.rideId,
    riderId: conversations.riderId,
    driverId: conversations.driverId,
    lastMessageAt: conversations.lastMessageAt,
    ride: {
      id: rides.id,
      departureCity: rides.departureCity,
      destinationCity: rides.destinationCity,
      departureDate: rides.departureDate,
      departureTime: sql<string>`to_char(${rides.departureTime}, 'HH24:MI')`,
      status: rides.status,
    },
    otherId: other.id,
    otherFirstName: sql<string>`case when ${other.deletedAt} is null then ${other.firstName} else ${DELETED_USER_NAME}::text end`,
    otherLastName: sql<string>`case when ${other.deletedAt} is null then ${other.lastName} else ''::text end`,
    canSend: canSendSql,
    unreadCount: sql<number>`(select count(*) from ${messages} m
      where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and m.read_at is null)`.mapWith(
      Number,
    ),
    lastMessage: sql<{ body: string; senderId: string; createdAt: string } | null>`(
      select json_build_object('body', m.body, 'senderId', m.sender_id, 'createdAt', m.created_at)
      from ${messages} m where m.conversation_id = ${conversations.id}
      order by m.created_at desc, m.id desc limit 1)`,
  };
}

type ConversationRecord = Awaited<ReturnType<typeof selectConversations>>[number];

function selectConversations(db: Database, userId: string) {
  return db
    .select(conversationColumns(userId))
    .from(conversations)
    .innerJoin(rides, eq(rides.id, conversations.rideId))
    .innerJoin(other, eq(other.id, otherIdOf(userId)));
}

export function toConversation(row: ConversationRecord): Conversation {
  return {
    id: row.id,
    rideId: row.rideId,
    ride: row.ride,
    riderId: row.riderId,
    driverId: row.driverId,
    otherUser: { id: row.otherId, firstName: row.otherFirstName, lastName: row.otherLastName },
    lastMessage: row.lastMessage
      ? { ...row.lastMessage, createdAt: new Date(row.lastMessage.createdAt).toISOString() }
      : null,
    unreadCount: row.unreadCount,
    canSend: Boolean(row.canSend),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    masked: row.masked,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's threads that hold a message, the most recently active first. */
export async function listConversationsOf(
  db: Database,
  userId: string,
  limit: number,
): Promise<Conversation[]> {
  const rows = await selectConversations(db, userId)
    .where(
      and(
        isParty(userId),
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id})`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  return rows.map(toConversation);
}

/** One thread, if the user is one of its two people; with what reading and writing in it turn on. */
export async function findConversationOf(db: Database, conversationId: string, userId: string) {
  const [row] = await db
    .select({
      ...conversationColumns(userId),
      hasApprovedBooking,
      otherPhone: other.phone,
    })
    .from(conversations)
    .innerJoin(rides, eq(rides.id, conversations.rideId))
    .innerJoin(other, eq(other.id, otherIdOf(userId)))
    .where(and(eq(conversations.id, conversationId), isParty(userId)));
  if (!row) return undefined;
  const { hasApprovedBooking: isApproved, otherPhone, ...record } = row;
  return { conversation: toConversation(record), isApproved: Boolean(isApproved), otherPhone };
}

/** The conversation id of the rider's thread on the ride, opening it when there is none. */
export async function openConversation(
  db: Database,
  rideId: string,
  riderId: string,
  driverId: string,
): Promise<string> {
  const [created] = await db
    .insert(conversations)
    .values({ rideId, riderId, driverId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.rideId, rideId), eq(conversations.riderId, riderId)));
  if (!found) throw new Error("conversation neither inserted nor found");
  return found.id;
}

/**
 * Locks the thread for one message (messages of one thread are written one at a time, so
 * two quick messages leave one unread notification) and says whether it may be written
 * in and whether contact details are shown yet.
 */
export async function lockConversationForSending(db: Database, conversationId: string, senderId: string) {
  const [row] = await db
    .select({
      rideId: conversations.rideId,
      recipientId: other.id,
      canSend: canSendSql,
      isApproved: hasApprovedBooking,
    })
    .from(conversations)
    .innerJoin(other, eq(other.id, otherIdOf(senderId)))
    .where(and(eq(conversations.id, conversationId), isParty(senderId)))
    .for("update", { of: conversations });
  return row && { ...row, canSend: Boolean(row.canSend), isApproved: Boolean(row.isApproved) };
}

export async function insertMessage(
  db: Database,
  values: { conversationId: string; senderId: string; body: string; masked: boolean },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error("message not inserted");
  await db
    .update(conversations)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

/**
 * Tells the recipient of a message: a message_received notification (the bell, and an
 * email after MESSAGE_EMAIL_DELAY_MINUTES, not sent if the thread or the notification is
 * read by then) unless one of this thread is still unread, so a burst of
 * messages rings once. Both people's open threads and inboxes hear every message as a
 * change on the live stream (on commit, to every API instance).
 */
export async function announceMessage(
  db: Database,
  message: { conversationId: string; senderId: string; recipientId: string; rideId: string },
): Promise<void> {
  const { conversationId, senderId, recipientId, rideId } = message;
  await db.execute(sql`
    select campusride_notify_user(${recipientId}, 'message_received', r.id, null,
      campusride_trip_data(r) || jsonb_build_object(
        'conversationId', ${conversationId}::text,
        'senderFirstName', (select first_name from profiles where id = ${senderId})),
      make_interval(mins => ${MESSAGE_EMAIL_DELAY_MINUTES}))
    from rides r
    where r.id = ${rideId}
      and not exists (select 1 from notifications n
        where n.user_id = ${recipientId} and n.type = 'message_received' and n.read_at is null
          and n.data->>'conversationId' = ${conversationId}::text)`);
  for (const userId of [recipientId, senderId]) {
    await db.execute(sql`select pg_notify('campusride_events',
      json_build_object('userId', ${userId}::text, 'change', 'message', 'conversationId', ${conversationId}::text)::text)`);
  }
}

/** The newest messages of a thread, oldest first, and whether older ones exist. */
export async function listThreadMessages(
  db: Database,
  conversationId: string,
  limit: number,
): Promise<{ messages: Message[]; hasEarlier: boolean }> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  return { messages: rows.slice(0, limit).reverse().map(toMessage), hasEarlier: rows.length > limit };
}

/**
 * The other person's messages of the thread are read, and so are the user's notifications
 * of it (a read notification's email still waiting, MESSAGE_EMAIL_DELAY_MINUTES, is not sent).
 */
export async function markThreadRead(db: Database, conversationId: string, userId: string): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, userId),
        isNull(messages.readAt),
      ),
    );
  await db.execute(sql`
    update notifications set read_at = now(),
      email_status = case when email_status = 'pending' then 'none'::notification_email_status else email_status end,
      email_at = case when email_status = 'pending' then null else email_at end
    where user_id = ${userId} and type = 'message_received' and read_at is null
      and data->>'conversationId' = ${conversationId}::text`);
}

/** The other sides' unread messages across the user's threads. */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(isParty(userId), ne(messages.senderId, userId), isNull(messages.readAt)));
  return row?.count ?? 0;
}

/** What asking a ride's driver a question turns on: the ride, and the asker as its rule needs them. */
export async function findRideForQuestion(db: Database, rideId: string, askerId: string) {
  const [row] = await db
    .select({
      id: rides.id,
      driverId: rides.driverId,
      status: rides.status,
      departureAt: rides.departureAt,
      womenOnly: rides.womenOnly,
      isBlocked: sql<boolean>`${blockedEitherWay(rides.driverId, askerId)}`,
      isDriverOpen: sql<boolean>`exists (select 1 from profiles p where p.id = ${rides.driverId}
        and p.deleted_at is null and p.is_active)`,
      askerWantsWomenOnly: sql<boolean>`coalesce((select p.women_only_trips from profiles p where p.id = ${askerId}), false)`,
      hasBooking: sql<boolean>`exists (select 1 from bookings b where b.ride_id = ${rides.id} and b.rider_id = ${askerId})`,
    })
    .from(rides)
    .where(eq(rides.id, rideId));
  return row;
}

/** Whether the rider has ever requested a seat on the driver's ride (any status). */
export async function hasRequestOnRide(
  db: Database,
  rideId: string,
  driverId: string,
  riderId: string,
): Promise<{ isBlocked: boolean } | undefined> {
  const [row] = await db
    .select({ isBlocked: sql<boolean>`${blockedEitherWay(driverId, riderId)}` })
    .from(rides)
    .where(
      and(
        eq(rides.id, rideId),
        eq(rides.driverId, driverId),
        sql`exists (select 1 from bookings b where b.ride_id = ${rides.id} and b.rider_id = ${riderId})`,
      ),
    );
  return row && { isBlocked: Boolean(row.isBlocked) };
}
