import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

/**
 * One thread per ride and rider, between that rider and the ride's driver: opened by the
 * rider's first question ('Ask the driver') or request. driver_id repeats the ride's driver
 * so each side's inbox is one index read.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    riderId: text("rider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    driverId: text("driver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("conversations_ride_rider_idx").on(table.rideId, table.riderId),
    index("conversations_rider_idx").on(table.riderId, table.lastMessageAt),
    index("conversations_driver_idx").on(table.driverId, table.lastMessageAt),
    check("conversations_two_people_check", sql`${table.riderId} <> ${table.driverId}`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;

/** One message of a thread, as stored: markup stripped, contact details masked while no booking is approved. */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Whether contact details were masked out of the body when it was sent. */
    masked: boolean("masked").notNull().default(false),
    /** When the other person read it. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_conversation_idx").on(table.conversationId, table.createdAt),
    index("messages_unread_idx")
      .on(table.conversationId)
      .where(sql`${table.readAt} IS NULL`),
    check("messages_body_length_check", sql`char_length(${table.body}) BETWEEN 1 AND 2000`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
