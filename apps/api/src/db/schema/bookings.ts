import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookingStatusEnum, pickupProposalStatusEnum } from "./enums.ts";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

/** A rider's seat request on a ride (docs/product/bookings.md). Money is integer cents. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    riderId: text("rider_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    seatsRequested: integer("seats_requested").notNull(),
    bagsCount: integer("bags_count").notNull().default(0),
    /** Base (driver) price per seat times seats (docs/product/bookings.md#requesting-a-seat). */
    totalPriceCents: integer("total_price_cents").notNull(),
    /** What the rider pays, platform fee included. */
    priceCents: integer("price_cents"),
    status: bookingStatusEnum("status").notNull().default("pending"),
    message: text("message"),
    notes: text("notes"),
    driverNotes: text("driver_notes"),
    /**
     * Card payments: the request waits for the rider to authorise the total; the driver
     * neither hears of it nor sees it until then.
     */
    awaitingPayment: boolean("awaiting_payment").notNull().default(false),
    /**
     * Another pickup spot the rider proposed when requesting (docs/product/ride-day.md): a
     * place on the route and an optional note, all of it or none; the driver accepts it or not.
     */
    proposedPickupLabel: text("proposed_pickup_label"),
    proposedPickupLat: doublePrecision("proposed_pickup_lat"),
    proposedPickupLng: doublePrecision("proposed_pickup_lng"),
    proposedPickupNote: text("proposed_pickup_note"),
    proposedPickupStatus: pickupProposalStatusEnum("proposed_pickup_status"),
    // the trip's day: the rider checked in ("I'm here"), was picked up, or marked a no-show;
    // a no-show an admin overturned on the rider's dispute no longer counts
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    pickedUpAt: timestamp("picked_up_at", { withTimezone: true }),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    noShowOverturnedAt: timestamp("no_show_overturned_at", { withTimezone: true }),
    /** The client's Idempotency-Key: a retried request makes one booking. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("bookings_seats_check", sql`${table.seatsRequested} BETWEEN 1 AND 7`),
    check("bookings_bags_check", sql`${table.bagsCount} BETWEEN 0 AND 3`),
    check(
      "bookings_proposed_pickup_check",
      sql`num_nulls(${table.proposedPickupLabel}, ${table.proposedPickupLat}, ${table.proposedPickupLng}, ${table.proposedPickupStatus}) in (0, 4)
        and (${table.proposedPickupNote} is null or ${table.proposedPickupLabel} is not null)`,
    ),
    check("bookings_total_price_check", sql`${table.totalPriceCents} >= 0`),
    // a rider holds at most one live request per ride
    uniqueIndex("bookings_one_live_per_rider_idx")
      .on(table.rideId, table.riderId)
      .where(sql`${table.status} IN ('pending', 'approved')`),
    index("bookings_rider_created_idx").on(table.riderId, table.createdAt),
    index("bookings_ride_status_idx").on(table.rideId, table.status),
    uniqueIndex("bookings_rider_idempotency_idx")
      .on(table.riderId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
