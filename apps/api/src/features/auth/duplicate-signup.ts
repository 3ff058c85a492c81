import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from "@campusride/shared/paths";
import { sanitizeEmail } from "@campusride/shared/sanitize";
import type { Database } from "../../db/client.ts";
import type { Mailer } from "../../plugins/mail.ts";
import { accountExistsMessage } from "./emails.ts";
import { deleteUser, findUnverifiedUser, hasOtherThanPassword, lockUnverifiedUser } from "./queries.ts";

/*
 * A sign-up for an address that already has an account (no account squatting: docs/security.md).
 * better-auth answers it exactly like a new sign-up (requireEmailVerification turns on
 * its generic duplicate answer) and then calls onExistingUserSignUp; we build on that:
 *
 * - Unverified account: nobody has proved the address yet, so the newest sign-up takes
 *   it over. Its old account (password, profile, sessions) is removed just before
 *   better-auth looks the address up, and the sign-up proceeds as a new one: a new
 *   password, the new profile and a new verification mail. The old verification links
 *   stop working too, since better-auth binds each to the account id it was sent for.
 *   Whoever squatted the address first is left with nothing.
 * - Verified account: nothing changes; its owner is mailed that they already have an
 *   account, while the requester sees the usual answer (nothing is enumerated).
 */

/** Runs in the removal's transaction, before the account row goes. */
export type BeforeAccountRemoved = (tx: Database, userId: string) => Promise<void>;

/**
 * Removes the unverified account of `email`, if there is one. `passwordOnly`: only an
 * account that signs in with nothing but a password (a Google sign-in whose provider
 * verified the address takes it over, docs/decisions/0020).
 */
export async function removeUnverifiedAccount(
  db: Database,
  email: unknown,
  beforeRemoved: BeforeAccountRemoved,
  { passwordOnly = false }: { passwordOnly?: boolean } = {},
): Promise<void> {
  if (typeof email !== "string") return;
  const address = sanitizeEmail(email);
  const found = await findUnverifiedUser(db, address);
  if (!found) return;
  await db.transaction(async (tx) => {
    // locked, and checked again: a verification landing meanwhile keeps the account
    if (!(await lockUnverifiedUser(tx, found))) return;
    if (passwordOnly && (await hasOtherThanPassword(tx, found))) return;
    await beforeRemoved(tx, found);
    // sessions, the password and the profile go with it (on delete cascade)
    await deleteUser(tx, found);
  });
}

/** onExistingUserSignUp: tells the owner of a verified account, changes nothing. */
export async function mailExistingAccountOwner(
  mailer: Mailer,
  publicUrl: string,
  existing: { email: string; name: string; emailVerified: boolean },
): Promise<void> {
  // an unverified account reaches here only if a sign-up for it raced another one
  if (!existing.emailVerified) return;
  await mailer.send(
    accountExistsMessage(
      existing.email,
      existing.name,
      `${publicUrl}${SIGN_IN_PATH}`,
      `${publicUrl}${FORGOT_PASSWORD_PATH}`,
    ),
  );
}
