import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { TripFilters } from "@campusride/shared/domain/trip-preferences";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

/** A rider's saved search: told of each new ride that matches it, until its date has passed. */
export const rideAlerts = pgTable(
  "ride_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    originAddress: text("origin_address").notNull(),
    destinationAddress: text("destination_address").notNull(),
    originLat: doublePrecision("origin_lat").notNull(),
    originLng: doublePrecision("origin_lng").notNull(),
    destinationLat: doublePrecision("destination_lat").notNull(),
    destinationLng: doublePrecision("destination_lng").notNull(),
    departureDate: date("departure_date").notNull(),
    passengers: integer("passengers").notNull(),
    /** The Find a Ride filters the search had. */
    filters: jsonb("filters").$type<TripFilters>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ride_alerts_date_idx").on(table.departureDate),
    index("ride_alerts_user_idx").on(table.userId, table.departureDate),
    check("ride_alerts_passengers_check", sql`${table.passengers} BETWEEN 1 AND 7`),
  ],
);

export type RideAlertRow = typeof rideAlerts.$inferSelect;

/** Which rides an alert has told of: each ride once per alert, whichever instance matched it. */
export const rideAlertMatches = pgTable(
  "ride_alert_matches",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => rideAlerts.id, { onDelete: "cascade" }),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.rideId] })],
);
