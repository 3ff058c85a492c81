import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * One rider wanting to travel from a campus to a destination on a day
 * (docs/product/campus-demand.md): from a ride alert they saved or a search that found
 * nothing. One row per rider, campus, destination and day, whatever the number of
 * alerts and searches, so a rider counts once.
 */
export const demandSignals = pgTable(
  "demand_signals",
  {
    campusId: text("campus_id").notNull(),
    destinationKey: text("destination_key").notNull(),
    travelDate: date("travel_date").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Where the rider's wish was first seen: `alert` or `search`. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campusId, table.travelDate, table.destinationKey, table.userId] }),
    check("demand_signals_source_check", sql`${table.source} in ('alert', 'search')`),
    index("demand_signals_user_idx").on(table.userId),
    index("demand_signals_created_idx").on(table.createdAt),
  ],
);

/**
 * The board's counts: distinct riders per campus, destination and day, as of the last full
 * hour, so no change on the board can be tied to one rider's moment. Cells under three
 * riders are kept here but never leave the server.
 */
export const demandTallies = pgTable(
  "demand_tallies",
  {
    campusId: text("campus_id").notNull(),
    travelDate: date("travel_date").notNull(),
    destinationKey: text("destination_key").notNull(),
    riders: integer("riders").notNull(),
    talliedAt: timestamp("tallied_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.campusId, table.travelDate, table.destinationKey] })],
);

/**
 * How far the tallies reach: the hour boundary they count up to (one row). Whoever finds
 * it behind the last full hour tallies again, holding this row, so several instances
 * tally each hour once.
 */
export const demandTallyMarks = pgTable(
  "demand_tally_marks",
  {
    id: boolean("id").primaryKey().default(true),
    talliedThrough: timestamp("tallied_through", { withTimezone: true }).notNull(),
  },
  (table) => [check("demand_tally_marks_one_row", sql`${table.id}`)],
);
