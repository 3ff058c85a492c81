import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { conversations, messages, profiles, rides } from "../../db/schema/index.ts";

/**
 * The user's message threads for the account export: each thread's trip and the other
 * person by first name; the user's own messages in full, the other person's as who sent
 * one and when (their words are theirs to download, not this user's).
 */
export async function conversationsOf(db: Database, userId: string) {
  const other = alias(profiles, "other");
  const threads = await db
    .select({
      id: conversations.id,
      role: sql<
        "rider" | "driver"
      >`case when ${conversations.riderId} = ${userId} then 'rider' else 'driver' end`,
      from: rides.departureCity,
      to: rides.destinationCity,
      departureDate: rides.departureDate,
      otherFirstName: sql<string>`case when ${other.deletedAt} is null then ${other.firstName} else ${DELETED_USER_NAME}::text end`,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(rides, eq(rides.id, conversations.rideId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${conversations.riderId} = ${userId} then ${conversations.driverId} else ${conversations.riderId} end`,
      ),
    )
    .where(or(eq(conversations.riderId, userId), eq(conversations.driverId, userId)))
    .orderBy(asc(conversations.createdAt));
  const rows = threads.length
    ? await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            threads.map((thread) => thread.id),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  return threads.map(({ id, otherFirstName, createdAt, ...thread }) => ({
    ...thread,
    with: otherFirstName,
    startedAt: createdAt.toISOString(),
    messages: rows
      .filter((message) => message.conversationId === id)
      .map((message) =>
        message.senderId === userId
          ? { from: "you", body: message.body, sentAt: message.createdAt.toISOString() }
          : { from: otherFirstName, sentAt: message.createdAt.toISOString() },
      ),
  }));
}
