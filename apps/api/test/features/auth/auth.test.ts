import { randomBytes } from "node:crypto";
import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, profiles, user, verification } from "../../../src/db/schema/index.ts";
import { AUTH_MESSAGES, PROFILE_MESSAGES, SIGNUP_MESSAGES } from "@campusride/shared/messages";
import {
  authPost,
  cookieHeader,
  createSignedInUser,
  driverCar,
  followVerificationLink,
  freshIp,
  lastMail,
  signupBody,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { RESET_REQUEST_MIN_ANSWER_MS } from "../../../src/features/auth/routes.ts";

const app = await createTestApp();

async function accountExists(email: string): Promise<boolean> {
  const rows = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return rows.length > 0;
}

/** A POST whose path is sent exactly as written (fetch would resolve "." and ".."). */
function rawPost(url: string, body: object): Promise<number> {
  const { protocol, host } = new URL(url);
  const path = url.slice(`${protocol}//${host}`.length);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${protocol}//${host}`,
      {
        method: "POST",
        path,
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function expectRefusedSignup(overrides: Record<string, unknown>, message: string) {
  const body = signupBody(overrides);
  const response = await authPost(app, "/sign-up/email", body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.message).toBe(message);
  if (typeof body.email === "string" && body.email !== "") {
    expect(await accountExists(body.email.trim().toLowerCase())).toBe(false);
  }
}

describe("sign-up", () => {
  it("creates the account and its profile, and mails a verification link", async () => {
    const body = signupBody({ email: "  Maria.Diaz@UFL.edu ", userType: "driver", ...driverCar });
    const response = await authPost(app, "/sign-up/email", body);
    expect(response.statusCode, response.body).toBe(200);
    const { user: created } = response.json();
    expect(created.email).toBe("maria.diaz@ufl.edu");
    expect(created.emailVerified).toBe(false);
    // no session before the email is verified
    expect(response.headers["set-cookie"]).toBeUndefined();

    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, created.id));
    expect(profile).toMatchObject({
      firstName: "Ana",
      lastName: "Lopez",
      email: "maria.diaz@ufl.edu",
      // typed as (352) 555-0100, stored in the one format (E.164)
      phone: "+13525550100",
      userType: "driver",
      university: "University of Florida",
      carMake: "Toyota",
      carModel: "Camry",
      carYear: 2020,
      carColor: "Silver",
      driverLicenseVerified: false,
      isActive: true,
    });

    const mail = await lastMail(app, "maria.diaz@ufl.edu");
    expect(mail?.subject).toBe("Verify your CampusRide email");
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(mail?.html).toContain(mail?.link?.replace(/&/g, "&amp;"));
    expect(mail?.text).toContain(mail?.link);
  });

  it("takes an international student's phone with its country code, stored in E.164", async () => {
    const response = await authPost(app, "/sign-up/email", signupBody({ phone: "+44 7911 123456" }));
    expect(response.statusCode, response.body).toBe(200);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, response.json().user.id));
    expect(profile?.phone).toBe("+447911123456");
  });

  it("drops a rider's car fields", async () => {
    const body = signupBody({ userType: "rider", ...driverCar });
    const response = await authPost(app, "/sign-up/email", body);
    expect(response.statusCode).toBe(200);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, response.json().user.id));
    expect(profile?.carMake).toBeNull();
  });

  it("ignores an image field: a javascript: URL is never stored nor echoed", async () => {
    const body = signupBody({ image: "javascript:alert(1)" });
    const response = await authPost(app, "/sign-up/email", body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.image ?? null).toBeNull();
    const [row] = await app.db
      .select()
      .from(user)
      .where(eq(user.email, String(body.email)));
    expect(row?.image).toBeNull();
  });

  it("strips markup from names", async () => {
    const response = await authPost(
      app,
      "/sign-up/email",
      signupBody({ firstName: "<b>Ana</b><script>x</script>" }),
    );
    expect(response.statusCode).toBe(200);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, response.json().user.id));
    expect(profile?.firstName).toBe("Anax");
  });

  it("refuses a gmail.com address", () =>
    expectRefusedSignup({ email: "ana@gmail.com" }, SIGNUP_MESSAGES.emailNotEdu));

  it("refuses an address that only contains .edu", () =>
    expectRefusedSignup({ email: "a@ufl.edu.evil.com" }, SIGNUP_MESSAGES.emailNotEdu));

  it("refuses a malformed address", () =>
    expectRefusedSignup({ email: "not an email" }, SIGNUP_MESSAGES.emailInvalid));

  it("refuses missing fields with the catalogue's messages", async () => {
    await expectRefusedSignup({ email: "" }, SIGNUP_MESSAGES.emailRequired);
    await expectRefusedSignup({ firstName: "" }, SIGNUP_MESSAGES.firstNameRequired);
    await expectRefusedSignup({ lastName: undefined }, SIGNUP_MESSAGES.lastNameRequired);
    await expectRefusedSignup({ phone: "" }, SIGNUP_MESSAGES.phoneRequired);
    await expectRefusedSignup({ phone: "(999) 123-4567" }, SIGNUP_MESSAGES.phoneInvalid);
    await expectRefusedSignup({ phone: "020 7946 0958" }, SIGNUP_MESSAGES.phoneInvalid);
    await expectRefusedSignup({ university: " " }, SIGNUP_MESSAGES.universityRequired);
    await expectRefusedSignup({ graduationYear: undefined }, SIGNUP_MESSAGES.graduationYearRequired);
    await expectRefusedSignup({ userType: undefined }, SIGNUP_MESSAGES.roleRequired);
    await expectRefusedSignup({ password: "" }, SIGNUP_MESSAGES.passwordRequired);
  });

  it("refuses a driver or both without complete car details", async () => {
    await expectRefusedSignup({ userType: "driver" }, SIGNUP_MESSAGES.carDetailsRequired);
    await expectRefusedSignup(
      { userType: "both", ...driverCar, carColor: undefined },
      SIGNUP_MESSAGES.carDetailsRequired,
    );
    await expectRefusedSignup(
      { userType: "driver", ...driverCar, carModel: "Civic" },
      SIGNUP_MESSAGES.carDetailsRequired,
    );
  });

  it("refuses a password under 8 characters or not matching", async () => {
    await expectRefusedSignup(
      { password: "short1", confirmPassword: "short1" },
      SIGNUP_MESSAGES.passwordTooShort,
    );
    await expectRefusedSignup(
      { password: "long-enough-1", confirmPassword: "long-enough-2" },
      SIGNUP_MESSAGES.passwordMismatch,
    );
  });

  it("enforces the .edu rule for every way an account is created, not only the form", async () => {
    const context = await app.auth.$context;
    await expect(
      context.internalAdapter.createUser(
        {
          email: "someone@gmail.com",
          name: "Someone",
          emailVerified: true,
        },
        { method: "admin" },
      ),
    ).rejects.toThrow(SIGNUP_MESSAGES.emailNotEdu);
    expect(await accountExists("someone@gmail.com")).toBe(false);
  });

  it("creates the account and its profile together: a failed profile insert leaves no account", async () => {
    // a database that refuses the profile row, as a failing disk or constraint would
    await app.db.execute(
      sql.raw(`create or replace function refuse_profile() returns trigger language plpgsql as $$
        begin raise exception 'profile insert refused'; end $$`),
    );
    await app.db.execute(
      sql.raw(
        "create trigger refuse_profile before insert on profiles for each row execute function refuse_profile()",
      ),
    );
    try {
      const body = signupBody();
      const response = await authPost(app, "/sign-up/email", body);
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe(PROFILE_MESSAGES.createFailed);
      expect(await accountExists(String(body.email))).toBe(false);
      expect(await lastMail(app, String(body.email))).toBeUndefined();
    } finally {
      await app.db.execute(sql.raw("drop trigger refuse_profile on profiles"));
      await app.db.execute(sql.raw("drop function refuse_profile()"));
    }
    expect((await authPost(app, "/sign-up/email", signupBody())).statusCode).toBe(200);
  });

  it("answers a second sign-up with the same email like a first one, without a second account", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    const again = await authPost(app, "/sign-up/email", { ...body, firstName: "Other" });
    expect(again.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(user)
      .where(eq(user.email, String(body.email)));
    expect(rows).toHaveLength(1);
  });

  it("allows 5 sign-up attempts per email and client per 15 minutes; the client's neighbours sign up", async () => {
    const ip = freshIp();
    const email = `x${Date.now()}@gmail.com`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await authPost(app, "/sign-up/email", signupBody({ email }), { ip });
      expect(response.statusCode).toBe(400);
    }
    const limited = await authPost(app, "/sign-up/email", signupBody({ email }), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(SIGNUP_MESSAGES.rateLimited);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    // another student behind the same campus address, and the same email from elsewhere
    expect((await authPost(app, "/sign-up/email", signupBody(), { ip })).statusCode).toBe(200);
    expect((await authPost(app, "/sign-up/email", signupBody({ email }))).statusCode).toBe(400);
  });
});

describe("verification and sign-in", () => {
  it("refuses sign-in before the email is verified, with a clear message", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    const response = await authPost(app, "/sign-in/email", { email: body.email, password: body.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: "EMAIL_NOT_VERIFIED", message: AUTH_MESSAGES.emailNotVerified },
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("verifies through the mailed link, signed in by it on /auth-success?verified=true, then signs in", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    const mail = await lastMail(app, String(body.email));
    const verified = await followVerificationLink(app, mail!.link!);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/auth-success?verified=true");
    // the link itself signs the student in, so they land in the product
    const byLink = await app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: cookieHeader(verified.headers["set-cookie"]) },
    });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().profile.email).toBe(String(body.email));

    const signin = await authPost(app, "/sign-in/email", { email: body.email, password: body.password });
    expect(signin.statusCode).toBe(200);
    const cookies = [signin.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/campusride\.session_token=/);
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(cookies).not.toMatch(/Secure/i);

    const me = await app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: cookieHeader(signin.headers["set-cookie"]) },
    });
    expect(me.statusCode).toBe(200);
  });

  it("trims and lowercases the email at sign-in and password reset, as at sign-up", async () => {
    const account = await createSignedInUser(app);
    const typed = `  ${account.email.toUpperCase()} `;
    const signin = await authPost(app, "/sign-in/email", { email: typed, password: account.password });
    expect(signin.statusCode, signin.body).toBe(200);
    const reset = await authPost(app, "/request-password-reset", {
      email: typed,
      redirectTo: "/reset-password",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await lastMail(app, account.email))?.subject).toMatch(/reset/i);
  });

  it("refuses a wrong password in the API's one error shape", async () => {
    const account = await createSignedInUser(app);
    const response = await authPost(app, "/sign-in/email", {
      email: account.email,
      password: "wrong-password",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.invalidCredentials },
    });
  });

  it("answers a sign-up that fails validation with the code, the message and each field", async () => {
    const response = await authPost(app, "/sign-up/email", signupBody({ firstName: "", phone: "" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION",
        message: SIGNUP_MESSAGES.firstNameRequired,
        fields: expect.objectContaining({
          firstName: SIGNUP_MESSAGES.firstNameRequired,
          phone: SIGNUP_MESSAGES.phoneRequired,
        }),
      },
    });
  });

  it("limits failed sign-ins to 5 per account and client address per 15 minutes", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await authPost(
        app,
        "/sign-in/email",
        { email: "nobody@ufl.edu", password: "whatever-1" },
        { ip },
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await authPost(
      app,
      "/sign-in/email",
      { email: "nobody@ufl.edu", password: "whatever-1" },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(AUTH_MESSAGES.signInLimited);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("counts sign-in attempts however the path is spelled", async () => {
    // over a real socket: the path reaches the server exactly as written, dot segments included
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const spellings = [
      "/./sign-in/email",
      "/x/../sign-in/email",
      "/%2e/sign-in/email",
      "/%2E%2E/auth/sign-in/email",
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push(
        await rawPost(`${address}/api/auth${spellings[attempt % spellings.length]}`, {
          email: "nobody-spelled@ufl.edu",
          password: "whatever-1",
        }),
      );
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), 429, 429, 429]);
  });

  it("locks an account for the guessing address only: the right password from another address signs in", async () => {
    const account = await createSignedInUser(app); // a successful sign-in is not counted
    const guesser = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await authPost(
        app,
        "/sign-in/email",
        { email: account.email, password: "wrong-guess-1" },
        { ip: guesser },
      );
      expect(response.statusCode).toBe(401);
    }
    // however the email is written, from the guessing address even the right password waits
    const limited = await authPost(
      app,
      "/sign-in/email",
      { email: ` ${account.email.toUpperCase()} `, password: account.password },
      { ip: guesser },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(AUTH_MESSAGES.signInLimited);
    const owner = await authPost(app, "/sign-in/email", { email: account.email, password: account.password });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("answers a very long email at sign-in as a failed sign-in, not a 5xx", async () => {
    // incompressible, so a counter keyed by it would not fit a database index row
    const local = randomBytes(5_000).toString("hex");
    const response = await authPost(app, "/sign-in/email", {
      email: `${local}@ufl.edu`,
      password: "whatever-1",
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it("resends the verification mail with its own subject", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    const response = await authPost(app, "/send-verification-email", {
      email: body.email,
      callbackURL: "/auth-success?verified=true",
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMail(app, String(body.email));
    expect(mail?.subject).toBe("Your new CampusRide verification link");
    expect((await followVerificationLink(app, mail!.link!)).headers.location).toBe(
      "/auth-success?verified=true",
    );
  });

  it("signs out: the session ends on the server", async () => {
    const account = await createSignedInUser(app);
    const signout = await authPost(app, "/sign-out", {}, { cookie: account.cookie });
    expect(signout.statusCode).toBe(200);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    const response = await authPost(app, "/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(response.statusCode).toBe(200);
    return response;
  }

  function tokenOf(link: string): string {
    return new URL(link).searchParams.get("token")!;
  }

  it("mails a /reset-password link that sets a new password once", async () => {
    const account = await createSignedInUser(app);
    await requestReset(account.email);
    const mail = await lastMail(app, account.email);
    expect(mail?.subject).toBe("Reset your CampusRide password");
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = tokenOf(mail!.link!);

    const reset = await authPost(app, "/reset-password", { token, newPassword: "brand-new-pass-1" });
    expect(reset.statusCode).toBe(200);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: "brand-new-pass-1" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(401);
    // the old session was ended
    expect(
      (await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);

    const reused = await authPost(app, "/reset-password", { token, newPassword: "another-pass-1" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe("INVALID_TOKEN");
  });

  it("refuses an expired link", async () => {
    const account = await createSignedInUser(app);
    await requestReset(account.email);
    const token = tokenOf((await lastMail(app, account.email))!.link!);
    await app.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const response = await authPost(app, "/reset-password", { token, newPassword: "brand-new-pass-1" });
    expect(response.statusCode).toBe(400);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(200);
  });

  it("answers a known and an unknown address in the same time", async () => {
    const account = await createSignedInUser(app);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const [email, times] of [
        [account.email, known],
        [`nobody-${round}@ufl.edu`, unknown],
      ] as const) {
        const started = performance.now();
        await requestReset(email);
        times.push(performance.now() - started);
      }
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1]!;
    // both wait for the same floor, which covers the token write a known address costs
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_ANSWER_MS - 1);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(RESET_REQUEST_MIN_ANSWER_MS / 10);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = await app.db.select({ count: sql<number>`count(*)` }).from(outbox);
    const response = await requestReset("nobody-here@ufl.edu");
    expect(response.json()).toEqual(expect.objectContaining({ status: true }));
    const after = await app.db.select({ count: sql<number>`count(*)` }).from(outbox);
    expect(Number(after[0]?.count)).toBe(Number(before[0]?.count));
  });
});

describe("dev mailbox", () => {
  it("lists the outbox with its links", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    const mail = await lastMail(app, String(body.email));
    const page = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(String(body.email));
    expect(page.body).toContain(mail!.link!.replace(/&/g, "&amp;"));
  });
});
