import { LIMITS } from "@campusride/shared/limits";
import type { ReportReason } from "@campusride/shared/domain/safety";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { shownFirstName, shownLastName } from "../../lib/deleted-user.ts";
import {
  bookings,
  conversations,
  messages,
  profiles,
  reports,
  rides,
  userBlocks,
} from "../../db/schema/index.ts";
import { now as clockNow, nowSql } from "../../lib/clock.ts";

/** Whether a live (not deleted) profile has this id. */
export async function isLiveProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  return row !== undefined;
}

/** Records the block; false when it was there already. */
export async function insertBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const inserted = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: userBlocks.blockerId });
  return inserted.length > 0;
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The students this user blocked, newest first, by name. */
export function listBlocksBy(db: Database, blockerId: string) {
  return db
    .select({
      id: profiles.id,
      firstName: shownFirstName,
      lastName: shownLastName,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(profiles, eq(profiles.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt))
    .limit(LIMITS.list);
}

/** Pending requests of `riderId` on the active trips of `driverId` that have not left. */
function pendingRequestsOn(riderId: string, driverId: string) {
  return and(
    eq(bookings.riderId, riderId),
    eq(bookings.status, "pending"),
    inArray(
      bookings.rideId,
      sql`(select ${rides.id} from ${rides} where ${rides.driverId} = ${driverId}
        and ${rides.status} = 'active' and ${rides.departureAt} > ${nowSql()})`,
    ),
  );
}

/**
 * At the moment of a block, the pending requests between the two are settled: the blocked
 * student's requests on the blocker's trips are rejected (as the driver's reject would),
 * the blocker's requests on the other's trips withdrawn (as the rider's cancel would). The
 * booking trigger tells each side as it does for those. Approved seats stay.
 */
export async function settlePendingBetween(db: Database, blockerId: string, blockedId: string) {
  const now = clockNow();
  await db
    .update(bookings)
    .set({ status: "rejected", updatedAt: now })
    .where(pendingRequestsOn(blockedId, blockerId));
  await db
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now })
    .where(pendingRequestsOn(blockerId, blockedId));
}

/**
 * Locks the reporter's profile row until the transaction ends: two reports by one student
 * at once are counted one after the other, so the day's cap holds.
 */
export async function lockReporter(db: Database, reporterId: string) {
  const [row] = await db
    .select({ womenOnlyTripsChosenAt: profiles.womenOnlyTripsChosenAt })
    .from(profiles)
    .where(eq(profiles.id, reporterId))
    .for("no key update");
  return row;
}

/** Whether the student's own request to change their women-only choice still waits in the queue. */
export async function hasOpenChangeRequest(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, userId),
        eq(reports.reportedUserId, userId),
        eq(reports.reason, "women_only_change"),
        eq(reports.status, "open"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many reports the student has filed since `since`. */
export async function countReportsSince(db: Database, reporterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * The body of a message `senderId` sent in a conversation `readerId` is part of; undefined
 * for any other message (someone else's thread, or another sender).
 */
export async function findMessageBody(
  db: Database,
  messageId: string,
  senderId: string,
  readerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ body: messages.body })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.senderId, senderId),
        or(eq(conversations.riderId, readerId), eq(conversations.driverId, readerId)),
      ),
    );
  return row?.body;
}

export interface NewReport {
  reporterId: string;
  reportedUserId: string;
  messageId: string | null;
  messageBody: string | null;
  reason: ReportReason;
  details: string | null;
}

export async function insertReport(db: Database, values: NewReport): Promise<string> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}
