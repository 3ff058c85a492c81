import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";
import { rides } from "./rides.ts";

/**
 * A read-only link to a trip, sent to the sharer's emergency contact. Only the token's
 * SHA-256 is kept; the link answers 404 once expires_at (the trip's arrival) has passed.
 * No token yet: the share waits for the contact to confirm their address (the link is
 * made and mailed then).
 */
export const tripShares = pgTable(
  "trip_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").unique(),
    rideId: uuid("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    recipientEmail: text("recipient_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("trip_shares_ride_idx").on(table.rideId), index("trip_shares_user_idx").on(table.userId)],
);
