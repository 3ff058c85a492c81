import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mail kept instead of sent when no SMTP_URL is configured; shown at /dev/mailbox. */
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  link: text("link"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxRow = typeof outbox.$inferSelect;
