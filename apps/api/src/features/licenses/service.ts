import crypto from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { driverLicenses, profiles } from "../../db/schema/index.ts";
import type { FileStorage } from "../../plugins/storage/file-storage.ts";
import type { Download } from "../../lib/send-download.ts";
import { extensionOf, type DetectedType } from "./file-type.ts";

/** How long a file uploaded during sign-up waits for its account. */
const UNCLAIMED_TTL_MS = 60 * 60 * 1000;

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
        .set({ driverLicenseVerified: false, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
      return old;
    }),
  );
  for (const { storageKey } of previous) await storage.remove(storageKey);
}

/** Keeps a file uploaded during sign-up, before its account exists; returns its id. */
export async function saveSignupLicense(
  db: Database,
  storage: FileStorage,
  data: Buffer,
  type: DetectedType,
): Promise<string> {
  const [row] = await storeFile(storage, data, type, (key) =>
    db
      .insert(driverLicenses)
      .values({ userId: null, storageKey: key, contentType: type.contentType, sizeBytes: data.length })
      .returning({ id: driverLicenses.id }),
  );
  if (!row) throw new Error("license insert returned no row");
  await purgeUnclaimedLicenses(db, storage);
  return row.id;
}

/** Removes sign-up uploads that no account claimed in time, rows and files. */
export async function purgeUnclaimedLicenses(db: Database, storage: FileStorage): Promise<number> {
  const expired = await db
    .delete(driverLicenses)
    .where(
      and(
        isNull(driverLicenses.userId),
        lt(driverLicenses.createdAt, new Date(Date.now() - UNCLAIMED_TTL_MS)),
      ),
    )
    .returning({ storageKey: driverLicenses.storageKey });
  for (const { storageKey } of expired) await storage.remove(storageKey);
  return expired.length;
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
        gt(driverLicenses.createdAt, new Date(Date.now() - UNCLAIMED_TTL_MS)),
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
