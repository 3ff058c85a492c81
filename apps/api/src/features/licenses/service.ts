import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { FileStorage } from "../../plugins/storage/file-storage.ts";
import type { Download } from "../../lib/send-download.ts";
import { extensionOf, type DetectedType } from "./file-type.ts";
import { now, nowMs } from "../../lib/clock.ts";
import {
  claimUnclaimedLicense,
  deleteUnclaimedBeyond,
  findNewestLicense,
  hasLicenseWithStorageKey,
  insertUnclaimedLicense,
  listLicenseStorageKeys,
  lockUnclaimedBudget,
  replaceOwnLicenseRow,
  unclaimLicenses,
} from "./queries.ts";

/** How long a file uploaded during sign-up waits for its account. */
const UNCLAIMED_TTL_MS = 60 * 60 * 1000;

/** Unclaimed uploads older than an hour before `now` and beyond `budgetBytes` go (rows; keys returned). */
function deleteUnclaimed(db: Database, budgetBytes: number, now: Date): Promise<string[]> {
  return deleteUnclaimedBeyond(db, {
    budgetBytes,
    expiredBefore: new Date(now.getTime() - UNCLAIMED_TTL_MS),
  });
}

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
    db.transaction((tx) =>
      replaceOwnLicenseRow(
        tx,
        userId,
        { storageKey: key, contentType: type.contentType, sizeBytes: data.length },
        now(),
      ),
    ),
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
      const id = await insertUnclaimedLicense(tx, {
        storageKey: key,
        contentType: type.contentType,
        sizeBytes: data.length,
      });
      return { id, evicted: await deleteUnclaimed(tx, budgetBytes, now()) };
    }),
  );
  await removeFiles(storage, saved.evicted);
  return saved.id;
}

/** Removes sign-up uploads that no account claimed within the hour, rows and files. */
export async function purgeUnclaimedLicenses(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const expired = await deleteUnclaimed(db, Number.MAX_SAFE_INTEGER, now);
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
  const referenced = await listLicenseStorageKeys(db);
  const orphans = candidates.filter((file) => !referenced.has(file.key));
  for (const { key } of orphans) await storage.remove(key);
  return orphans.length;
}

/** Whether this database refers to any of these stored files (deciding whose an uploads folder is). */
export async function refersToAnyLicenseFile(db: Database, storageKeys: string[]): Promise<boolean> {
  if (storageKeys.length === 0) return false;
  return hasLicenseWithStorageKey(db, storageKeys);
}

/** Gives a recent unclaimed sign-up upload to the new account (in the sign-up transaction). */
export async function claimSignupLicense(db: Database, uploadId: string, userId: string): Promise<void> {
  await claimUnclaimedLicense(db, uploadId, userId, new Date(nowMs() - UNCLAIMED_TTL_MS));
}

/**
 * Hands an account's license files back to the unclaimed sign-up uploads (the account is
 * about to be removed); purgeUnclaimedLicenses then removes rows and files in time.
 */
export async function releaseLicenses(db: Database, userId: string): Promise<void> {
  await unclaimLicenses(db, userId);
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
  const row = await findNewestLicense(db, userId);
  if (!row) return null;
  const data = await storage.get(row.storageKey);
  if (!data) return null;
  return { data, contentType: row.contentType, fileName: `driver-license.${extensionOf(row.contentType)}` };
}

/** An account's license file as an admin downloads it, from this database and storage. */
export function licenseFileReader(db: Database, storage: FileStorage) {
  return (userId: string) => readLicenseDownload(db, storage, userId);
}
