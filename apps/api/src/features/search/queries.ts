import type { PublicRide } from "@campusride/shared/schemas/rides";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, rides } from "../../db/schema/index.ts";
import { publicRideColumns, toPublicRide } from "../../lib/public-ride.ts";

/** A ride the search can offer: its public view and its departure instant. */
export interface SearchableRide {
  ride: PublicRide;
  /** Epoch milliseconds. */
  departureAt: number;
}

/** Ids asked about per statement when refreshing many rides. */
const IDS_PER_QUERY = 1_000;

/**
 * The rides a search may offer: active, not yet departed, with both ends located. All of
 * them, or those among `rideIds` (an id missing from the answer is no longer searchable).
 */
export async function findSearchableRides(
  db: Database,
  rideIds?: readonly string[],
): Promise<SearchableRide[]> {
  if (rideIds === undefined) return selectSearchable(db);
  const found: SearchableRide[] = [];
  for (let start = 0; start < rideIds.length; start += IDS_PER_QUERY) {
    found.push(...(await selectSearchable(db, rideIds.slice(start, start + IDS_PER_QUERY))));
  }
  return found;
}

async function selectSearchable(db: Database, rideIds?: string[]): Promise<SearchableRide[]> {
  const rows = await db
    .select(publicRideColumns)
    .from(rides)
    .innerJoin(profiles, eq(profiles.id, rides.driverId))
    .where(
      and(
        rideIds === undefined ? undefined : inArray(rides.id, rideIds),
        eq(rides.status, "active"),
        gt(rides.departureAt, sql`now()`),
        isNotNull(rides.originLat),
        isNotNull(rides.originLng),
        isNotNull(rides.destinationLat),
        isNotNull(rides.destinationLng),
      ),
    );
  return rows.map((row) => ({ ride: toPublicRide(row), departureAt: row.departureAt.getTime() }));
}
