import { SAFETY_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import type { BlockedUser, createReportInputSchema } from "@campusride/shared/schemas/safety";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  countReportsSince,
  deleteBlock,
  findMessageBody,
  hasOpenChangeRequest,
  insertBlock,
  insertReport,
  isLiveProfile,
  listBlocksBy,
  lockReporter,
  settlePendingBetween,
} from "./queries.ts";
import { nowMs } from "../../lib/clock.ts";

/** Reports one student may file in a day: enough for real trouble, too few to flood the queue. */
export const REPORTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

async function assertOtherLiveUser(db: Database, userId: string, otherId: string, selfMessage: string) {
  if (otherId === userId) throw new AppError("VALIDATION", selfMessage);
  if (!(await isLiveProfile(db, otherId))) throw new AppError("NOT_FOUND", SAFETY_MESSAGES.userNotFound);
}

/**
 * Blocks another student (docs/decisions/0028-report-and-block.md). In one transaction with
 * the block, the pending requests between the two are settled; approved seats stay. A block
 * already there is left as it is (`created` false).
 */
export async function blockUser(
  db: Database,
  blockerId: string,
  blockedId: string,
): Promise<{ created: boolean }> {
  await assertOtherLiveUser(db, blockerId, blockedId, SAFETY_MESSAGES.blockSelf);
  return db.transaction(async (tx) => {
    const created = await insertBlock(tx, blockerId, blockedId);
    if (created) await settlePendingBetween(tx, blockerId, blockedId);
    return { created };
  });
}

/** Lifts the user's own block, if there is one (a repeat changes nothing). */
export async function unblockUser(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await deleteBlock(db, blockerId, blockedId);
}

export async function listBlockedUsers(db: Database, blockerId: string): Promise<BlockedUser[]> {
  const rows = await listBlocksBy(db, blockerId);
  return rows.map(({ createdAt, ...user }) => ({ user, createdAt: createdAt.toISOString() }));
}

type CreateReport = z.output<typeof createReportInputSchema>;

/**
 * Files a report into the admin queue. A message report names a message the reported
 * student sent in a conversation the reporter is part of (else 404, as if it did not
 * exist); its body is kept as it reads now. Nothing is shown to the reported student.
 * The day's cap is counted and the report written with the reporter's profile locked, so
 * reports sent at once cannot all pass the count.
 */
export async function fileReport(db: Database, reporterId: string, input: CreateReport): Promise<string> {
  await assertOtherLiveUser(db, reporterId, input.userId, SAFETY_MESSAGES.reportSelf);
  let messageBody: string | null = null;
  if (input.messageId !== undefined) {
    const body = await findMessageBody(db, input.messageId, input.userId, reporterId);
    if (body === undefined) throw new AppError("NOT_FOUND", SAFETY_MESSAGES.messageNotFound);
    messageBody = body;
  }
  return db.transaction(async (tx) => {
    await lockReporter(tx, reporterId);
    await assertUnderDailyCap(tx, reporterId);
    return insertReport(tx, {
      reporterId,
      reportedUserId: input.userId,
      messageId: input.messageId ?? null,
      messageBody,
      reason: input.reason,
      details: input.details ?? null,
    });
  });
}

/** The day's cap, counted while the caller holds the reporter's profile locked (lockReporter). */
async function assertUnderDailyCap(tx: Database, reporterId: string): Promise<void> {
  if ((await countReportsSince(tx, reporterId, new Date(nowMs() - DAY_MS))) >= REPORTS_PER_DAY) {
    throw new AppError("RATE_LIMITED", SAFETY_MESSAGES.reportLimited);
  }
}

/**
 * The student asks the admins to change the women-only choice they made (it is locked
 * once made): a report about themselves in the admin queue, one open at a time, counted in
 * the day's cap of reports. 409 while no choice is made (they make it themselves).
 */
export async function requestWomenOnlyChange(
  db: Database,
  userId: string,
  details: string | undefined,
): Promise<string> {
  return db.transaction(async (tx) => {
    const profile = await lockReporter(tx, userId);
    if (!profile) throw new AppError("NOT_FOUND", SAFETY_MESSAGES.userNotFound);
    if (profile.womenOnlyTripsChosenAt === null) {
      throw new AppError("CONFLICT", WOMEN_ONLY_MESSAGES.notChosenYet);
    }
    if (await hasOpenChangeRequest(tx, userId)) {
      throw new AppError("CONFLICT", WOMEN_ONLY_MESSAGES.changeRequestOpen);
    }
    await assertUnderDailyCap(tx, userId);
    return insertReport(tx, {
      reporterId: userId,
      reportedUserId: userId,
      messageId: null,
      messageBody: null,
      reason: "women_only_change",
      details: details ?? null,
    });
  });
}

/**
 * A women-only trip's driver reports a rider as not eligible, inside the transaction that
 * rejects the rider's request (the bookings feature's, composed in app.ts). Not counted in
 * the day's cap: each report answers a request made on the driver's own trip.
 */
export function reportIneligibleRider(tx: Database, driverId: string, riderId: string): Promise<string> {
  return insertReport(tx, {
    reporterId: driverId,
    reportedUserId: riderId,
    messageId: null,
    messageBody: null,
    reason: "women_only_ineligible",
    details: null,
  });
}
