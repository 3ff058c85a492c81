import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { reviewRoleEnum } from "./enums.ts";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

/**
 * A blind review after a completed ride: the rider of the driver, the driver of each
 * rider. Hidden (published_at null) until the other side has reviewed too or the review
 * window has passed; never edited once published.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subjectId: text("subject_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The side the author was on. */
    authorRole: reviewRoleEnum("author_role").notNull(),
    rating: integer("rating").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("reviews_one_per_pair_idx").on(table.rideId, table.authorId, table.subjectId),
    index("reviews_subject_published_idx")
      .on(table.subjectId, table.publishedAt)
      .where(sql`${table.publishedAt} IS NOT NULL`),
    index("reviews_hidden_idx")
      .on(table.createdAt)
      .where(sql`${table.publishedAt} IS NULL`),
    check("reviews_rating_check", sql`${table.rating} BETWEEN 1 AND 5`),
    check("reviews_comment_check", sql`char_length(${table.comment}) <= 500`),
    check("reviews_two_people_check", sql`${table.authorId} <> ${table.subjectId}`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/** A trip its driver cancelled with approved riders less than LATE_CANCELLATION_HOURS before it left: the 'cancelled late' mark. */
export const lateCancellations = pgTable(
  "late_cancellations",
  {
    rideId: uuid("ride_id")
      .primaryKey()
      .references(() => rides.id, { onDelete: "cascade" }),
    driverId: text("driver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ridersAffected: integer("riders_affected").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("late_cancellations_driver_idx").on(table.driverId, table.cancelledAt)],
);
