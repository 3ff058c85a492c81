import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";

/**
 * Refuses a new session to an account its owner deleted. It runs as better-auth's
 * session-create hook, so it holds for every way in: password, Google, the link of a
 * verification or reset email, whatever is added later.
 */
export async function refuseDeletedAccount(db: Database, userId: string): Promise<void> {
  const [row] = await db
    .select({ deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (row?.deletedAt) {
    throw new APIError("FORBIDDEN", { code: "ACCOUNT_DELETED", message: ACCOUNT_MESSAGES.signInRefused });
  }
}
