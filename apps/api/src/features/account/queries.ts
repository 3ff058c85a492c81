import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  account,
  bookings,
  notificationPreferences,
  notifications,
  profiles,
  rides,
  session,
  user,
} from "../../db/schema/index.ts";

/** The ways this account signs in (better-auth's account rows): provider and since when. */
export function findSignInMethods(db: Database, userId: string) {
  return db
    .select({
      providerId: account.providerId,
      hasPassword: sql<boolean>`${account.password} is not null`,
      createdAt: account.createdAt,
    })
    .from(account)
    .where(eq(account.userId, userId));
}

/** Locks a live (not deleted) profile for its deletion; its name, or undefined when already deleted. */
export async function lockLiveProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    // not FOR UPDATE: the foreign-key checks of rows written for this user meanwhile (a
    // notification of an approval) take KEY SHARE, which this lock lets through, so an
    // approval racing the deletion cannot deadlock with it
    .for("no key update");
  return row;
}

/**
 * Removes an account that never completed its sign-up (a Google sign-in without a
 * profile): nothing of it is kept, so its user row goes with its sign-in methods and
 * sessions (on delete cascade). False when the account has a profile (a deleted one).
 */
export async function removeAccountWithoutProfile(db: Database, userId: string): Promise<boolean> {
  // locked first: a completion writing the profile meanwhile waits, then finds no account
  await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  const removed = await db
    .delete(user)
    .where(
      and(eq(user.id, userId), sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${userId})`),
    )
    .returning({ id: user.id });
  return removed.length > 0;
}

/** Marks the profile deleted and hidden; `firstName` is what the triggers' texts name it meanwhile. */
export async function markProfileDeleted(db: Database, userId: string, now: Date, firstName: string) {
  await db
    .update(profiles)
    .set({ isActive: false, deletedAt: now, firstName, updatedAt: now })
    .where(eq(profiles.id, userId));
}

export async function restoreFirstName(db: Database, userId: string, firstName: string) {
  await db.update(profiles).set({ firstName }).where(eq(profiles.id, userId));
}

/**
 * The driver's active trips that have not left become cancelled, the way a driver's own
 * cancel does: the trigger of db/functions/campusride_ride_event.sql tells each rider
 * with a live request.
 */
export async function cancelUpcomingTrips(db: Database, driverId: string, now: Date): Promise<string[]> {
  const cancelled = await db
    .update(rides)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(rides.driverId, driverId), eq(rides.status, "active"), gt(rides.departureAt, now)))
    .returning({ id: rides.id });
  return cancelled.map((row) => row.id);
}

/**
 * The rider's pending and approved requests on active trips that have not left, locked:
 * an approval racing the deletion waits for it, then finds the request cancelled.
 */
export function lockLiveRequests(db: Database, riderId: string, now: Date) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      rideId: bookings.rideId,
      seats: bookings.seatsRequested,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      and(
        eq(bookings.riderId, riderId),
        inArray(bookings.status, ["pending", "approved"]),
        eq(rides.status, "active"),
        gt(rides.departureAt, now),
      ),
    )
    .for("update", { of: bookings });
}

/** Withdraws pending requests as the rider's own cancel does: the trigger tells each driver. */
export async function withdrawPendingRequests(db: Database, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return;
  await db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, "pending")));
}

/**
 * Cancels approved requests: their seats go back to the trip, and the booking trigger
 * tells each driver (campusride_booking_event), naming the deleted user. The money follows the
 * Terms as of now: the payments reconciliation refunds it.
 */
export async function cancelApprovedRequests(
  db: Database,
  requests: ReadonlyArray<{ id: string; rideId: string; seats: number }>,
  now: Date,
) {
  if (requests.length === 0) return;
  for (const request of requests) {
    await db
      .update(rides)
      .set({ seatsTaken: sql`${rides.seatsTaken} - ${request.seats}`, updatedAt: now })
      .where(eq(rides.id, request.rideId));
  }
  const ids = requests.map((request) => request.id);
  await db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(inArray(bookings.id, ids), eq(bookings.status, "approved")));
}

/**
 * What other users were told about this account's trips and requests names it as a
 * deleted user from now on: their notifications keep the trip, not the person.
 */
export async function renameInOthersNotifications(db: Database, userId: string) {
  await db.execute(sql`
    update ${notifications} set data = data || jsonb_build_object('riderFirstName', ${DELETED_USER_NAME}::text)
    where user_id <> ${userId} and data ? 'riderFirstName'
      and booking_id in (select id from ${bookings} where rider_id = ${userId})`);
  await db.execute(sql`
    update ${notifications} set data = data || jsonb_build_object('driverFirstName', ${DELETED_USER_NAME}::text)
    where user_id <> ${userId} and data ? 'driverFirstName'
      and ride_id in (select id from ${rides} where driver_id = ${userId})`);
}

/** No email waits for the account any more (one a sender holds already may still go). */
export async function dropWaitingEmails(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ emailStatus: "none", emailAt: null })
    .where(and(eq(notifications.userId, userId), eq(notifications.emailStatus, "pending")));
}

/** Signs the account out everywhere. */
export async function deleteSessions(db: Database, userId: string) {
  await db.delete(session).where(eq(session.userId, userId));
}

/** The email preferences row, if the user ever saved one. */
export async function findEmailPreferences(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}
