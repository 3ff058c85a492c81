import { LIMITS } from "@campusride/shared/limits";
import { WOMEN_ONLY_REPORT_REASONS, type ReportStatus } from "@campusride/shared/domain/safety";
import { and, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.ts";
import {
  bookings,
  conversations,
  messages,
  profiles,
  reports,
  rides,
  session,
  user,
} from "../../../db/schema/index.ts";
import { now } from "../../../lib/clock.ts";

const reporter = alias(profiles, "reporter");
const reported = alias(profiles, "reported");

/**
 * The queue at one status, newest first, with both people, the trip of a reported message
 * and the other reports on the reported one.
 */
export function listReports(db: Database, status: ReportStatus) {
  return db
    .select({
      id: reports.id,
      status: reports.status,
      reason: reports.reason,
      details: reports.details,
      messageBody: reports.messageBody,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
      reporter: {
        id: reporter.id,
        firstName: reporter.firstName,
        lastName: reporter.lastName,
        email: reporter.email,
      },
      reported: {
        id: reported.id,
        firstName: reported.firstName,
        lastName: reported.lastName,
        email: reported.email,
        isActive: sql<boolean>`${reported.deactivatedAt} is null`,
        isDeleted: sql<boolean>`${reported.deletedAt} is not null`,
        womenOnlyTrips: reported.womenOnlyTrips,
      },
      // the trip the reported message was written about, or the disputed no-show's
      rideId: sql<string | null>`coalesce((select ${conversations.rideId} from ${messages}
        join ${conversations} on ${conversations.id} = ${messages.conversationId}
        where ${messages.id} = ${reports.messageId}),
        (select ${bookings.rideId} from ${bookings} where ${bookings.id} = ${reports.bookingId}))`,
      bookingId: reports.bookingId,
      noShowAt:
        sql<Date | null>`(select ${bookings.noShowAt} from ${bookings} where ${bookings.id} = ${reports.bookingId})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      noShowOverturnedAt: sql<Date | null>`(select ${bookings.noShowOverturnedAt} from ${bookings}
        where ${bookings.id} = ${reports.bookingId})`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
      otherReportsCount: sql<number>`(select count(*) from reports others
        where others.reported_user_id = ${reports.reportedUserId} and others.id <> ${reports.id})`.mapWith(
        Number,
      ),
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedUserId))
    .where(eq(reports.status, status))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(LIMITS.list);
}

/** An open report becomes dismissed; false when no open report has this id. */
export async function dismissOpenReport(db: Database, reportId: string, adminId: string): Promise<boolean> {
  const updated = await db
    .update(reports)
    .set({ status: "dismissed", resolvedAt: now(), resolvedBy: adminId })
    .where(and(eq(reports.id, reportId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return updated.length > 0;
}

export async function reportExists(db: Database, reportId: string): Promise<boolean> {
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
  return row !== undefined;
}

/** The account, locked until the transaction ends: its address, deletion and deactivation. */
export async function lockAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      firstName: profiles.firstName,
      deletedAt: profiles.deletedAt,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId))
    // lets foreign-key checks through (KEY SHARE), as the deletion's lock does
    .for("no key update", { of: profiles });
  return row;
}

export async function setDeactivated(db: Database, userId: string, deactivatedAt: Date | null) {
  await db
    .update(profiles)
    .set({ isActive: deactivatedAt === null, deactivatedAt, updatedAt: now() })
    .where(eq(profiles.id, userId));
}

/**
 * The rider's pending requests on trips still to come (only the women-only ones when
 * `womenOnlyTripsOnly`) are withdrawn, as the rider's own cancel does: each driver is told.
 */
export async function withdrawPendingRequestsOf(
  db: Database,
  riderId: string,
  now: Date,
  womenOnlyTripsOnly = false,
) {
  await db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(bookings.riderId, riderId),
        eq(bookings.status, "pending"),
        inArray(
          bookings.rideId,
          db
            .select({ id: rides.id })
            .from(rides)
            .where(
              and(
                eq(rides.status, "active"),
                gt(rides.departureAt, now),
                womenOnlyTripsOnly ? eq(rides.womenOnly, true) : undefined,
              ),
            ),
        ),
      ),
    );
}

export async function endSessionsOf(db: Database, userId: string) {
  await db.delete(session).where(eq(session.userId, userId));
}

/** Every open report about the user becomes actioned. */
export async function actionOpenReportsAbout(db: Database, userId: string, adminId: string, now: Date) {
  await db
    .update(reports)
    .set({ status: "actioned", resolvedAt: now, resolvedBy: adminId })
    .where(and(eq(reports.reportedUserId, userId), eq(reports.status, "open")));
}

/** Whether the report exists and is about this user. */
export async function isReportAbout(db: Database, reportId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.reportedUserId, userId)));
  return row !== undefined;
}

/**
 * The student's women-only choice as an admin decided it: made (locked) from now on. Open
 * women-only reports about them (change requests, drivers' reports) and `reportId` are
 * actioned, in the caller's transaction.
 */
export async function setWomenOnlyChoice(
  db: Database,
  userId: string,
  womenOnlyTrips: boolean,
  resolution: { adminId: string; reportId: string | undefined; now: Date },
) {
  const { adminId, reportId, now } = resolution;
  await db
    .update(profiles)
    .set({ womenOnlyTrips, womenOnlyTripsChosenAt: now, updatedAt: now })
    .where(eq(profiles.id, userId));
  await db
    .update(reports)
    .set({ status: "actioned", resolvedAt: now, resolvedBy: adminId })
    .where(
      and(
        eq(reports.reportedUserId, userId),
        eq(reports.status, "open"),
        or(
          inArray(reports.reason, [...WOMEN_ONLY_REPORT_REASONS]),
          reportId === undefined ? undefined : eq(reports.id, reportId),
        ),
      ),
    );
}

/** An open no-show dispute, locked until the transaction ends; undefined for any other report. */
export async function lockOpenDispute(db: Database, reportId: string) {
  const [row] = await db
    .select({ id: reports.id, bookingId: reports.bookingId, riderId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.status, "open"), eq(reports.reason, "no_show_dispute")))
    .for("update");
  return row;
}

/** Closes a dispute: dismissed (the no-show stands) or actioned (overturned). */
export async function resolveReport(
  db: Database,
  reportId: string,
  adminId: string,
  status: "dismissed" | "actioned",
): Promise<void> {
  await db
    .update(reports)
    .set({ status, resolvedAt: now(), resolvedBy: adminId })
    .where(eq(reports.id, reportId));
}

/** The booking's no-show no longer counts. */
export async function overturnNoShow(db: Database, bookingId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ noShowOverturnedAt: now(), updatedAt: now() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "no_show")));
}

/** Tells the rider of the admin's answer to their dispute, in the deciding transaction. */
export async function notifyDisputeDecided(
  db: Database,
  riderId: string,
  bookingId: string,
  outcome: "upheld" | "overturned",
): Promise<void> {
  await db.execute(sql`
    select campusride_notify_user(${riderId}, 'no_show_dispute_decided', r.id, b.id,
      campusride_trip_data(r) || jsonb_build_object('outcome', ${outcome}::text))
    from bookings b join rides r on r.id = b.ride_id where b.id = ${bookingId}`);
}
