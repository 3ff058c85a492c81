import type { ReportStatus } from "@campusride/shared/domain/safety";
import { NO_SHOW_MESSAGES, SAFETY_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import type { AdminReport } from "@campusride/shared/schemas/safety";
import { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../../lib/app-error.ts";
import { isAdminEmail } from "../../../plugins/guards.ts";
import {
  actionOpenReportsAbout,
  dismissOpenReport,
  endSessionsOf,
  isReportAbout,
  listReports,
  lockOpenDispute,
  notifyDisputeDecided,
  overturnNoShow,
  resolveReport,
  lockAccount,
  reportExists,
  setDeactivated,
  setWomenOnlyChoice,
  withdrawPendingRequestsOf,
} from "./queries.ts";
import { now as clockNow } from "../../../lib/clock.ts";

/** A report id from the URL; anything that is not a UUID names no report (404). */
function assertReportId(value: string): void {
  if (!z.uuid().safeParse(value).success) throw new AppError("NOT_FOUND", SAFETY_MESSAGES.reportNotFound);
}

export async function getReports(db: Database, status: ReportStatus): Promise<AdminReport[]> {
  const rows = await listReports(db, status);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    noShowAt: row.noShowAt?.toISOString() ?? null,
    noShowOverturnedAt: row.noShowOverturnedAt?.toISOString() ?? null,
  }));
}

/**
 * The admin's answer to a rider's dispute of a no-show (docs/product/ride-day.md#start-drop-off-and-no-shows):
 * upheld, the report is dismissed and the no-show stands; overturned, the report is
 * actioned and the no-show no longer counts. The money does not move: a card no-show's
 * kept fee is refunded by hand if the team decides so. The rider is told, in the same
 * transaction. 404: no such report; 409: not an open dispute.
 */
export async function decideNoShowDispute(
  db: Database,
  reportId: string,
  adminId: string,
  outcome: "upheld" | "overturned",
): Promise<void> {
  assertReportId(reportId);
  await db.transaction(async (tx) => {
    const dispute = await lockOpenDispute(tx, reportId);
    if (!dispute?.bookingId) {
      if (await reportExists(tx, reportId)) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.notDispute);
      throw new AppError("NOT_FOUND", SAFETY_MESSAGES.reportNotFound);
    }
    await resolveReport(tx, reportId, adminId, outcome === "upheld" ? "dismissed" : "actioned");
    if (outcome === "overturned") await overturnNoShow(tx, dispute.bookingId);
    await notifyDisputeDecided(tx, dispute.riderId, dispute.bookingId, outcome);
  });
}

/** Dismisses an open report; 404 for none, 409 for one already handled. */
export async function dismissReport(db: Database, reportId: string, adminId: string): Promise<void> {
  assertReportId(reportId);
  if (await dismissOpenReport(db, reportId, adminId)) return;
  if (await reportExists(db, reportId)) throw new AppError("CONFLICT", SAFETY_MESSAGES.reportNotOpen);
  throw new AppError("NOT_FOUND", SAFETY_MESSAGES.reportNotFound);
}

export interface AccountAction {
  userId: string;
  adminId: string;
  adminEmails: readonly string[];
}

/** Why an admin may not act on an account: their own (always), another admin's (when named). */
interface Refusals {
  self: string;
  admin?: string;
}

const DEACTIVATION_REFUSALS: Refusals = {
  self: SAFETY_MESSAGES.deactivateSelf,
  admin: SAFETY_MESSAGES.deactivateAdmin,
};

/** The account locked, after the checks every admin action on an account makes. */
async function lockTargetAccount(
  tx: Database,
  { userId, adminId, adminEmails }: AccountAction,
  refusals: Refusals = DEACTIVATION_REFUSALS,
) {
  if (userId === adminId) throw new AppError("FORBIDDEN", refusals.self);
  const account = await lockAccount(tx, userId);
  if (!account) throw new AppError("NOT_FOUND", SAFETY_MESSAGES.userNotFound);
  if (account.deletedAt) throw new AppError("CONFLICT", SAFETY_MESSAGES.accountDeleted);
  if (refusals.admin && isAdminEmail(account.email, adminEmails))
    throw new AppError("FORBIDDEN", refusals.admin);
  return account;
}

/** Cancels a driver's trips still to come in the caller's transaction (the account feature's, via app.ts). */
export type CancelUpcomingTrips = (tx: Database, driverId: string, now: Date) => Promise<string[]>;

export interface Deactivation {
  /** Trips cancelled (the search is told once committed). */
  cancelledRideIds: string[];
  /** Whom to tell: the account's address and first name. */
  email: string;
  firstName: string;
}

/**
 * Deactivates an account after reports (decision 0028), in one transaction: the profile is
 * marked inactive, every session ends, the open reports about it become actioned, its
 * upcoming trips are cancelled and its pending requests withdrawn (the triggers tell the
 * other side, as the driver's or rider's own action would). A new session is refused from
 * now on (features/auth/deleted-accounts.ts).
 */
/** A report named with an action must be about the account acted on (404 otherwise). */
async function assertReportAbout(tx: Database, reportId: string | undefined, userId: string): Promise<void> {
  if (reportId !== undefined && !(await isReportAbout(tx, reportId, userId))) {
    throw new AppError("NOT_FOUND", SAFETY_MESSAGES.reportNotFound);
  }
}

export async function deactivateAccount(
  db: Database,
  action: AccountAction,
  reportId: string | undefined,
  cancelUpcomingTrips: CancelUpcomingTrips,
): Promise<Deactivation> {
  return db.transaction(async (tx) => {
    const account = await lockTargetAccount(tx, action);
    if (account.deactivatedAt) throw new AppError("CONFLICT", SAFETY_MESSAGES.alreadyDeactivated);
    await assertReportAbout(tx, reportId, action.userId);
    const now = clockNow();
    await setDeactivated(tx, action.userId, now);
    await endSessionsOf(tx, action.userId);
    await actionOpenReportsAbout(tx, action.userId, action.adminId, now);
    const cancelledRideIds = await cancelUpcomingTrips(tx, action.userId, now);
    await withdrawPendingRequestsOf(tx, action.userId, now);
    return { cancelledRideIds, email: account.email, firstName: account.firstName };
  });
}

/** Lets a deactivated account sign in again; what was cancelled stays cancelled. */
export async function reactivateAccount(db: Database, action: AccountAction): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockTargetAccount(tx, action);
    if (!account.deactivatedAt) throw new AppError("CONFLICT", SAFETY_MESSAGES.notDeactivated);
    await setDeactivated(tx, action.userId, null);
  });
}

/**
 * An admin sets or clears a student's women-only choice, answering a change request or a
 * driver's report: in one transaction the choice is stored and locked, the open women-only
 * reports about the student are actioned and, when cleared, their pending requests on
 * women-only trips still to come are withdrawn (each driver is told, as for a rider's own
 * cancel; approved seats stay for the driver to handle). Not on the admin's own account.
 */
export async function setStudentWomenOnlyTrips(
  db: Database,
  action: AccountAction,
  choice: { womenOnlyTrips: boolean; reportId: string | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTargetAccount(tx, action, { self: WOMEN_ONLY_MESSAGES.adminSelf });
    await assertReportAbout(tx, choice.reportId, action.userId);
    const now = clockNow();
    await setWomenOnlyChoice(tx, action.userId, choice.womenOnlyTrips, {
      adminId: action.adminId,
      reportId: choice.reportId,
      now,
    });
    if (!choice.womenOnlyTrips) await withdrawPendingRequestsOf(tx, action.userId, now, true);
  });
}
