import { LATE_CANCELLATION_HOURS } from "@campusride/shared/domain/reviews";
import { LIMITS } from "@campusride/shared/limits";
import type { TripFilters } from "@campusride/shared/domain/trip-preferences";
import type { DriverRide, RideScope } from "@campusride/shared/schemas/rides";
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  driverLicenses,
  profiles,
  reviews,
  rides,
  type NewRideRow,
} from "../../db/schema/index.ts";
import { blockedEitherWay } from "../../db/blocks.ts";
import { publicRideColumns, toPublicRide, type PublicRideRow } from "../../lib/public-ride.ts";
import { now, nowSql } from "../../lib/clock.ts";

/**
 * A ride with its driver's public name and car, how many requests wait for an answer, and
 * the driver's reviews of its riders: those written, and the riders with a confirmed seat
 * not reviewed yet.
 */
const rideWithDriver = {
  ...publicRideColumns,
  pendingRequests:
    sql<number>`(select count(*) from ${bookings} where ${bookings.rideId} = ${rides.id} and ${bookings.status} = 'pending')`.mapWith(
      Number,
    ),
  reviewsWritten: sql<number>`(select count(*) from ${reviews} where ${reviews.rideId} = ${rides.id}
    and ${reviews.authorId} = ${rides.driverId})`.mapWith(Number),
  reviewsToWrite: sql<number>`(select count(distinct b.rider_id) from ${bookings} b
    where b.ride_id = ${rides.id} and b.status in ('approved', 'completed')
    and not exists (select 1 from ${reviews} where ${reviews.rideId} = ${rides.id}
      and ${reviews.authorId} = ${rides.driverId} and ${reviews.subjectId} = b.rider_id))`.mapWith(Number),
};

export type RideWithDriverRow = PublicRideRow & {
  pendingRequests: number;
  reviewsWritten: number;
  reviewsToWrite: number;
};

/** Its driver's view: the public fields with the notes as written, last change, waiting requests and reviews. */
export function toDriverRide(row: RideWithDriverRow): DriverRide {
  return {
    ...toPublicRide(row, { notesAsWritten: true, withSpots: true }),
    updatedAt: row.updatedAt.toISOString(),
    pendingRequests: row.pendingRequests,
    reviewsWritten: row.reviewsWritten,
    reviewsToWrite: row.reviewsToWrite,
  };
}

function selectRides(db: Database) {
  return db.select(rideWithDriver).from(rides).innerJoin(profiles, eq(profiles.id, rides.driverId));
}

export async function findRide(db: Database, rideId: string): Promise<RideWithDriverRow | undefined> {
  const [row] = await selectRides(db).where(eq(rides.id, rideId));
  return row;
}

/** Where a signed-in viewer stands with a ride: what its page turns on beyond the ride itself. */
export interface ViewerOfRide {
  /** Either of them has blocked the other. */
  isBlocked: boolean;
  /** An approved or completed seat on it. */
  hasConfirmedSeat: boolean;
  /** A request on it that stands (pending, approved or completed). */
  isOnTrip: boolean;
  /** Their profile asks for women-only trips. */
  womenOnlyTrips: boolean;
}

/**
 * A ride with its driver, and where the viewer stands with it, in one query: a trip's page
 * is read far more often than anything else, and each further query was a round trip.
 */
export async function findRideForViewer(
  db: Database,
  rideId: string,
  viewerId: string,
): Promise<(RideWithDriverRow & { viewer: ViewerOfRide }) | undefined> {
  const seatOf = (statuses: SQL) => sql<boolean>`exists (select 1 from ${bookings}
    where ${bookings.rideId} = ${rides.id} and ${bookings.riderId} = ${viewerId} and ${bookings.status} in ${statuses})`;
  const [row] = await db
    .select({
      ...rideWithDriver,
      isBlocked: sql<boolean>`${blockedEitherWay(viewerId, rides.driverId)}`,
      hasConfirmedSeat: seatOf(sql`('approved', 'completed')`),
      isOnTrip: seatOf(sql`('pending', 'approved', 'completed')`),
      womenOnlyTrips: sql<
        boolean | null
      >`(select ${profiles.womenOnlyTrips} from ${profiles} where ${profiles.id} = ${viewerId})`,
    })
    .from(rides)
    .innerJoin(profiles, eq(profiles.id, rides.driverId))
    .where(eq(rides.id, rideId));
  if (!row) return undefined;
  const { isBlocked, hasConfirmedSeat, isOnTrip, womenOnlyTrips, ...ride } = row;
  return {
    ...ride,
    viewer: {
      isBlocked: Boolean(isBlocked),
      hasConfirmedSeat: Boolean(hasConfirmedSeat),
      isOnTrip: Boolean(isOnTrip),
      womenOnlyTrips: Boolean(womenOnlyTrips),
    },
  };
}

/** The rides with these ids (any status), each with its driver; unknown ids are left out. */
export function findRidesByIds(db: Database, rideIds: readonly string[]): Promise<RideWithDriverRow[]> {
  if (rideIds.length === 0) return Promise.resolve([]);
  return selectRides(db).where(inArray(rides.id, [...rideIds]));
}

/** What a viewer reads of a ride beyond its public fields. */
export interface RideReading {
  /** Notes as written: their own trip, or a confirmed seat on it. */
  notesAsWritten: boolean;
  /** Pickup and drop-off spots: their own trip, or a confirmed seat with no block between them and the driver. */
  withSpots: boolean;
}

/**
 * Of these rides, what the viewer reads of each (rides they read nothing more of are left
 * out): their own trips, and those on which they hold a confirmed seat (approved, or the
 * trip completed with them); the spots not while either has blocked the other.
 */
export async function findRideReadingsFor(
  db: Database,
  viewerId: string,
  rideIds: readonly string[],
): Promise<Map<string, RideReading>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: rides.id,
      isOwn: sql<boolean>`${rides.driverId} = ${viewerId}`,
      isBlocked: sql<boolean>`${blockedEitherWay(viewerId, rides.driverId)}`,
    })
    .from(rides)
    .where(
      and(
        inArray(rides.id, [...rideIds]),
        or(
          eq(rides.driverId, viewerId),
          sql`exists (select 1 from ${bookings} where ${bookings.rideId} = ${rides.id}
            and ${bookings.riderId} = ${viewerId} and ${bookings.status} in ('approved', 'completed'))`,
        ),
      ),
    );
  return new Map(
    rows.map((row) => [row.id, { notesAsWritten: true, withSpots: Boolean(row.isOwn) || !row.isBlocked }]),
  );
}

/** The driver's own ride, or undefined when it does not exist or is someone else's. */
export async function findOwnRide(
  db: Database,
  rideId: string,
  driverId: string,
): Promise<RideWithDriverRow | undefined> {
  const [row] = await selectRides(db).where(and(eq(rides.id, rideId), eq(rides.driverId, driverId)));
  return row;
}

export async function findRideByIdempotencyKey(
  db: Database,
  driverId: string,
  key: string,
): Promise<RideWithDriverRow | undefined> {
  const [row] = await selectRides(db).where(and(eq(rides.driverId, driverId), eq(rides.idempotencyKey, key)));
  return row;
}

/**
 * docs/product/trips.md#upcoming-and-past: upcoming is active and dated today or later, soonest first; past is
 * dated before today, completed or cancelled, latest first. `today` is America/New_York's.
 */
export function listDriverRides(
  db: Database,
  driverId: string,
  scope: RideScope,
  today: string,
): Promise<RideWithDriverRow[]> {
  const own = eq(rides.driverId, driverId);
  const query =
    scope === "upcoming"
      ? selectRides(db)
          .where(and(own, eq(rides.status, "active"), gte(rides.departureDate, today)))
          .orderBy(asc(rides.departureAt), asc(rides.createdAt))
      : selectRides(db)
          .where(
            and(own, or(lt(rides.departureDate, today), inArray(rides.status, ["completed", "cancelled"]))),
          )
          .orderBy(desc(rides.departureAt), desc(rides.createdAt));
  return query.limit(LIMITS.list);
}

/**
 * Whether the driver's account is live (not deactivated, not deleted), its profile row
 * share-locked until the transaction ends: a deactivation, which locks the row for update
 * before it cancels the driver's trips, either committed already and is seen here, or
 * waits for this transaction and then cancels the trip it inserts.
 */
export async function lockLiveDriver(db: Database, driverId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, driverId), eq(profiles.isActive, true), isNull(profiles.deactivatedAt)))
    .for("share");
  return row !== undefined;
}

/** Inserts a ride; undefined when the driver already made one with this idempotency key. */
export async function insertRide(db: Database, values: NewRideRow): Promise<string | undefined> {
  const [row] = await db
    .insert(rides)
    .values(values)
    .onConflictDoNothing({
      target: [rides.driverId, rides.idempotencyKey],
      where: sql`${rides.idempotencyKey} IS NOT NULL`,
    })
    .returning({ id: rides.id });
  return row?.id;
}

/** A trip's edit: the time, notes, seats, spots, and any of its preferences (a filter's shape). */
export interface RideChanges extends TripFilters {
  departureTime?: string;
  departureAt?: Date;
  notes?: string | null;
  pickupLabel?: string | null;
  pickupLat?: number | null;
  pickupLng?: number | null;
  pickupNote?: string | null;
  dropoffLabel?: string | null;
  dropoffLat?: number | null;
  dropoffLng?: number | null;
  dropoffNote?: string | null;
  availableSeats?: number;
}

/** A rider with a live request (pending or approved) on the ride who did not ask for women-only trips. */
const hasRiderWithoutWomenOnly = sql`exists (
  select 1 from ${bookings} inner join ${profiles} on ${profiles.id} = ${bookings.riderId}
  where ${bookings.rideId} = ${rides.id} and ${bookings.status} in ('pending', 'approved')
    and not ${profiles.womenOnlyTrips})`;

/** Whether the ride has a rider on it (pending or approved) who did not ask for women-only trips. */
export async function hasRidersWithoutWomenOnly(db: Database, rideId: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<boolean>`${hasRiderWithoutWomenOnly}` })
    .from(rides)
    .where(eq(rides.id, rideId));
  return Boolean(row?.found);
}

/**
 * Changes the driver's own active ride in one statement, guarded so seats never drop
 * below those already approved (the CHECK constraint stays the last line). False when no
 * row matched: not theirs, not active, or too few seats.
 */
export async function updateOwnActiveRide(
  db: Database,
  rideId: string,
  driverId: string,
  changes: RideChanges,
): Promise<boolean> {
  const guards = [eq(rides.id, rideId), eq(rides.driverId, driverId), eq(rides.status, "active")];
  if (changes.availableSeats !== undefined)
    guards.push(sql`${rides.seatsTaken} <= ${changes.availableSeats}`);
  // a trip becomes women-only only while no one on it is left out by that
  if (changes.womenOnly === true) guards.push(sql`(${rides.womenOnly} or not ${hasRiderWithoutWomenOnly})`);
  const updated = await db
    .update(rides)
    .set({ ...changes, updatedAt: now() })
    .where(and(...guards))
    .returning({ id: rides.id });
  return updated.length > 0;
}

/** Active → completed or cancelled, for the ride's driver only; false when no row matched. */
export async function closeOwnActiveRide(
  db: Database,
  rideId: string,
  driverId: string,
  status: "completed" | "cancelled",
): Promise<boolean> {
  const updated = await db
    .update(rides)
    .set({ status, updatedAt: now() })
    .where(and(eq(rides.id, rideId), eq(rides.driverId, driverId), eq(rides.status, "active")))
    .returning({ id: rides.id });
  return updated.length > 0;
}

/**
 * The 'cancelled late' mark: a trip its driver cancels with approved riders less than
 * LATE_CANCELLATION_HOURS before it leaves (or after) is recorded, with how many riders
 * it left without a seat. Nothing is written otherwise.
 */
export async function recordLateCancellation(db: Database, rideId: string): Promise<void> {
  await db.execute(sql`
    insert into late_cancellations (ride_id, driver_id, riders_affected)
    select r.id, r.driver_id, count(b.id)::int
      from rides r join bookings b on b.ride_id = r.id and b.status = 'approved'
      where r.id = ${rideId}
        and r.departure_at < ${nowSql()} + make_interval(hours => ${LATE_CANCELLATION_HOURS})
      group by r.id, r.driver_id
    on conflict (ride_id) do nothing`);
}

/** The driver's rides whose distance or duration is missing or zero (at most 100). */
export function listRidesMissingRoute(db: Database, driverId: string) {
  return db
    .select({
      id: rides.id,
      departureCity: rides.departureCity,
      destinationCity: rides.destinationCity,
      originAddress: rides.originAddress,
      destinationAddress: rides.destinationAddress,
      originLat: rides.originLat,
      originLng: rides.originLng,
      destinationLat: rides.destinationLat,
      destinationLng: rides.destinationLng,
    })
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driverId),
        or(
          isNull(rides.distanceMiles),
          eq(rides.distanceMiles, 0),
          isNull(rides.timeLength),
          eq(rides.timeLength, ""),
        ),
      ),
    )
    .orderBy(asc(rides.departureAt))
    .limit(LIMITS.list);
}

export type RideMissingRoute = Awaited<ReturnType<typeof listRidesMissingRoute>>[number];

export async function saveRouteInfo(
  db: Database,
  rideId: string,
  driverId: string,
  distanceMiles: number,
  timeLength: string,
): Promise<void> {
  await db
    .update(rides)
    .set({ distanceMiles, timeLength, updatedAt: now() })
    .where(and(eq(rides.id, rideId), eq(rides.driverId, driverId)));
}

/** What deciding whether a user may offer rides needs: role, car, license review. */
export async function findDriverStanding(db: Database, userId: string) {
  const [profile] = await db
    .select({
      userType: profiles.userType,
      isActive: profiles.isActive,
      carMake: profiles.carMake,
      carModel: profiles.carModel,
      carYear: profiles.carYear,
      carColor: profiles.carColor,
      licenseVerified: profiles.driverLicenseVerified,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return undefined;
  const [license] = await db
    .select({ status: driverLicenses.status })
    .from(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .orderBy(desc(driverLicenses.createdAt))
    .limit(1);
  return { ...profile, licenseStatus: license?.status ?? ("none" as const) };
}

export type DriverStanding = NonNullable<Awaited<ReturnType<typeof findDriverStanding>>>;
