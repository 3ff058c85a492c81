import type { Database } from "../../db/client.ts";
import { hashPassword, isOutdatedHash } from "../../lib/password-hash.ts";
import { findPasswordHash, replacePasswordHash } from "./queries.ts";

/**
 * After a sign-in with the right `password`: an account whose stored hash is outdated
 * (scrypt, from before Argon2id, or older parameters) gets today's hash of it, in the
 * same request. The password is known only then; a wrong one never gets here.
 */
export async function upgradePasswordHash(db: Database, userId: string, password: string): Promise<void> {
  const stored = await findPasswordHash(db, userId);
  if (stored === undefined || !isOutdatedHash(stored)) return;
  await replacePasswordHash(db, userId, stored, await hashPassword(password));
}
