import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { outbox, type OutboxRow } from "../../db/schema/index.ts";

/** The newest mail kept in the outbox, newest first. */
export async function listRecentMail(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
