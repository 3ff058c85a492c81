import crypto from "node:crypto";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { driverLicenses, profiles } from "../../db/schema/index.ts";
import type { FileStorage } from "../../plugins/storage/file-storage.ts";
import type { Download } from "../../lib/send-download.ts";
import { extensionOf, type DetectedType } from "./file-type.ts";
import { UNCLAIMED_TTL_MS, deleteUnclaimedBeyond, lockUnclaimedBudget } from "./unclaimed-uploads.ts";
import { now, nowMs } from "../../lib/clock.ts";

/**
 * Writes the file, then its database rows with `record`; if they cannot be written the
 * file is removed again, so no file is left without its row.
 */
async function storeFile<T>(
  storage: FileStorage,
  data: Buffer,
  type: DetectedType,
  record: (key: string) => Promise<T>,
): Promise<T> {
  const key = `licenses/${crypto.randomUUID()}.${type.extension}`;
  await storage.put(key, data);
  try {
    return await record(key);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** Replaces the owner's license file; a new file is unverified until it is checked. */
export async function saveOwnLicense(
  db: Database,
  storage: FileStorage,
  userId: string,
  data: Buffer,
  type: DetectedType,
): Promise<void> {
  const previous = await storeFile(storage, data, type, (key) =>
    db.transaction(async (tx) => {
      const old = await tx
        .delete(driverLicenses)
        .where(eq(driverLicenses.userId, userId))
        .returning({ storageKey: driverLicenses.storageKey });
      await tx.insert(driverLicenses).values({
        userId,
        storageKey: key,
        contentType: type.contentType,
        sizeBytes: data.length,
      });
      await tx
        .update(profiles)
        .set({ driverLicenseVerified: false, updatedAt: now() })
        .where(eq(profiles.id, userId));
      return old;
    }),
  );
  for (const { storageKey } of previous) await storage.remove(storageKey);
}

/**
 * Keeps a file uploaded during sign-up, before its account exists; returns its id. The
 * unclaimed uploads together stay within `budgetBytes`: the oldest make room, and any
 * older than an hour go too.
 */
export async function saveSignupLicense(
  db: Database,
  storage: FileStorage,
  upload: { data: Buffer; type: DetectedType; budgetBytes: number },
): Promise<string> {
  const { data, type, budgetBytes } = upload;
  const saved = await storeFile(storage, data, type, (key) =>
    db.transaction(async (tx) => {
      await lockUnclaimedBudget(tx);
      const [row] = await tx
        .insert(driverLicenses)
        .values({ userId: null, storageKey: key, contentType: type.contentType, sizeBytes: data.length })
        .returning({ id: driverLicenses.id });
      if (!row) throw new Error("license insert returned no row");
      return { id: row.id, evicted: await deleteUnclaimedBeyond(tx, { budgetBytes, now: now() }) };
    }),
  );
  await removeFiles(storage, saved.evicted);
  return saved.id;
}

/** Removes sign-up uploads that no account claimed within the hour, rows and files. */
export async function purgeUnclaimedLicenses(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const expired = await deleteUnclaimedBeyond(db, { budgetBytes: Number.MAX_SAFE_INTEGER, now });
  await removeFiles(storage, expired);
  return expired.length;
}

/**
 * Removes the files of deleted rows. One that cannot be removed now (storage away) has no
 * row any more: the uploads sweep removes it later, so it does not fail the request.
 */
async function removeFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/**
 * Removes license files older than `before` that no row refers to: written by an upload
 * that crashed before its row was committed, or replaced by one that crashed before
 * removing it. Returns how many.
 */
export async function removeUnreferencedLicenseFiles(
  db: Database,
  storage: FileStorage,
  before: Date,
): Promise<number> {
  const candidates = (await storage.list("licenses")).filter((file) => file.modifiedAt < before);
  if (candidates.length === 0) return 0;
  const rows = await db.select({ storageKey: driverLicenses.storageKey }).from(driverLicenses);
  const referenced = new Set(rows.map((row) => row.storageKey));
  const orphans = candidates.filter((file) => !referenced.has(file.key));
  for (const { key } of orphans) await storage.remove(key);
  return orphans.length;
}

/** Whether this database refers to any of these stored files (deciding whose an uploads folder is). */
export async function refersToAnyLicenseFile(db: Database, storageKeys: string[]): Promise<boolean> {
  if (storageKeys.length === 0) return false;
  const [row] = await db
    .select({ id: driverLicenses.id })
    .from(driverLicenses)
    .where(inArray(driverLicenses.storageKey, storageKeys))
    .limit(1);
  return row !== undefined;
}

/** Gives a recent unclaimed sign-up upload to the new account (in the sign-up transaction). */
export async function claimSignupLicense(db: Database, uploadId: string, userId: string): Promise<void> {
  await db
    .update(driverLicenses)
    .set({ userId })
    .where(
      and(
        eq(driverLicenses.id, uploadId),
        isNull(driverLicenses.userId),
        gt(driverLicenses.createdAt, new Date(nowMs() - UNCLAIMED_TTL_MS)),
      ),
    );
}

/**
 * Hands an account's license files back to the unclaimed sign-up uploads (the account is
 * about to be removed); purgeUnclaimedLicenses then removes rows and files in time.
 */
export async function releaseLicenses(db: Database, userId: string): Promise<void> {
  await db.update(driverLicenses).set({ userId: null }).where(eq(driverLicenses.userId, userId));
}

/**
 * The account's license file, named by the server for its download, or null. Read by its
 * owner, and by an admin reviewing it (app.ts hands it to the admin feature).
 */
export async function readLicenseDownload(
  db: Database,
  storage: FileStorage,
  userId: string,
): Promise<Download | null> {
  const [row] = await db
    .select()
    .from(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .orderBy(desc(driverLicenses.createdAt))
    .limit(1);
  if (!row) return null;
  const data = await storage.get(row.storageKey);
  if (!data) return null;
  return { data, contentType: row.contentType, fileName: `driver-license.${extensionOf(row.contentType)}` };
}

/** An account's license file as an admin downloads it, from this database and storage. */
export function licenseFileReader(db: Database, storage: FileStorage) {
  return (userId: string) => readLicenseDownload(db, storage, userId);
}
