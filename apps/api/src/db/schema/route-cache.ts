import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Routes measured by a maps service, kept 24 hours (docs/product/places-and-routes.md#cache) so repeated lookups of the
 * same trip neither wait for nor pay the provider. Shared by every API instance.
 */
export const routeCache = pgTable(
  "route_cache",
  {
    /** provider|origin lat,lng|destination lat,lng (5 decimals, about a meter). */
    key: text("key").primaryKey(),
    provider: text("provider").notNull(),
    distanceMeters: integer("distance_meters").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    polyline: text("polyline"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("route_cache_expires_idx").on(table.expiresAt)],
);

export type RouteCacheRow = typeof routeCache.$inferSelect;
