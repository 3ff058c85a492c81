import type { TripFilters } from "@campusride/shared/domain/trip-preferences";
import type { RideAlert } from "@campusride/shared/schemas/ride-alerts";
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rideAlerts, type RideAlertRow } from "../../db/schema/index.ts";
import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";

/** Today in America/New_York, as the database reads it: alerts dated earlier have expired. */
export const TODAY = sql`(now() at time zone ${TRIP_TIME_ZONE}::text)::date`;

export interface NewRideAlert {
  originAddress: string;
  destinationAddress: string;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  departureDate: string;
  passengers: number;
  filters: TripFilters;
}

export function toRideAlert({ userId: _owner, createdAt, ...alert }: RideAlertRow): RideAlert {
  return { ...alert, createdAt: createdAt.toISOString() };
}

/**
 * Holds the rider's profile row until the transaction ends, so two alerts saved at once
 * are counted and compared one after the other (NO KEY UPDATE: other rows may still
 * point at the profile meanwhile).
 */
export async function lockAlertOwner(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from profiles where id = ${userId} for no key update`);
}

export async function countActiveAlerts(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(rideAlerts)
    .where(and(eq(rideAlerts.userId, userId), gte(rideAlerts.departureDate, TODAY)));
  return row?.total ?? 0;
}

/** An active alert of the user's for the very same search, if any. */
export async function findSameAlert(db: Database, userId: string, alert: NewRideAlert): Promise<boolean> {
  const [row] = await db
    .select({ id: rideAlerts.id })
    .from(rideAlerts)
    .where(
      and(
        eq(rideAlerts.userId, userId),
        eq(rideAlerts.departureDate, alert.departureDate),
        eq(rideAlerts.passengers, alert.passengers),
        eq(rideAlerts.originLat, alert.originLat),
        eq(rideAlerts.originLng, alert.originLng),
        eq(rideAlerts.destinationLat, alert.destinationLat),
        eq(rideAlerts.destinationLng, alert.destinationLng),
        sql`${rideAlerts.filters} = ${JSON.stringify(alert.filters)}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAlert(db: Database, userId: string, alert: NewRideAlert): Promise<RideAlertRow> {
  const [row] = await db
    .insert(rideAlerts)
    .values({ userId, ...alert })
    .returning();
  return row!;
}

/** The user's active alerts, soonest first (at most `limit`). */
export async function selectActiveAlerts(
  db: Database,
  userId: string,
  limit: number,
): Promise<RideAlertRow[]> {
  return db
    .select()
    .from(rideAlerts)
    .where(and(eq(rideAlerts.userId, userId), gte(rideAlerts.departureDate, TODAY)))
    .orderBy(asc(rideAlerts.departureDate), asc(rideAlerts.createdAt), asc(rideAlerts.id))
    .limit(limit);
}

/** Deletes the user's own alert; false when there is none of theirs with that id. */
export async function deleteOwnAlert(db: Database, userId: string, alertId: string): Promise<boolean> {
  const deleted = await db
    .delete(rideAlerts)
    .where(and(eq(rideAlerts.id, alertId), eq(rideAlerts.userId, userId)))
    .returning({ id: rideAlerts.id });
  return deleted.length > 0;
}

/** Deletes the alerts whose date has passed (their matches go with them); how many. */
export async function deleteExpiredAlerts(db: Database): Promise<number> {
  const deleted = await db
    .delete(rideAlerts)
    .where(lt(rideAlerts.departureDate, TODAY))
    .returning({ id: rideAlerts.id });
  return deleted.length;
}
