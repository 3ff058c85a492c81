import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, user } from "../../../src/db/schema/index.ts";
import { authPost, createSignedInUser, lastMail } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { rememberSecret } from "../../support/captured-log.ts";
import { hashScryptPassword } from "../../support/password-hash.ts";
import { signInAgain } from "../../support/session.ts";

const app = await createTestApp();

/** Argon2id at OWASP's parameters, as a PHC string. */
const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
/** better-auth's scrypt hash: hex salt, ":", hex key. */
const SCRYPT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;
const PASSWORD = "old-campus-password-3";
const NEW_PASSWORD = "tangerine hammock at dawn";

async function storedHash(userId: string): Promise<string | null> {
  const [row] = await app.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/** An account as CampusRide stored it before Argon2id: its password hashed by better-auth's scrypt. */
async function scryptAccount(options: { emailVerified: boolean } = { emailVerified: true }) {
  rememberSecret(PASSWORD);
  const id = randomUUID();
  const email = `legacy.${id.slice(0, 8)}@ufl.edu`;
  await app.db
    .insert(user)
    .values({ id, name: "Legacy Student", email, emailVerified: options.emailVerified });
  const hash = await hashScryptPassword(PASSWORD);
  await app.db
    .insert(account)
    .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
  expect(hash).toMatch(SCRYPT);
  return { id, email, hash };
}

const signIn = (email: string, password: string) => authPost(app, "/sign-in/email", { email, password });

describe("new passwords", () => {
  it("are stored as Argon2id at sign-up, and sign in", async () => {
    const created = await createSignedInUser(app);
    expect(await storedHash(created.id)).toMatch(ARGON2ID);
    expect((await signIn(created.email, created.password)).statusCode).toBe(200);
  });

  it("are stored as Argon2id by a reset, on an account that had scrypt", async () => {
    const legacy = await scryptAccount();
    await authPost(app, "/request-password-reset", { email: legacy.email, redirectTo: "/reset-password" });
    const token = new URL((await lastMail(app, legacy.email))!.link!).searchParams.get("token");
    expect((await authPost(app, "/reset-password", { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await storedHash(legacy.id)).toMatch(ARGON2ID);
    expect((await signIn(legacy.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(legacy.email, PASSWORD)).statusCode).toBe(401);
  });

  it("are stored as Argon2id by a change, checked against the current scrypt hash", async () => {
    const legacy = await scryptAccount();
    // signed in without the password, so the current hash is still scrypt when it is checked
    const session = await signInAgain(app, legacy);
    const change = (currentPassword: string) =>
      authPost(app, "/change-password", { currentPassword, newPassword: NEW_PASSWORD }, session);
    expect((await change("not-my-password-1")).statusCode).toBe(400);
    expect(await storedHash(legacy.id)).toBe(legacy.hash);
    expect((await change(PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(legacy.id)).toMatch(ARGON2ID);
    expect((await signIn(legacy.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("a scrypt hash from before Argon2id", () => {
  it("signs in, and is replaced by an Argon2id hash of the same password in that request", async () => {
    const legacy = await scryptAccount();
    expect((await signIn(legacy.email, PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(legacy.id);
    expect(upgraded).toMatch(ARGON2ID);
    // the new hash takes the same password, and is kept from then on
    expect((await signIn(legacy.email, PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(legacy.id)).toBe(upgraded);
    expect((await signIn(legacy.email, "not-my-password-1")).statusCode).toBe(401);
  });

  it("stays as it is after a wrong password", async () => {
    const legacy = await scryptAccount();
    const wrong = await signIn(legacy.email, "not-my-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
    expect(await storedHash(legacy.id)).toBe(legacy.hash);
    expect((await signIn(legacy.email, PASSWORD)).statusCode).toBe(200);
  });

  it("stays as it is when the right password is refused for an unverified address", async () => {
    const legacy = await scryptAccount({ emailVerified: false });
    expect((await signIn(legacy.email, PASSWORD)).statusCode).toBe(403);
    expect(await storedHash(legacy.id)).toBe(legacy.hash);
  });
});
