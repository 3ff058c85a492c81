import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * True while the student's account is live: neither deactivated by an admin nor deleted
 * (both turn is_active off). A deactivation cancels the driver's upcoming trips; this
 * keeps out a trip that raced it (created while the deactivation committed).
 */
export function isLiveAccount(user: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from profiles live
    where live.id = ${user} and live.is_active and live.deactivated_at is null)`;
}
