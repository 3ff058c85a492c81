import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { notificationText } from "@campusride/shared/domain/notifications";
import { shortTime } from "@campusride/shared/domain/local-time";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { alias } from "drizzle-orm/pg-core";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  driverLicenses,
  notifications,
  profiles,
  rideAlerts,
  reports,
  rides,
  session,
  user,
  userBlocks,
} from "../../db/schema/index.ts";
import { shownFirstName } from "../../lib/deleted-user.ts";
import { conversationsOf } from "./export-messages.ts";
import { paymentsOf } from "./export-payments.ts";
import { sharedTripsOf } from "./export-shared-trips.ts";
import { reviewsForExport } from "./export-reviews.ts";
import { findEmailPreferences, findSignInMethods } from "./queries.ts";
import { now } from "../../lib/clock.ts";

/** The owner's view of their profile; the profiles feature answers (app.ts hands it in). */
export type ReadOwnProfile = (db: Database, userId: string) => Promise<PrivateProfile>;

/**
 * Everything CampusRide keeps about the user, as a document they may download (GDPR-style
 * access and portability): their own fields in full; other people only by first name; no
 * secrets (password hashes, session and provider tokens) and no file bytes.
 */
export async function exportAccountData(
  db: Database,
  userId: string,
  currentSessionId: string,
  readOwnProfile: ReadOwnProfile,
) {
  const [accountRow] = await db
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const methods = await findSignInMethods(db, userId);
  const sessions = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt));

  return {
    exportedAt: now().toISOString(),
    profile: await readOwnProfile(db, userId),
    account: {
      email: accountRow?.email ?? null,
      emailVerified: accountRow?.emailVerified ?? false,
      twoFactorEnabled: accountRow?.twoFactorEnabled ?? false,
      createdAt: accountRow?.createdAt.toISOString() ?? null,
      signInMethods: methods.map((method) => ({
        provider: method.providerId === "credential" ? "password" : method.providerId,
        since: method.createdAt.toISOString(),
      })),
    },
    tripsAsDriver: await tripsAsDriver(db, userId),
    bookingsAsRider: await bookingsAsRider(db, userId),
    notifications: await ownNotifications(db, userId),
    rideAlerts: await ownRideAlerts(db, userId),
    conversations: await conversationsOf(db, userId),
    sharedTrips: await sharedTripsOf(db, userId),
    emailPreferences: await emailPreferences(db, userId),
    driverLicense: await licenseFacts(db, userId),
    ...(await safetyRecords(db, userId)),
    ...(await reviewsForExport(db, userId)),
    ...(await paymentsOf(db, userId)),
    sessions: sessions.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      isCurrent: row.id === currentSessionId,
    })),
  };
}

function tripFacts(ride: typeof rides.$inferSelect) {
  return {
    from: ride.departureCity,
    to: ride.destinationCity,
    originAddress: ride.originAddress,
    destinationAddress: ride.destinationAddress,
    departureDate: ride.departureDate,
    departureTime: shortTime(ride.departureTime),
  };
}

/** The user's trips as a driver, each with its requests: riders by first name only. */
async function tripsAsDriver(db: Database, driverId: string) {
  const trips = await db
    .select()
    .from(rides)
    .where(eq(rides.driverId, driverId))
    .orderBy(desc(rides.departureAt));
  const requests = await db
    .select({
      rideId: bookings.rideId,
      riderFirstName: shownFirstName,
      seatsRequested: bookings.seatsRequested,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(profiles, eq(profiles.id, bookings.riderId))
    .where(eq(rides.driverId, driverId))
    .orderBy(asc(bookings.createdAt));
  return trips.map((ride) => ({
    id: ride.id,
    ...tripFacts(ride),
    availableSeats: ride.availableSeats,
    seatsTaken: ride.seatsTaken,
    pricePerSeatCents: ride.pricePerSeatCents,
    earnedCents: ride.priceCents,
    status: ride.status,
    distanceMiles: ride.distanceMiles,
    timeLength: ride.timeLength,
    notes: ride.notes,
    createdAt: ride.createdAt.toISOString(),
    requests: requests
      .filter((request) => request.rideId === ride.id)
      .map(({ rideId: _rideId, createdAt, ...request }) => ({
        ...request,
        createdAt: createdAt.toISOString(),
      })),
  }));
}

/** The user's requests as a rider, each with its trip: the driver by first name only. */
async function bookingsAsRider(db: Database, riderId: string) {
  const driver = alias(profiles, "driver");
  const rows = await db
    .select({
      booking: bookings,
      ride: rides,
      driverFirstName: driver.firstName,
      driverDeletedAt: driver.deletedAt,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .where(eq(bookings.riderId, riderId))
    .orderBy(desc(rides.departureAt));
  return rows.map(({ booking, ride, driverFirstName, driverDeletedAt }) => ({
    id: booking.id,
    trip: {
      ...tripFacts(ride),
      status: ride.status,
      driverFirstName: driverDeletedAt ? DELETED_USER_NAME : driverFirstName,
    },
    seatsRequested: booking.seatsRequested,
    bagsCount: booking.bagsCount,
    totalPriceCents: booking.totalPriceCents,
    priceCents: booking.priceCents,
    status: booking.status,
    notes: booking.notes,
    createdAt: booking.createdAt.toISOString(),
  }));
}

async function ownNotifications(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id));
  return rows.map((row) => ({
    type: row.type,
    text: notificationText(row.type, row.data),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
}

/** The user's saved searches (ride alerts), expired ones too until they are cleared. */
async function ownRideAlerts(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(rideAlerts)
    .where(eq(rideAlerts.userId, userId))
    .orderBy(asc(rideAlerts.departureDate), asc(rideAlerts.createdAt));
  return rows.map((row) => ({
    originAddress: row.originAddress,
    destinationAddress: row.destinationAddress,
    departureDate: row.departureDate,
    passengers: row.passengers,
    filters: row.filters,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function emailPreferences(db: Database, userId: string) {
  const row = await findEmailPreferences(db, userId);
  return {
    newRequest: row?.emailNewRequest ?? true,
    requestAnswered: row?.emailRequestAnswered ?? true,
    tripChanged: row?.emailTripChanged ?? true,
    reminder: row?.emailReminder ?? true,
    message: row?.emailMessage ?? true,
    rideAlert: row?.emailRideAlert ?? true,
  };
}

async function licenseFacts(db: Database, userId: string) {
  const rows = await db
    .select({
      status: driverLicenses.status,
      contentType: driverLicenses.contentType,
      sizeBytes: driverLicenses.sizeBytes,
      rejectionReason: driverLicenses.rejectionReason,
      uploadedAt: driverLicenses.createdAt,
      reviewedAt: driverLicenses.reviewedAt,
    })
    .from(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .orderBy(desc(driverLicenses.createdAt));
  return rows.map((row) => ({
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}

/**
 * The blocks the user made and the reports they filed (decision 0028); reports about
 * them are the admins' record and stay out. Other people by first name only.
 */
async function safetyRecords(db: Database, userId: string) {
  const blocks = await db
    .select({ firstName: shownFirstName, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(profiles, eq(profiles.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt));
  const filed = await db
    .select({
      reportedFirstName: shownFirstName,
      reason: reports.reason,
      details: reports.details,
      isAboutMessage: sql<boolean>`${reports.messageId} is not null`,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedUserId))
    .where(eq(reports.reporterId, userId))
    .orderBy(desc(reports.createdAt));
  return {
    blockedUsers: blocks.map((row) => ({ firstName: row.firstName, since: row.createdAt.toISOString() })),
    reportsFiled: filed.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
