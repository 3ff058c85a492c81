import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { driverLicenses, profiles } from "../../db/schema/index.ts";

interface StoredFile {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Puts `file` in place of the owner's license rows and marks the owner's license unverified
 * (in one transaction, given as `tx`); returns the replaced rows' storage keys.
 */
export async function replaceOwnLicenseRow(
  tx: Database,
  userId: string,
  file: StoredFile,
  now: Date,
): Promise<Array<{ storageKey: string }>> {
  const old = await tx
    .delete(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .returning({ storageKey: driverLicenses.storageKey });
  await tx.insert(driverLicenses).values({ userId, ...file });
  await tx
    .update(profiles)
    .set({ driverLicenseVerified: false, updatedAt: now })
    .where(eq(profiles.id, userId));
  return old;
}

/** Adds a sign-up upload with no account yet; its id. */
export async function insertUnclaimedLicense(tx: Database, file: StoredFile): Promise<string> {
  const [row] = await tx
    .insert(driverLicenses)
    .values({ userId: null, ...file })
    .returning({ id: driverLicenses.id });
  if (!row) throw new Error("license insert returned no row");
  return row.id;
}

/** Every license row's storage key. */
export async function listLicenseStorageKeys(db: Database): Promise<Set<string>> {
  const rows = await db.select({ storageKey: driverLicenses.storageKey }).from(driverLicenses);
  return new Set(rows.map((row) => row.storageKey));
}

/** Whether a license row refers to any of these storage keys. */
export async function hasLicenseWithStorageKey(db: Database, storageKeys: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: driverLicenses.id })
    .from(driverLicenses)
    .where(inArray(driverLicenses.storageKey, storageKeys))
    .limit(1);
  return row !== undefined;
}

/** Gives the unclaimed upload to `userId` if it was uploaded after `uploadedAfter`. */
export async function claimUnclaimedLicense(
  db: Database,
  uploadId: string,
  userId: string,
  uploadedAfter: Date,
): Promise<void> {
  await db
    .update(driverLicenses)
    .set({ userId })
    .where(
      and(
        eq(driverLicenses.id, uploadId),
        isNull(driverLicenses.userId),
        gt(driverLicenses.createdAt, uploadedAfter),
      ),
    );
}

/** Makes the account's license rows unclaimed uploads again. */
export async function unclaimLicenses(db: Database, userId: string): Promise<void> {
  await db.update(driverLicenses).set({ userId: null }).where(eq(driverLicenses.userId, userId));
}

/** The account's newest license row, if any. */
export async function findNewestLicense(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(driverLicenses)
    .where(eq(driverLicenses.userId, userId))
    .orderBy(desc(driverLicenses.createdAt))
    .limit(1);
  return row;
}

/** Held by the transaction that adds an unclaimed upload, so two at once keep to the budget. */
const UNCLAIMED_BUDGET_LOCK_ID = 724_100_002;

/**
 * Waits for any other transaction adding an unclaimed upload (in any instance) to finish:
 * each then sees the others' rows when it works out what the budget leaves room for.
 */
export async function lockUnclaimedBudget(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNCLAIMED_BUDGET_LOCK_ID})`);
}

/**
 * Deletes the unclaimed uploads created before `expiredBefore`, and then, newest kept
 * first, those that do not fit in `budgetBytes` all together (the oldest go: a student's
 * own upload is claimed by the sign-up that follows it within seconds). A row claimed
 * meanwhile is left alone (the re-checked `user_id is null`). Returns the deleted rows'
 * storage keys, whose files the caller removes after the commit.
 */
export async function deleteUnclaimedBeyond(
  db: Database,
  { budgetBytes, expiredBefore }: { budgetBytes: number; expiredBefore: Date },
): Promise<string[]> {
  const result = (await db.execute(sql`
    delete from driver_licenses
    where user_id is null and id in (
      select id from (
        select id, created_at,
          sum(size_bytes) over (order by created_at desc, id desc) as kept_bytes
        from driver_licenses where user_id is null
      ) newest_first
      where kept_bytes > ${budgetBytes} or created_at < ${expiredBefore.toISOString()}::timestamptz)
    returning storage_key`)) as unknown as { rows: Array<{ storage_key: string }> };
  return result.rows.map((row) => row.storage_key);
}
