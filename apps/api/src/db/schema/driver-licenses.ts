import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Uploaded driver license files. The file itself is in storage under `storageKey`, a
 * server-generated name. A file uploaded during sign-up has no owner until the account
 * that names its id is created; unclaimed rows expire.
 */
export const driverLicenses = pgTable(
  "driver_licenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("driver_licenses_user_idx").on(table.userId)],
);

export type DriverLicenseRow = typeof driverLicenses.$inferSelect;
