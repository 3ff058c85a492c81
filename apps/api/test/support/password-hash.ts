/** better-auth's password hash (scrypt, as sign-up stores it), for accounts written straight to the database. */
export { hashPassword } from "better-auth/crypto";
