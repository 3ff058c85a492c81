/** The password hash sign-up stores (Argon2id), for accounts written straight to the database. */
export { hashPassword } from "../../src/lib/password-hash.ts";
/** better-auth's own hash (scrypt), as accounts made before Argon2id still have it. */
export { hashPassword as hashScryptPassword } from "better-auth/crypto";
