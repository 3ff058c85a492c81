import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import { verifyPassword as verifyScryptPassword } from "better-auth/crypto";

/*
 * Passwords are stored as Argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): a
 * check costs the server a fraction of the scrypt better-auth hashes with by default
 * (docs/decisions/0060). Hashes better-auth wrote before ("salt:key", scrypt) still
 * verify, and are replaced at the account's next sign-in (features/auth/password-upgrade.ts).
 */
const ARGON2ID: Options = {
  // Algorithm.Argon2id: a const enum, which this build (type stripping) cannot read
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** How every hash made with today's parameters begins (PHC string format). */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

// the same password typed with composed or decomposed characters is the same password,
// as better-auth's scrypt hashes had it
const normalized = (password: string) => password.normalize("NFKC");

/** An Argon2id hash of `password` (a PHC string with its salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), ARGON2ID);
}

/** Whether `password` matches `storedHash`: Argon2 (any parameters), or an older scrypt one. */
export function verifyPassword({
  hash: storedHash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (storedHash.startsWith("$argon2")) return verify(storedHash, normalized(password));
  return verifyScryptPassword({ hash: storedHash, password });
}

/** Whether a stored hash is made otherwise than hashPassword makes it today. */
export function isOutdatedHash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_HASH_PREFIX);
}
