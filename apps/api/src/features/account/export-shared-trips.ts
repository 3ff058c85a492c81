import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rides, tripShares } from "../../db/schema/index.ts";

/** The trips the user shared with their emergency contact: to whom, when, until when; never the link. */
export async function sharedTripsOf(db: Database, userId: string) {
  const rows = await db
    .select({
      from: rides.departureCity,
      to: rides.destinationCity,
      departureDate: rides.departureDate,
      sentTo: tripShares.recipientEmail,
      createdAt: tripShares.createdAt,
      expiresAt: tripShares.expiresAt,
    })
    .from(tripShares)
    .innerJoin(rides, eq(rides.id, tripShares.rideId))
    .where(eq(tripShares.userId, userId))
    .orderBy(desc(tripShares.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}
