import { DELETED_USER_NAME, PURGE_AFTER_DAYS } from "@campusride/shared/domain/deleted-account";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  account,
  bookings,
  contactMessages,
  driverLicenses,
  messages,
  notificationPreferences,
  notifications,
  outbox,
  profiles,
  rideAlerts,
  reports,
  reviews,
  rides,
  session,
  tripShares,
  twoFactor,
  user,
  userBlocks,
  verification,
} from "../../db/schema/index.ts";
import type { FileStorage } from "../../plugins/storage/file-storage.ts";
import { now as clockNow } from "../../lib/clock.ts";
import { createPeriodicJob, type PeriodicJob } from "../../lib/periodic-job.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A purged student's message, as the other person of the thread then reads it. */
export const DELETED_MESSAGE_BODY = "[deleted]";
/** Accounts purged per transaction. */
const BATCH = 20;

/** The address a purged account keeps: unusable (.invalid never resolves) and unique. */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId.toLowerCase()}@deleted.invalid`;
}

export interface PurgeOptions {
  /** The purge's clock (tests give one); accounts deleted PURGE_AFTER_DAYS before it are due. */
  now?: Date;
}

/**
 * Purges the accounts deleted at least PURGE_AFTER_DAYS ago: their personal fields,
 * license files, sign-in accounts, sessions, verification rows, notifications and
 * preferences are removed, and the user and profile rows become an anonymous tombstone
 * ("Deleted user", an address at deleted.invalid), so the trips and requests that name
 * them stay whole for the other side and the student can sign up again with their own
 * address. Returns the ids purged by this call.
 *
 * Each account is claimed by setting profiles.purged_at in the transaction that purges
 * it; rows another runner holds are skipped (FOR UPDATE SKIP LOCKED) and a claim re-checks
 * purged_at, so any number of instances running this together purge each account once.
 * The files are removed after the commit; one left by a crash in between is no longer
 * referenced, and the uploads sweep (features/licenses/uploads-sweep.ts) removes it.
 */
export async function purgeDeletedAccounts(
  db: Database,
  storage: FileStorage,
  { now = clockNow() }: PurgeOptions = {},
): Promise<string[]> {
  const due = new Date(now.getTime() - PURGE_AFTER_DAYS * DAY_MS);
  const purged: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: profiles.id, email: user.email })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(and(isNotNull(profiles.deletedAt), isNull(profiles.purgedAt), lte(profiles.deletedAt, due)))
        .orderBy(profiles.deletedAt)
        .limit(BATCH)
        .for("update", { of: profiles, skipLocked: true });
      const storageKeys: string[] = [];
      for (const { id, email } of claimed) storageKeys.push(...(await purgeAccount(tx, id, email, now)));
      return { ids: claimed.map((row) => row.id), storageKeys };
    });
    // the rows are gone: a file that cannot be removed now is an orphan the sweep removes
    for (const key of batch.storageKeys) await storage.remove(key).catch(() => undefined);
    purged.push(...batch.ids);
    if (batch.ids.length < BATCH) return purged;
  }
}

/** One account's purge, in the claiming transaction; the storage keys of its license files. */
async function purgeAccount(tx: Database, userId: string, email: string, now: Date): Promise<string[]> {
  const licenses = await tx
    .delete(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .returning({ storageKey: driverLicenses.storageKey });
  // a review this account made as an admin keeps naming its (now anonymous) reviewer

  // signing in: passwords and provider tokens, sessions, second factor, pending links
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx
    .delete(verification)
    .where(
      or(
        eq(verification.value, userId),
        eq(verification.identifier, email),
        sql`position(${userId} in ${verification.value}) > 0`,
      ),
    );
  await tx.delete(outbox).where(eq(outbox.to, email));

  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  // saved searches: their addresses may be the student's home
  await tx.delete(rideAlerts).where(eq(rideAlerts.userId, userId));
  // shared trips name the emergency contact's address
  await tx.delete(tripShares).where(eq(tripShares.userId, userId));

  // what the account wrote to the other side, beyond the trip itself
  await tx
    .update(bookings)
    .set({ notes: null, message: null, idempotencyKey: null })
    .where(eq(bookings.riderId, userId));
  const ownRides = tx.select({ id: rides.id }).from(rides).where(eq(rides.driverId, userId));
  // a driver's pickup and drop-off addresses may be their home: the cities stay
  await tx
    .update(rides)
    .set({
      notes: null,
      idempotencyKey: null,
      originAddress: null,
      destinationAddress: null,
      originLat: null,
      originLng: null,
      destinationLat: null,
      destinationLng: null,
    })
    .where(inArray(rides.id, ownRides));
  await tx.update(bookings).set({ driverNotes: null }).where(inArray(bookings.rideId, ownRides));
  // what the student wrote in ride threads: the other person keeps the thread, not the words
  await tx
    .update(messages)
    .set({ body: DELETED_MESSAGE_BODY, masked: false })
    .where(eq(messages.senderId, userId));
  // what they said in reviews (the rating and tags stay: they count in the subject's average)
  await tx.update(reviews).set({ comment: null }).where(eq(reviews.authorId, userId));
  // messages the student sent through the contact form, filed under their address
  await tx.delete(contactMessages).where(eq(contactMessages.email, email));
  await purgeSafetyRecords(tx, userId);

  const tombstone = tombstoneEmail(userId);
  await tx
    .update(user)
    .set({
      name: DELETED_USER_NAME,
      email: tombstone,
      emailVerified: false,
      image: null,
      twoFactorEnabled: false,
      updatedAt: now,
    })
    .where(eq(user.id, userId));
  await tx
    .update(profiles)
    .set({
      firstName: DELETED_USER_NAME,
      lastName: "",
      email: tombstone,
      phone: null,
      userType: "rider",
      graduationYear: null,
      university: null,
      avatarUrl: null,
      carMake: null,
      carModel: null,
      carYear: null,
      carColor: null,
      licensePlate: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactEmail: null,
      womenOnlyTrips: false,
      womenOnlyTripsChosenAt: null,
      driverLicenseVerified: false,
      isActive: false,
      purgedAt: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
  return licenses.map((license) => license.storageKey);
}

/**
 * Blocks and reports (decision 0028): the student's own blocks go; reports stay in the
 * admins' record, without the details the student wrote or the text of their reported
 * messages.
 */
async function purgeSafetyRecords(tx: Database, userId: string): Promise<void> {
  await tx.delete(userBlocks).where(eq(userBlocks.blockerId, userId));
  await tx.update(reports).set({ details: null }).where(eq(reports.reporterId, userId));
  await tx.update(reports).set({ messageBody: null }).where(eq(reports.reportedUserId, userId));
}

/** How often each instance looks for accounts due a purge. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export type PurgeJob = PeriodicJob<number>;

/** Runs purgeDeletedAccounts when the app starts and every hour after, in every instance. */
export function createPurgeJob(db: Database, storage: FileStorage, log: FastifyBaseLogger): PurgeJob {
  return createPeriodicJob({
    run: async () => (await purgeDeletedAccounts(db, storage)).length,
    idle: 0,
    everyMs: PURGE_EVERY_MS,
    log,
    failure: "deleted accounts could not be purged; trying again at the next run",
    report: (accounts) => {
      if (accounts > 0) log.info({ accounts }, "deleted accounts purged");
    },
  });
}
