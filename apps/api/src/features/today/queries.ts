import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { blockedEitherWay } from "../../db/blocks.ts";
import type { Database } from "../../db/client.ts";
import { bookings, profiles, rides } from "../../db/schema/index.ts";
import { shownFirstName } from "../../lib/deleted-user.ts";

/** The ride's columns the Today card reads. */
const rideColumns = {
  id: rides.id,
  driverId: rides.driverId,
  status: rides.status,
  departureCity: rides.departureCity,
  destinationCity: rides.destinationCity,
  departureDate: rides.departureDate,
  departureTime: rides.departureTime,
  departureAt: rides.departureAt,
  delayMinutes: rides.delayMinutes,
  timeLength: rides.timeLength,
  distanceMiles: rides.distanceMiles,
  pickupLabel: rides.pickupLabel,
  pickupLat: rides.pickupLat,
  pickupLng: rides.pickupLng,
  pickupNote: rides.pickupNote,
};

const proposedColumns = {
  proposedPickupLabel: bookings.proposedPickupLabel,
  proposedPickupLat: bookings.proposedPickupLat,
  proposedPickupLng: bookings.proposedPickupLng,
  proposedPickupNote: bookings.proposedPickupNote,
  proposedPickupStatus: bookings.proposedPickupStatus,
};

/** Active rides leaving between `from` and `to`: the service picks today's among them. */
function isActiveBetween(from: Date, to: Date) {
  return and(eq(rides.status, "active"), gt(rides.departureAt, from), lte(rides.departureAt, to));
}

/** The driver's own active trips in the window. */
export async function listDriverRides(db: Database, driverId: string, from: Date, to: Date) {
  return db
    .select(rideColumns)
    .from(rides)
    .where(and(eq(rides.driverId, driverId), isActiveBetween(from, to)))
    .orderBy(asc(rides.departureAt))
    .limit(20);
}

/**
 * The approved riders of these rides, with their first name and, unless their account was
 * deleted, their phone; none across a block with the driver.
 */
export async function listApprovedRiders(db: Database, rideIds: string[]) {
  if (rideIds.length === 0) return [];
  return db
    .select({
      rideId: bookings.rideId,
      bookingId: bookings.id,
      seats: bookings.seatsRequested,
      firstName: shownFirstName,
      phone: sql<string | null>`case when ${profiles.deletedAt} is null then ${profiles.phone} end`,
      ...proposedColumns,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(profiles, eq(profiles.id, bookings.riderId))
    .where(
      and(
        inArray(bookings.rideId, rideIds),
        eq(bookings.status, "approved"),
        sql`not ${blockedEitherWay(bookings.riderId, rides.driverId)}`,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

const driver = alias(profiles, "driver");

/**
 * The trips in the window the rider holds an approved seat on, with the driver's first
 * name, car and (the seat being confirmed) phone; none across a block.
 */
export async function listRiderSeats(db: Database, riderId: string, from: Date, to: Date) {
  return db
    .select({
      ride: rideColumns,
      bookingId: bookings.id,
      ...proposedColumns,
      driver: {
        firstName: driver.firstName,
        deletedAt: driver.deletedAt,
        phone: driver.phone,
        carMake: driver.carMake,
        carModel: driver.carModel,
        carYear: driver.carYear,
        carColor: driver.carColor,
      },
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .where(
      and(
        eq(bookings.riderId, riderId),
        eq(bookings.status, "approved"),
        isActiveBetween(from, to),
        sql`not ${blockedEitherWay(bookings.riderId, rides.driverId)}`,
      ),
    )
    .orderBy(asc(rides.departureAt))
    .limit(20);
}
