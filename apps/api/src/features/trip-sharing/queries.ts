import { and, count, eq, gt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { blockedEitherWay } from "../../db/blocks.ts";
import type { Database } from "../../db/client.ts";
import { bookings, profiles, rides, tripShares } from "../../db/schema/index.ts";

/** The ride has an approved booking (the user's own, when a user is named). */
function hasApprovedBooking(userId?: string) {
  const isRider = userId === undefined ? sql`` : sql` and ${bookings.riderId} = ${userId}`;
  return sql`exists (select 1 from ${bookings} where ${bookings.rideId} = ${rides.id} and ${bookings.status} = 'approved'${isRider})`;
}

/**
 * The ride, when the user may share it: its driver once a rider's seat is approved, or a
 * rider whose seat on it is approved and who has no block with the driver (either way:
 * the approved seat stays, the trip is no longer the rider's to show). Undefined for
 * anyone else.
 */
export async function findShareableRide(db: Database, rideId: string, userId: string) {
  const [row] = await db
    .select({
      id: rides.id,
      status: rides.status,
      departureCity: rides.departureCity,
      destinationCity: rides.destinationCity,
      departureDate: rides.departureDate,
      departureTime: rides.departureTime,
      departureAt: rides.departureAt,
      timeLength: rides.timeLength,
      distanceMiles: rides.distanceMiles,
    })
    .from(rides)
    .where(
      and(
        eq(rides.id, rideId),
        or(
          and(eq(rides.driverId, userId), hasApprovedBooking()),
          and(hasApprovedBooking(userId), sql`not ${blockedEitherWay(userId, rides.driverId)}`),
        ),
      ),
    );
  return row;
}

/**
 * The sharer's first name and emergency contact, their profile row locked until the
 * transaction ends: two shares by one user at once are counted one after the other.
 */
export async function lockSharer(db: Database, userId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      contactName: profiles.emergencyContactName,
      contactEmail: profiles.emergencyContactEmail,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("no key update");
  return row;
}

/** How many links the user made since `since`: for the ride, and for all their trips. */
export async function countSharesSince(db: Database, rideId: string, userId: string, since: Date) {
  const [row] = await db
    .select({
      forRide: sql<number>`count(*) filter (where ${tripShares.rideId} = ${rideId})`.mapWith(Number),
      all: count(),
    })
    .from(tripShares)
    .where(and(eq(tripShares.userId, userId), gt(tripShares.createdAt, since)));
  return { forRide: row?.forRide ?? 0, all: row?.all ?? 0 };
}

export async function insertShare(db: Database, values: typeof tripShares.$inferInsert): Promise<string> {
  const [row] = await db.insert(tripShares).values(values).returning({ id: tripShares.id });
  return row!.id;
}

export async function deleteShare(db: Database, shareId: string): Promise<void> {
  await db.delete(tripShares).where(eq(tripShares.id, shareId));
}

const driver = alias(profiles, "driver");
const sharer = alias(profiles, "sharer");

/**
 * A shared trip by its token's hash: the ride, its driver's first name, car and plate, the
 * sharer's first name. None once the sharer's account is deleted or deactivated, or a
 * block stands between a sharing rider and the driver.
 */
export async function findSharedTrip(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      ride: {
        id: rides.id,
        driverId: rides.driverId,
        status: rides.status,
        departureCity: rides.departureCity,
        destinationCity: rides.destinationCity,
        originAddress: rides.originAddress,
        destinationAddress: rides.destinationAddress,
        departureDate: rides.departureDate,
        departureTime: rides.departureTime,
        departureAt: rides.departureAt,
        timeLength: rides.timeLength,
        distanceMiles: rides.distanceMiles,
        originLat: rides.originLat,
        originLng: rides.originLng,
        destinationLat: rides.destinationLat,
        destinationLng: rides.destinationLng,
      },
      driver: {
        firstName: driver.firstName,
        deletedAt: driver.deletedAt,
        carMake: driver.carMake,
        carModel: driver.carModel,
        carColor: driver.carColor,
        carYear: driver.carYear,
        licensePlate: driver.licensePlate,
      },
      sharerFirstName: sharer.firstName,
      // the sharer's pickup spot (docs/product/ride-day.md#proposed-pickup-spot): a rider's
      // accepted proposal, else the trip's own
      pickupLabel: sql<string | null>`coalesce(
        (select b.proposed_pickup_label from ${bookings} b where b.ride_id = ${rides.id}
          and b.rider_id = ${sharer.id} and b.status = 'approved' and b.proposed_pickup_status = 'accepted'),
        ${rides.pickupLabel})`,
      pickupNote: sql<
        string | null
      >`case when exists (select 1 from ${bookings} b where b.ride_id = ${rides.id}
          and b.rider_id = ${sharer.id} and b.status = 'approved' and b.proposed_pickup_status = 'accepted')
        then (select b.proposed_pickup_note from ${bookings} b where b.ride_id = ${rides.id}
          and b.rider_id = ${sharer.id} and b.status = 'approved')
        else ${rides.pickupNote} end`,
    })
    .from(tripShares)
    .innerJoin(rides, eq(rides.id, tripShares.rideId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .innerJoin(sharer, eq(sharer.id, tripShares.userId))
    .where(
      and(
        eq(tripShares.tokenHash, tokenHash),
        sql`${sharer.deletedAt} is null and ${sharer.deactivatedAt} is null and ${sharer.isActive}`,
        sql`not ${blockedEitherWay(sharer.id, rides.driverId)}`,
      ),
    );
  return row;
}
