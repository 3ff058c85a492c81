import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Messages sent through the contact form, read and answered in the admins' inbox. A message
 * is answered once an admin replied by email (`reply`, the text sent) or marked it answered
 * without one; who did it and when are kept.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    reply: text("reply"),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt, table.id),
    check(
      "contact_messages_reply_answered_check",
      sql`${table.reply} is null or ${table.answeredAt} is not null`,
    ),
    check("contact_messages_reply_length_check", sql`char_length(${table.reply}) <= 5000`),
  ],
);
