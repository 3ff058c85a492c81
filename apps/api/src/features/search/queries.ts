import type { PublicRide } from "@campusride/shared/schemas/rides";
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, rides, userBlocks } from "../../db/schema/index.ts";
import { nowSql } from "../../lib/clock.ts";
import { publicRideColumns, toPublicRide } from "../../lib/public-ride.ts";

/** A ride the search can offer: its public view and its departure instant. */
export interface SearchableRide {
  ride: PublicRide;
  /** Epoch milliseconds. */
  departureAt: number;
}

/** Ids asked about per statement when refreshing many rides. */
const IDS_PER_QUERY = 1_000;
/** Rides read per statement when reading them all. */
const RIDES_PER_PAGE = 2_000;

/**
 * The rides a search may offer: active, not yet departed, with both ends located, their
 * driver's account live. All of
 * them, or those among `rideIds` (an id missing from the answer is no longer searchable).
 */
export async function findSearchableRides(
  db: Database,
  rideIds?: readonly string[],
): Promise<SearchableRide[]> {
  if (rideIds === undefined) return selectSearchable(db, {});
  const found: SearchableRide[] = [];
  for (let start = 0; start < rideIds.length; start += IDS_PER_QUERY) {
    found.push(...(await selectSearchable(db, { rideIds: rideIds.slice(start, start + IDS_PER_QUERY) })));
  }
  return found;
}

/**
 * Every searchable ride, a page at a time in id order, all pages read in one snapshot (a
 * read-only repeatable-read transaction). Between pages the process serves requests: one
 * statement of 100k rides would hold it for the second it takes to turn them into objects.
 */
export async function forEachSearchablePage(
  db: Database,
  onPage: (page: SearchableRide[]) => void,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      let after: string | undefined;
      for (;;) {
        const page = await selectSearchable(tx, { after, limit: RIDES_PER_PAGE });
        onPage(page);
        if (page.length < RIDES_PER_PAGE) return;
        after = page.at(-1)!.ride.id;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

interface Selection {
  rideIds?: string[];
  /** Only ids after this one, in id order, at most `limit`. */
  after?: string;
  limit?: number;
}

async function selectSearchable(
  db: Database,
  { rideIds, after, limit }: Selection,
): Promise<SearchableRide[]> {
  const query = db
    .select(publicRideColumns)
    .from(rides)
    .innerJoin(profiles, eq(profiles.id, rides.driverId))
    .where(
      and(
        rideIds === undefined ? undefined : inArray(rides.id, rideIds),
        after === undefined ? undefined : gt(rides.id, after),
        eq(rides.status, "active"),
        gt(rides.departureAt, nowSql()),
        // a trip that raced its driver's deactivation is not offered
        eq(profiles.isActive, true),
        isNull(profiles.deactivatedAt),
        isNotNull(rides.originLat),
        isNotNull(rides.originLng),
        isNotNull(rides.destinationLat),
        isNotNull(rides.destinationLng),
      ),
    )
    .$dynamic();
  const rows = await (limit === undefined ? query : query.orderBy(rides.id).limit(limit));
  return rows.map((row) => ({ ride: toPublicRide(row), departureAt: row.departureAt.getTime() }));
}

/** Whether the user's profile asks for women-only trips. */
export async function wantsWomenOnlyTrips(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ womenOnlyTrips: profiles.womenOnlyTrips })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.womenOnlyTrips ?? false;
}

/** The students this user blocked or was blocked by (user_blocks' two indexes). */
export async function findBlockedEitherWay(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({
      otherId: sql<string>`case when ${userBlocks.blockerId} = ${userId} then ${userBlocks.blockedId} else ${userBlocks.blockerId} end`,
    })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return rows.map((row) => row.otherId);
}
