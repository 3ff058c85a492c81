import type { Database } from "./client.ts";
import { databaseIdentity } from "./schema/index.ts";

/**
 * This database's id. Its migration makes the row; should it be gone (a table emptied by
 * hand), a new one is made, once, whichever instance asks first.
 */
export async function readDatabaseId(db: Database): Promise<string> {
  await db.insert(databaseIdentity).values({}).onConflictDoNothing();
  const [row] = await db.select({ id: databaseIdentity.id }).from(databaseIdentity);
  if (!row) throw new Error("the database has no identity row");
  return row.id;
}
