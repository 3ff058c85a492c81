import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { driverLicenses, outbox, profiles, session, user } from "../../../src/db/schema/index.ts";
import {
  authPost,
  createSignedInUser,
  driverCar,
  followVerificationLink,
  lastMail,
  signupBody,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";

// Someone signs up first with a student's .edu address and a password of their own; the
// address is proved only by the link mailed to it.
const app = await createTestApp();

const SQUATTER_PASSWORD = "squatter-secret-9";
const OWNER_PASSWORD = "owner-own-phrase-7";

async function signInStatus(email: string, password: string): Promise<number> {
  return (await authPost(app, "/sign-in/email", { email, password })).statusCode;
}

async function accountOf(email: string) {
  const [row] = await app.db.select().from(user).where(eq(user.email, email));
  return row;
}

/** The keys of a sign-up answer, nested one level: what a requester can compare. */
function shapeOf(body: Record<string, unknown>) {
  return {
    keys: Object.keys(body).sort(),
    userKeys: Object.keys(body.user as object).sort(),
    token: body.token,
  };
}

describe("a sign-up for an address with an unverified account", () => {
  it("replaces the first registrant's password and profile: only the verifying owner gets in", async () => {
    const squatter = signupBody({ firstName: "Mallory", password: SQUATTER_PASSWORD });
    const email = String(squatter.email);
    squatter.confirmPassword = SQUATTER_PASSWORD;
    expect((await authPost(app, "/sign-up/email", squatter)).statusCode).toBe(200);
    const squatterLink = (await lastMail(app, email))!.link!;

    const owner = {
      ...squatter,
      firstName: "Olivia",
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
    };
    const answer = await authPost(app, "/sign-up/email", owner);
    expect(answer.statusCode).toBe(200);
    const mail = await lastMail(app, email);
    expect(mail?.subject).toBe("Verify your CampusRide email");
    expect(mail?.link).not.toBe(squatterLink);

    // the first sign-up's link no longer verifies anything
    await followVerificationLink(app, squatterLink);
    expect((await accountOf(email))?.emailVerified).toBe(false);

    expect((await followVerificationLink(app, mail!.link!)).statusCode).toBe(302);
    expect((await accountOf(email))?.emailVerified).toBe(true);
    expect(await signInStatus(email, SQUATTER_PASSWORD)).toBe(401);
    expect(await signInStatus(email, OWNER_PASSWORD)).toBe(200);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile?.firstName).toBe("Olivia");
  });

  it("lets a link verify only the sign-up that sent it, not a squatter's later one", async () => {
    const first = signupBody({ password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD });
    const email = String(first.email);
    await authPost(app, "/sign-up/email", first);
    await authPost(app, "/sign-up/email", {
      ...first,
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
    });
    const ownerLink = (await lastMail(app, email))!.link!;
    await authPost(app, "/sign-up/email", first);

    await followVerificationLink(app, ownerLink);
    expect((await accountOf(email))?.emailVerified).toBe(false);
    expect(await signInStatus(email, SQUATTER_PASSWORD)).toBe(403);
  });

  it("hands the replaced account's license file back to the unclaimed uploads", async () => {
    const first = signupBody({ userType: "driver", ...driverCar });
    await authPost(app, "/sign-up/email", first);
    const squatterId = (await accountOf(String(first.email)))!.id;
    const [license] = await app.db
      .insert(driverLicenses)
      .values({
        userId: squatterId,
        storageKey: `licenses/${randomUUID()}.png`,
        contentType: "image/png",
        sizeBytes: 1,
      })
      .returning({ id: driverLicenses.id });

    await authPost(app, "/sign-up/email", { ...first, userType: "rider" });
    const [released] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.id, license!.id));
    expect(released?.userId).toBeNull();
    expect((await accountOf(String(first.email)))?.id).not.toBe(squatterId);
  });
});

describe("a sign-up for an address with a verified account", () => {
  it("changes nothing, mails the owner, and answers like a new sign-up", async () => {
    const existing = await createSignedInUser(app);
    const fresh = await authPost(app, "/sign-up/email", signupBody());

    const again = await authPost(
      app,
      "/sign-up/email",
      signupBody({ email: existing.email, password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD }),
    );
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(shapeOf(again.json())).toEqual(shapeOf(fresh.json()));
    expect(again.headers["set-cookie"]).toBeUndefined();

    const mail = await lastMail(app, existing.email);
    expect(mail?.subject).toBe("You already have a CampusRide account");
    expect(mail?.link).toBe("http://localhost:3000/signin");
    expect(mail?.text).toContain("http://localhost:3000/forgot-password");

    expect(await signInStatus(existing.email, SQUATTER_PASSWORD)).toBe(401);
    expect(await signInStatus(existing.email, existing.password)).toBe(200);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: existing.cookie } });
    expect(me.statusCode).toBe(200);
  });
});

describe("verifying an address", () => {
  it("ends every session the account had; only the verifying browser's new one is left", async () => {
    const body = signupBody();
    const email = String(body.email);
    await authPost(app, "/sign-up/email", body);
    const account = (await accountOf(email))!;
    // a session left from before the address was proved (e.g. made before verification was required)
    const leftOver = randomUUID();
    await app.db.insert(session).values({
      id: leftOver,
      token: randomUUID(),
      userId: account.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });

    await followVerificationLink(app, (await lastMail(app, email))!.link!);
    // the link signs the student in: one session, made by the verification, not the old one
    const sessions = await app.db.select().from(session).where(eq(session.userId, account.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id).not.toBe(leftOver);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(1);
  });
});
