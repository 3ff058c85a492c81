import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  type AnyPgColumn,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { luggageSizeEnum, rideStatusEnum } from "./enums.ts";
import { profiles } from "./profiles.ts";
import { rideSeries } from "./ride-series.ts";

/**
 * A driver's trip (docs/product/trips.md). Date and time are local to America/New_York as the driver
 * typed them; departure_at is the same instant as a timestamptz for ordering and for
 * telling upcoming from past. Money is integer cents.
 */
export const rides = pgTable(
  "rides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: text("driver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    departureCity: text("departure_city").notNull(),
    destinationCity: text("destination_city").notNull(),
    originAddress: text("origin_address"),
    destinationAddress: text("destination_address"),
    originLat: doublePrecision("origin_lat"),
    originLng: doublePrecision("origin_lng"),
    destinationLat: doublePrecision("destination_lat"),
    destinationLng: doublePrecision("destination_lng"),
    departureDate: date("departure_date").notNull(),
    departureTime: time("departure_time").notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    availableSeats: integer("available_seats").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    pricePerSeatCents: integer("price_per_seat_cents").notNull(),
    priceCents: integer("price_cents"),
    status: rideStatusEnum("status").notNull().default("active"),
    distanceMiles: doublePrecision("distance_miles"),
    timeLength: text("time_length"),
    notes: text("notes"),
    // where the driver meets riders, and where they are left (docs/product/trips.md#pickup-spot):
    // each a chosen place and an optional note, all of a spot or none of it
    pickupLabel: text("pickup_label"),
    pickupLat: doublePrecision("pickup_lat"),
    pickupLng: doublePrecision("pickup_lng"),
    pickupNote: text("pickup_note"),
    dropoffLabel: text("dropoff_label"),
    dropoffLat: doublePrecision("dropoff_lat"),
    dropoffLng: doublePrecision("dropoff_lng"),
    dropoffNote: text("dropoff_note"),
    // the trip's day (docs/product/ride-day.md): the lateness the driver announced, which moves
    // the departure riders see, how often; when the trip started; a rider's report that the
    // driver never came
    delayMinutes: integer("delay_minutes").notNull().default(0),
    lateCount: integer("late_count").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    driverNoShowAt: timestamp("driver_no_show_at", { withTimezone: true }),
    driverNoShowReportedBy: text("driver_no_show_reported_by").references(() => profiles.id, {
      onDelete: "set null",
    }),
    // the driver's preferences for the trip
    luggageSize: luggageSizeEnum("luggage_size").notNull().default("suitcase"),
    maxTwoInBack: boolean("max_two_in_back").notNull().default(false),
    petsAllowed: boolean("pets_allowed").notNull().default(false),
    smokingAllowed: boolean("smoking_allowed").notNull().default(false),
    musicAllowed: boolean("music_allowed").notNull().default(true),
    /** Shown to and bookable by riders whose profile asks for women-only trips. */
    womenOnly: boolean("women_only").notNull().default(false),
    /** Requests are approved at once while seats remain. */
    instantBooking: boolean("instant_booking").notNull().default(false),
    /** The weekly schedule this trip is one occurrence of (docs/product/recurring-rides.md). */
    seriesId: uuid("series_id").references((): AnyPgColumn => rideSeries.id, { onDelete: "set null" }),
    /** On a return leg, its outbound trip: the two were offered together as a round trip. */
    returnOfRideId: uuid("return_of_ride_id").references((): AnyPgColumn => rides.id, {
      onDelete: "set null",
    }),
    /** The client's Idempotency-Key: a retried or double-clicked create makes one trip. */
    idempotencyKey: text("idempotency_key"),
    /** Set once the day-before reminder has been written (one instance claims each trip). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("rides_available_seats_check", sql`${table.availableSeats} BETWEEN 1 AND 7`),
    check("rides_seats_taken_check", sql`${table.seatsTaken} BETWEEN 0 AND ${table.availableSeats}`),
    check("rides_price_check", sql`${table.pricePerSeatCents} > 0`),
    check(
      "rides_pickup_spot_check",
      sql`num_nulls(${table.pickupLabel}, ${table.pickupLat}, ${table.pickupLng}) in (0, 3)
        and (${table.pickupNote} is null or ${table.pickupLabel} is not null)`,
    ),
    check(
      "rides_dropoff_spot_check",
      sql`num_nulls(${table.dropoffLabel}, ${table.dropoffLat}, ${table.dropoffLng}) in (0, 3)
        and (${table.dropoffNote} is null or ${table.dropoffLabel} is not null)`,
    ),
    check("rides_delay_check", sql`${table.delayMinutes} BETWEEN 0 AND 120`),
    check("rides_late_count_check", sql`${table.lateCount} BETWEEN 0 AND 3`),
    // search: active rides by departure
    index("rides_status_departure_idx").on(table.status, table.departureAt),
    // driver dashboard: own rides by departure
    index("rides_driver_departure_idx").on(table.driverId, table.departureAt),
    // one trip per series and date, whichever instance's job made it
    uniqueIndex("rides_series_date_idx")
      .on(table.seriesId, table.departureDate)
      .where(sql`${table.seriesId} IS NOT NULL`),
    // an outbound trip has at most one return
    uniqueIndex("rides_return_of_idx")
      .on(table.returnOfRideId)
      .where(sql`${table.returnOfRideId} IS NOT NULL`),
    uniqueIndex("rides_driver_idempotency_idx")
      .on(table.driverId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

export type RideRow = typeof rides.$inferSelect;
export type NewRideRow = typeof rides.$inferInsert;
