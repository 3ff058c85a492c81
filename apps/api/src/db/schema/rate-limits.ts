import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window attempt counters, in the database so every API instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
