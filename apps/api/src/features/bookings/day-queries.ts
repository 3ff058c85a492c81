import {
  DRIVER_NO_SHOW_AFTER_MINUTES,
  RIDE_DAY_OPENS_MINUTES,
  RIDER_NO_SHOW_AFTER_MINUTES,
} from "@campusride/shared/domain/ride-day";
import type { TripDay } from "@campusride/shared/schemas/bookings";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, reports, rides, type BookingRow } from "../../db/schema/index.ts";
import { now, nowMs } from "../../lib/clock.ts";

const MINUTE_MS = 60 * 1000;

/** What the trip's day rules need to know about a ride. */
export async function findRideDay(db: Database, rideId: string) {
  const [row] = await db
    .select({
      id: rides.id,
      driverId: rides.driverId,
      status: rides.status,
      departureAt: rides.departureAt,
      delayMinutes: rides.delayMinutes,
      startedAt: rides.startedAt,
      driverNoShowAt: rides.driverNoShowAt,
    })
    .from(rides)
    .where(eq(rides.id, rideId));
  return row;
}

/**
 * Where the trip's day stands, with what may be done now by the server's clock (the web
 * enables its buttons from these). The departure that counts is departure + delay.
 */
export function toTripDay(ride: {
  status: string;
  departureAt: Date;
  startedAt: Date | null;
  delayMinutes: number;
  driverNoShowAt: Date | null;
}): TripDay {
  const departure = ride.departureAt.getTime() + ride.delayMinutes * MINUTE_MS;
  const present = nowMs();
  const isActive = ride.status === "active";
  return {
    startedAt: ride.startedAt?.toISOString() ?? null,
    delayMinutes: ride.delayMinutes,
    driverNoShowAt: ride.driverNoShowAt?.toISOString() ?? null,
    canStart: isActive && !ride.startedAt && present >= departure - RIDE_DAY_OPENS_MINUTES * MINUTE_MS,
    canMarkNoShow: isActive && present >= departure + RIDER_NO_SHOW_AFTER_MINUTES * MINUTE_MS,
    canReportDriverNoShow:
      isActive && !ride.startedAt && present >= departure + DRIVER_NO_SHOW_AFTER_MINUTES * MINUTE_MS,
  };
}

/** A ride's approved seats (the riders who may be in the car). */
export function listApprovedSeats(db: Database, rideId: string) {
  return db
    .select({ id: bookings.id, riderId: bookings.riderId })
    .from(bookings)
    .where(and(eq(bookings.rideId, rideId), eq(bookings.status, "approved")));
}

/** Marks the ride started, once: false when it had started already (or is no longer active). */
export async function markRideStarted(tx: Database, rideId: string): Promise<boolean> {
  const updated = await tx
    .update(rides)
    .set({ startedAt: now(), updatedAt: now() })
    .where(and(eq(rides.id, rideId), eq(rides.status, "active"), isNull(rides.startedAt)))
    .returning({ id: rides.id });
  return updated.length > 0;
}

/** The approved seats the driver ticked as in the car. */
export async function markPickedUp(tx: Database, rideId: string, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return tx
    .update(bookings)
    .set({ pickedUpAt: now(), updatedAt: now() })
    .where(
      and(eq(bookings.rideId, rideId), eq(bookings.status, "approved"), inArray(bookings.id, bookingIds)),
    )
    .returning({ id: bookings.id });
}

/**
 * A confirmed rider becomes a no-show, guarded: still approved, never checked in, never
 * picked up (a change committed meanwhile leaves it as it is: undefined).
 */
export async function markNoShow(db: Database, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ status: "no_show", noShowAt: now(), updatedAt: now() })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, "approved"),
        isNull(bookings.checkedInAt),
        isNull(bookings.pickedUpAt),
      ),
    )
    .returning();
  return row;
}

/**
 * The trip ends as the driver's no-show, guarded: still active and never started. Its
 * status becomes 'cancelled' (the ride's trigger tells its riders, and the money of a
 * driver's cancellation follows).
 */
export async function markDriverNoShow(tx: Database, rideId: string, riderId: string): Promise<boolean> {
  const updated = await tx
    .update(rides)
    .set({ status: "cancelled", driverNoShowAt: now(), driverNoShowReportedBy: riderId, updatedAt: now() })
    .where(and(eq(rides.id, rideId), eq(rides.status, "active"), isNull(rides.startedAt)))
    .returning({ id: rides.id });
  return updated.length > 0;
}

/** The rider's approved seat on the ride, if they hold one. */
export async function findApprovedSeat(db: Database, rideId: string, riderId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.rideId, rideId), eq(bookings.riderId, riderId), eq(bookings.status, "approved")));
  return row;
}

/** Files the rider's dispute of a no-show in the admin queue; undefined when one is there already. */
export async function insertNoShowDispute(
  db: Database,
  dispute: { bookingId: string; riderId: string; driverId: string; reason: string },
) {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: dispute.riderId,
      reportedUserId: dispute.driverId,
      reason: "no_show_dispute",
      bookingId: dispute.bookingId,
      details: dispute.reason,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row;
}

/**
 * Whether the booking's no-show was disputed, and whether an admin upheld it (the dispute's
 * report dismissed: the no-show stands).
 */
export async function noShowDisputeOf(
  db: Database,
  bookingId: string,
): Promise<{ noShowDisputed: boolean; noShowUpheld: boolean }> {
  const [row] = await db
    .select({ status: reports.status })
    .from(reports)
    .where(eq(reports.bookingId, bookingId));
  return { noShowDisputed: row !== undefined, noShowUpheld: row?.status === "dismissed" };
}

/**
 * Tells one user of a trip's day event, in the transaction of the change (the trip's
 * cities and time, and `extra`): see campusride_notify_user.
 */
export async function notifyOfDay(
  db: Database,
  notice: {
    userId: string;
    type: "no_show_marked" | "driver_no_show" | "ride_day_status";
    rideId: string;
    bookingId?: string | null;
    extra?: Record<string, unknown>;
  },
): Promise<void> {
  await db.execute(sql`
    select campusride_notify_user(${notice.userId}, ${notice.type}::notification_type, r.id,
      ${notice.bookingId ?? null}::uuid, campusride_trip_data(r) || ${JSON.stringify(notice.extra ?? {})}::jsonb)
    from rides r where r.id = ${notice.rideId}`);
}
