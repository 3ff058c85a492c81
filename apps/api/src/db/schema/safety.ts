import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { reportReasonEnum, reportStatusEnum } from "./enums.ts";
import { bookings } from "./bookings.ts";
import { messages } from "./messages.ts";
import { profiles } from "./profiles.ts";

/**
 * A block: neither student can request the other's trips, message the other or see the
 * other's future trips.
 */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("user_blocks_blocked_idx").on(table.blockedId),
    check("user_blocks_two_people_check", sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * A report of a user, or of one of their messages, waiting in the admin queue; or a
 * student's own request to change their women-only choice (reporter and reported the same).
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reportedUserId: text("reported_user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    /** The reported message as it read when reported, for the admin. */
    messageBody: text("message_body"),
    reason: reportReasonEnum("reason").notNull(),
    /** A rider's dispute of a no-show names the booking it is about (one dispute per booking). */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    details: text("details"),
    status: reportStatusEnum("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    index("reports_status_idx").on(table.status, table.createdAt),
    index("reports_reported_user_idx").on(table.reportedUserId),
    uniqueIndex("reports_one_dispute_per_booking_idx")
      .on(table.bookingId)
      .where(sql`${table.bookingId} IS NOT NULL`),
    // a student's request to change their own women-only choice is the one report about oneself
    check(
      "reports_two_people_check",
      sql`${table.reporterId} <> ${table.reportedUserId} or ${table.reason}::text = 'women_only_change'`,
    ),
    check("reports_details_check", sql`char_length(${table.details}) <= 1000`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
