import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";
import type { RideDayEventKind } from "@campusride/shared/domain/ride-day";
import { blockedEitherWay } from "../../db/blocks.ts";
import type { Database } from "../../db/client.ts";
import { now } from "../../lib/clock.ts";
import { bookings, profiles, rideDayEvents, rides } from "../../db/schema/index.ts";

interface NewRideDayEvent {
  rideId: string;
  /** The rider the entry is about (checked in, running late, picked up, no-show). */
  bookingId?: string | null;
  actorId: string;
  kind: RideDayEventKind;
  minutes?: number | null;
}

/**
 * Adds one entry to the trip's day timeline, in the transaction that makes the change, at
 * the server clock's present (the rules it is read against use that clock too).
 */
export async function insertRideDayEvent(db: Database, event: NewRideDayEvent) {
  const [row] = await db
    .insert(rideDayEvents)
    .values({
      ...event,
      bookingId: event.bookingId ?? null,
      minutes: event.minutes ?? null,
      createdAt: now(),
    })
    .returning();
  return row!;
}

const rideDayColumns = {
  id: rides.id,
  driverId: rides.driverId,
  status: rides.status,
  departureAt: rides.departureAt,
  delayMinutes: rides.delayMinutes,
  lateCount: rides.lateCount,
};

/** The ride as its day needs it; locked until the transaction ends when `lock` is set. */
export async function findRideForDay(db: Database, rideId: string, lock = false) {
  const query = db.select(rideDayColumns).from(rides).where(eq(rides.id, rideId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * The user's approved seat on the ride, unless a block stands between them and its driver
 * (either way): then the trip's day is not theirs to follow.
 */
export async function findApprovedSeat(db: Database, rideId: string, riderId: string) {
  const [row] = await db
    .select({ id: bookings.id, checkedInAt: bookings.checkedInAt })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      and(
        eq(bookings.rideId, rideId),
        eq(bookings.riderId, riderId),
        eq(bookings.status, "approved"),
        sql`not ${blockedEitherWay(bookings.riderId, rides.driverId)}`,
      ),
    );
  return row;
}

/** The driver ran late again: the departure riders see moves by `minutes`. */
export async function addDelay(db: Database, rideId: string, minutes: number): Promise<void> {
  await db
    .update(rides)
    .set({
      delayMinutes: sql`${rides.delayMinutes} + ${minutes}`,
      lateCount: sql`${rides.lateCount} + 1`,
    })
    .where(eq(rides.id, rideId));
}

/** The rider is at the pickup ("I'm here"): the first time counts. */
export async function checkIn(db: Database, bookingId: string, at: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ checkedInAt: at })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.checkedInAt)));
}

const actor = alias(profiles, "actor");
const rider = alias(profiles, "rider");
const aboutBooking = alias(bookings, "about_booking");

/**
 * The timeline as one reader sees it, oldest first, with first names: the driver every
 * entry but those about a rider a block now separates from them; a rider the trip's own
 * entries and those about their own seat, never another rider's.
 */
export async function listTimeline(
  db: Database,
  rideId: string,
  reader: { role: "driver" } | { role: "rider"; bookingId: string },
) {
  const shown =
    reader.role === "rider"
      ? or(isNull(rideDayEvents.bookingId), eq(rideDayEvents.bookingId, reader.bookingId))
      : or(
          isNull(rideDayEvents.bookingId),
          sql`not ${blockedEitherWay(aboutBooking.riderId, rides.driverId)}`,
        );
  return db
    .select({
      id: rideDayEvents.id,
      kind: rideDayEvents.kind,
      minutes: rideDayEvents.minutes,
      createdAt: rideDayEvents.createdAt,
      actorFirstName: actor.firstName,
      actorDeletedAt: actor.deletedAt,
      riderFirstName: rider.firstName,
      riderDeletedAt: rider.deletedAt,
    })
    .from(rideDayEvents)
    .innerJoin(rides, eq(rides.id, rideDayEvents.rideId))
    .innerJoin(actor, eq(actor.id, rideDayEvents.actorId))
    .leftJoin(aboutBooking, eq(aboutBooking.id, rideDayEvents.bookingId))
    .leftJoin(rider, eq(rider.id, aboutBooking.riderId))
    .where(and(eq(rideDayEvents.rideId, rideId), shown))
    .orderBy(asc(rideDayEvents.id));
}

/** The departure riders see, as the notification's texts write it: local date and HH:MM. */
const movedLocal = sql`((r.departure_at + make_interval(mins => r.delay_minutes)) at time zone ${TRIP_TIME_ZONE}::text)`;

function dayData(kind: RideDayEventKind, minutes: number | undefined) {
  const late = minutes === undefined ? sql`'{}'::jsonb` : sql`jsonb_build_object('minutes', ${minutes}::int)`;
  return sql`campusride_trip_data(r) || jsonb_build_object(
      'departureDate', to_char(${movedLocal}, 'YYYY-MM-DD'),
      'departureTime', to_char(${movedLocal}, 'HH24:MI'),
      'dayKind', ${kind}::text) || ${late}`;
}

/**
 * A driver's status reaches every approved rider of the trip (a ride_day_status
 * notification each, in the transaction of the change), but one a block separates from
 * the driver.
 */
export async function notifyRiders(
  db: Database,
  rideId: string,
  kind: RideDayEventKind,
  minutes: number | undefined,
): Promise<void> {
  await db.execute(sql`
    select campusride_notify_user(b.rider_id, 'ride_day_status', r.id, b.id, ${dayData(kind, minutes)})
    from rides r
    join bookings b on b.ride_id = r.id and b.status = 'approved'
    where r.id = ${rideId} and not ${blockedEitherWay(sql`b.rider_id`, sql`r.driver_id`)}`);
}

/** A rider's status reaches the trip's driver, naming the rider and their booking. */
export async function notifyDriver(
  db: Database,
  bookingId: string,
  kind: RideDayEventKind,
  minutes: number | undefined,
): Promise<void> {
  await db.execute(sql`
    select campusride_notify_user(r.driver_id, 'ride_day_status', r.id, b.id,
      ${dayData(kind, minutes)} || jsonb_build_object('riderFirstName', p.first_name))
    from bookings b
    join rides r on r.id = b.ride_id
    join profiles p on p.id = b.rider_id
    where b.id = ${bookingId}`);
}
