import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** How long a file uploaded during sign-up waits for its account. */
export const UNCLAIMED_TTL_MS = 60 * 60 * 1000;

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
 * Deletes the unclaimed uploads older than `now` minus an hour, and then, newest kept
 * first, those that do not fit in `budgetBytes` all together (the oldest go: a student's
 * own upload is claimed by the sign-up that follows it within seconds). A row claimed
 * meanwhile is left alone (the re-checked `user_id is null`). Returns the deleted rows'
 * storage keys, whose files the caller removes after the commit.
 */
export async function deleteUnclaimedBeyond(
  db: Database,
  { budgetBytes, now }: { budgetBytes: number; now: Date },
): Promise<string[]> {
  const expiredBefore = new Date(now.getTime() - UNCLAIMED_TTL_MS);
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
