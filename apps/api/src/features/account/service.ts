import {
  DELETED_USER_NAME,
  DELETION_RECENT_SIGN_IN_MINUTES,
} from "@campusride/shared/domain/deleted-account";
import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import type { DeletionRequirements } from "@campusride/shared/schemas/account";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  cancelApprovedRequests,
  cancelUpcomingTrips,
  deleteSessions,
  dropWaitingEmails,
  findSignInMethods,
  lockLiveProfile,
  lockLiveRequests,
  markProfileDeleted,
  removeAccountWithoutProfile,
  renameInOthersNotifications,
  restoreFirstName,
  withdrawPendingRequests,
} from "./queries.ts";
import { now as clockNow } from "../../lib/clock.ts";

/** Whether the account signs in with a password (better-auth's "credential" account). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const methods = await findSignInMethods(db, userId);
  return methods.some((method) => method.providerId === "credential" && method.hasPassword);
}

function isRecentSignIn(sessionCreatedAt: Date, now: Date): boolean {
  return now.getTime() - sessionCreatedAt.getTime() < DELETION_RECENT_SIGN_IN_MINUTES * 60 * 1000;
}

/** How this account confirms its deletion: its password, or (without one) a recent sign-in. */
export async function getDeletionRequirements(
  db: Database,
  userId: string,
  sessionCreatedAt: Date,
): Promise<DeletionRequirements> {
  return {
    confirmWith: (await hasPassword(db, userId)) ? "password" : "recent-sign-in",
    isSignInRecent: isRecentSignIn(sessionCreatedAt, clockNow()),
  };
}

/**
 * Refuses (403) a deletion by an account without a password from a session that did not
 * sign in within the last minutes: a browser left signed in is not enough.
 */
export function assertRecentSignIn(sessionCreatedAt: Date): void {
  if (!isRecentSignIn(sessionCreatedAt, clockNow())) {
    throw new AppError("SESSION_NOT_FRESH", ACCOUNT_MESSAGES.signInAgain);
  }
}

/**
 * Cancels the driver's active trips that have not left, inside the caller's transaction
 * (the trigger tells each rider); an admin's deactivation uses it too (app.ts hands it in).
 */
export function cancelDriversUpcomingTrips(tx: Database, driverId: string, now: Date): Promise<string[]> {
  return cancelUpcomingTrips(tx, driverId, now);
}

export interface DeletionResult {
  /** Trips whose status or seats changed (the search is told of them once committed). */
  changedRideIds: string[];
}

/**
 * Deletes the account, in one transaction: the profile is hidden and marked deleted (the
 * purge removes its personal data later, docs/decisions/0021-account-deletion.md), the
 * driver's upcoming trips are cancelled and the rider's live requests withdrawn or
 * cancelled, each telling the other side, and every session ends.
 *
 * While the transaction runs the profile's first name reads "Deleted user", so the
 * notifications the triggers write now (and their live announcements) already name the
 * account as the other side will read it from now on; the real name is put back before
 * the commit, for support to restore a mistaken deletion within the grace period.
 */
export async function deleteAccount(db: Database, userId: string, now = clockNow()): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    const profile = await lockLiveProfile(tx, userId);
    if (!profile) {
      // a Google sign-in that never completed its profile: nothing to keep for the grace period
      if (await removeAccountWithoutProfile(tx, userId)) return { changedRideIds: [] };
      throw new AppError("CONFLICT", ACCOUNT_MESSAGES.alreadyDeleted);
    }
    await markProfileDeleted(tx, userId, now, DELETED_USER_NAME);

    const cancelledTrips = await cancelDriversUpcomingTrips(tx, userId, now);
    const requests = await lockLiveRequests(tx, userId, now);
    await withdrawPendingRequests(
      tx,
      requests.filter((request) => request.status === "pending").map((request) => request.id),
      now,
    );
    const approved = requests.filter((request) => request.status === "approved");
    await cancelApprovedRequests(tx, approved, now);

    await renameInOthersNotifications(tx, userId);
    await dropWaitingEmails(tx, userId);
    await deleteSessions(tx, userId);
    await restoreFirstName(tx, userId, profile.firstName);
    return {
      changedRideIds: [...new Set([...cancelledTrips, ...approved.map((request) => request.rideId)])],
    };
  });
}
