import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { licenseStatusEnum } from "./enums.ts";

/**
 * Uploaded driver license files. The file itself is in storage under `storageKey`, a
 * server-generated name. A file uploaded during sign-up has no owner until the account
 * that names its id is created; unclaimed rows expire. An admin reviews each upload:
 * pending until verified or rejected (with the reason the driver is told).
 */
export const driverLicenses = pgTable(
  "driver_licenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    status: licenseStatusEnum("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("driver_licenses_user_idx").on(table.userId),
    // the admin queue: pending uploads, oldest first
    index("driver_licenses_status_created_idx").on(table.status, table.createdAt),
  ],
);

export type DriverLicenseRow = typeof driverLicenses.$inferSelect;
