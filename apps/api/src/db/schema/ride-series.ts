import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * A driver's weekly schedule (docs/product/recurring-rides.md): the same trip on the chosen
 * weekdays at one time, between two dates at most six months apart. Its trips are made
 * ahead of time, a rolling four weeks, each one an ordinary trip that names its series;
 * `generated_through` is the last date trips have been made for.
 */
export const rideSeries = pgTable(
  "ride_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    driverId: text("driver_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** ISO weekdays, 1 = Monday … 7 = Sunday, each once, in order. */
    weekdays: integer("weekdays").array().notNull(),
    departureTime: time("departure_time").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    /** Every trip field but its date and time, as the create-trip form gives them. */
    template: jsonb("template").$type<Record<string, unknown>>().notNull(),
    /** `active` while it makes trips; `cancelled` once the driver ended it. */
    status: text("status").notNull().default("active"),
    generatedThrough: date("generated_through"),
    /** The client's Idempotency-Key: a retried create makes one series. */
    idempotencyKey: text("idempotency_key"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("ride_series_status_check", sql`${table.status} in ('active', 'cancelled')`),
    check("ride_series_dates_check", sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      "ride_series_weekdays_check",
      sql`cardinality(${table.weekdays}) between 1 and 7 and ${table.weekdays} <@ array[1, 2, 3, 4, 5, 6, 7]`,
    ),
    index("ride_series_driver_idx").on(table.driverId, table.status),
    // the occurrence job: active series whose trips are not yet made far enough ahead
    index("ride_series_due_idx")
      .on(table.generatedThrough)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex("ride_series_driver_idempotency_idx")
      .on(table.driverId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

export type RideSeriesRow = typeof rideSeries.$inferSelect;
