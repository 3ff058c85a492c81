import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES, type NotificationData } from "@campusride/shared/domain/notifications";
import { bookings } from "./bookings.ts";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);

/** Where a notification's email stands: none to send, waiting, sent, or given up. */
export const emailStatusEnum = pgEnum("notification_email_status", [
  "none",
  "pending",
  "sending",
  "sent",
  "failed",
]);

/**
 * One event of a trip or a request (or of the user's license review), for one user who is
 * entitled to hear of it. Rows are written by triggers in the transaction that makes the
 * change, or by campusride_notify_user called in it (db/functions/), and each
 * insert is announced on the channel campusride_events: the live stream, the notification
 * centre and the emails all read this table. The id orders a user's events and is the
 * stream's event id (Last-Event-ID).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The recipient. */
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    type: notificationTypeEnum("type").notNull(),
    /** The trip it is about; null for an event of the user's account (their license's review). */
    rideId: uuid("ride_id").references(() => rides.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /** What the texts need, as it was when the event happened (route, date, time, names, seats). */
    data: jsonb("data").$type<NotificationData>().notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailStatus: emailStatusEnum("email_status").notNull().default("none"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    /** When the email may next be tried (pending), or until when a sender holds it (sending). */
    emailAt: timestamp("email_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_id_idx").on(table.userId, table.id),
    index("notifications_unread_idx")
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    index("notifications_email_due_idx")
      .on(table.emailAt)
      .where(sql`${table.emailStatus} IN ('pending', 'sending')`),
    check("notifications_email_attempts_check", sql`${table.emailAttempts} >= 0`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Which emails and push notifications a user wants, per kind (a missing row: all of them). The in-app
 * notifications are always kept.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  emailNewRequest: boolean("email_new_request").notNull().default(true),
  emailRequestAnswered: boolean("email_request_answered").notNull().default(true),
  emailTripChanged: boolean("email_trip_changed").notNull().default(true),
  emailReminder: boolean("email_reminder").notNull().default(true),
  emailMessage: boolean("email_message").notNull().default(true),
  emailRideAlert: boolean("email_ride_alert").notNull().default(true),
  // push notifications to the browsers the user subscribed, per kind beside the emails
  pushNewRequest: boolean("push_new_request").notNull().default(true),
  pushRequestAnswered: boolean("push_request_answered").notNull().default(true),
  pushTripChanged: boolean("push_trip_changed").notNull().default(true),
  pushReminder: boolean("push_reminder").notNull().default(true),
  pushMessage: boolean("push_message").notNull().default(true),
  pushRideAlert: boolean("push_ride_alert").notNull().default(true),
  pushRideDay: boolean("push_ride_day").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
