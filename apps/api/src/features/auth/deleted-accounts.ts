import { ACCOUNT_MESSAGES, SAFETY_MESSAGES } from "@campusride/shared/messages";
import { APIError } from "better-auth/api";
import type { Database } from "../../db/client.ts";
import { deleteSession, findAccountEnd, findProviderAccountEnd, type AccountEnd } from "./queries.ts";

/** The refusal for an account that may not sign in, or undefined when it may. */
function refusal(row: AccountEnd | undefined): APIError | undefined {
  if (row?.deletedAt) {
    return new APIError("FORBIDDEN", { code: "ACCOUNT_DELETED", message: ACCOUNT_MESSAGES.signInRefused });
  }
  if (row?.deactivatedAt) {
    return new APIError("FORBIDDEN", { code: "ACCOUNT_DEACTIVATED", message: SAFETY_MESSAGES.signInRefused });
  }
  return undefined;
}

/**
 * Refuses a new session to an account its owner deleted or an admin deactivated. It runs as better-auth's
 * session-create hook, so it holds for every way in: password, Google, the link of a
 * verification or reset email, whatever is added later.
 */
export async function refuseDeletedAccount(db: Database, userId: string): Promise<void> {
  const refused = refusal(await findAccountEnd(db, userId));
  if (refused) throw refused;
}

/**
 * The session-create hook's second look, once the session row is written (session.create
 * .after). The look before the insert cannot close a race on its own: better-auth writes
 * a session outside any transaction, so a deletion running meanwhile (it locks the profile
 * FOR UPDATE, marks it deleted, removes the account's sessions, then commits) can remove
 * the sessions before this one is written, and the first look read the profile before the
 * deletion committed. An admin's deactivation locks and ends sessions the same way. Reading the profile FOR SHARE after the insert waits for a deletion
 * holding the profile, and then sees it: either the deletion's removal saw this session
 * (it was written first), or this look sees the deletion and removes the session itself.
 */
export async function endSessionOfDeletedAccount(
  db: Database,
  created: { id: string; userId: string },
): Promise<void> {
  const refused = refusal(await findAccountEnd(db, created.userId, { forShare: true }));
  if (!refused) return;
  await deleteSession(db, created.id);
  throw refused;
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
  const refused = refusal(await findProviderAccountEnd(db, owner.providerId, owner.accountId));
  if (refused) throw refused;
}
