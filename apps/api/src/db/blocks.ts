import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

type UserRef = AnyPgColumn | SQL | string;

/**
 * True when either student has blocked the other: then neither can request the
 * other's trips, message the other or see the other's future trips. Every feature that
 * shows or accepts something between two students asks this, in its own query.
 */
export function blockedEitherWay(a: UserRef, b: UserRef): SQL {
  return sql`exists (select 1 from user_blocks ub
    where (ub.blocker_id = ${a} and ub.blocked_id = ${b})
       or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
}
