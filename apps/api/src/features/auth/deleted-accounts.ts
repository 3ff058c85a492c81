import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { account, profiles, session } from "../../db/schema/index.ts";

function refusal(): APIError {
  return new APIError("FORBIDDEN", { code: "ACCOUNT_DELETED", message: ACCOUNT_MESSAGES.signInRefused });
}

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
  if (row?.deletedAt) throw refusal();
}

/**
 * The session-create hook's second look, once the session row is written (session.create
 * .after). The look before the insert cannot close a race on its own: better-auth writes
 * a session outside any transaction, so a deletion running meanwhile (it locks the profile
 * FOR UPDATE, marks it deleted, removes the account's sessions, then commits) can remove
 * the sessions before this one is written, and the first look read the profile before the
 * deletion committed. Reading the profile FOR SHARE after the insert waits for a deletion
 * holding the profile, and then sees it: either the deletion's removal saw this session
 * (it was written first), or this look sees the deletion and removes the session itself.
 */
export async function endSessionOfDeletedAccount(
  db: Database,
  created: { id: string; userId: string },
): Promise<void> {
  const [row] = await db
    .select({ deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, created.userId))
    .for("share");
  if (!row?.deletedAt) return;
  await db.delete(session).where(eq(session.id, created.id));
  throw refusal();
}

/**
 * A deleted account's provider account is not linked nor its tokens renewed: refused by
 * the account hooks before a session is even tried. An update does not say whose account
 * it is, so the provider account is named by its key.
 */
export async function refuseDeletedProviderAccount(
  db: Database,
  owner: { userId: string } | { providerId: string; accountId: string },
): Promise<void> {
  if ("userId" in owner) return refuseDeletedAccount(db, owner.userId);
  const [row] = await db
    .select({ deletedAt: profiles.deletedAt })
    .from(account)
    .innerJoin(profiles, eq(profiles.id, account.userId))
    .where(and(eq(account.providerId, owner.providerId), eq(account.accountId, owner.accountId)));
  if (row?.deletedAt) throw refusal();
}
