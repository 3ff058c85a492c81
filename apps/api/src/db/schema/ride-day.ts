import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { session } from "./auth.ts";
import { bookings } from "./bookings.ts";
import { rideDayEventKindEnum } from "./enums.ts";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

/**
 * A trip's day timeline (docs/product/ride-day.md): every status the driver or an approved
 * rider set, in order. An entry about one rider (checked in, running late, picked up,
 * no-show) names their booking.
 */
export const rideDayEvents = pgTable(
  "ride_day_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    actorId: text("actor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: rideDayEventKindEnum("kind").notNull(),
    /** Running late: the minutes announced. */
    minutes: integer("minutes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ride_day_events_ride_idx").on(table.rideId, table.id),
    check(
      "ride_day_events_minutes_check",
      sql`${table.minutes} is null or ${table.minutes} between 1 and 120`,
    ),
  ],
);

export type RideDayEventRow = typeof rideDayEvents.$inferSelect;

/**
 * A browser's Web Push subscription, kept per signed-in session: signing out (the session's
 * row goes) or deleting the account removes it, and so does the push service answering that
 * it is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => session.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The subscription's keys (base64url): the browser's ECDH public key and auth secret. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId),
    index("push_subscriptions_session_idx").on(table.sessionId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
