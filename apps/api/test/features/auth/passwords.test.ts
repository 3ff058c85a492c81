import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../../src/db/schema/index.ts";
import {
  authPost,
  cookieHeader,
  createSignedInUser,
  lastMail,
  signupBody,
  type SignedInUser,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { browserSessions } from "../../support/browser-sessions.ts";
import { ageSessions } from "../../support/old-session.ts";

const app = await createTestApp();

const COMMON = ["password123", "Passw0rd", "qwertyuiop"];
// guessable on CampusRide: the product, its published demo password, a campus team, a word
// with a year and a symbol
const CAMPUS_GUESSES = [
  "campusride-demo",
  "campusride",
  "CampusRide2026",
  "Gators2026!",
  "ufgators1",
  "Summer2024!",
];
// built from the account's own name (signupBody: Ana Lopez) or address
const OWN_WORDS = (email: string) => ["AnaLopez2026", "lopezana!", `${email.split("@")[0]}!`];
const STRONG = "tangerine hammock at dawn";
// 100 characters (code points), 135 UTF-16 units
const EMOJI_PASSPHRASE = `🚗🚙🚕🚌 road trip 🌴🌞🐊🏖 to Gainesville 🏈🎓📚🦎 with crew 🎒🎧🍕🥨🍩 playlists 🎶🎸🥁🎹🎺 at dawn 🌅🌄🌇🌠 go 🚀✨🎉🥳🎈🎊🎆🎇🧨🪅!!`;

async function accountExists(email: string): Promise<boolean> {
  return (await app.db.select().from(user).where(eq(user.email, email))).length > 0;
}

function patchMe(account: SignedInUser, body: Record<string, unknown>) {
  return app.inject({ method: "PATCH", url: "/api/me", payload: body, headers: { cookie: account.cookie } });
}

describe("choosing a password", () => {
  it("refuses common passwords at sign-up, with a clear message and no account", async () => {
    for (const password of COMMON) {
      const body = signupBody({ password, confirmPassword: password });
      const response = await authPost(app, "/sign-up/email", body);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION",
        message: PASSWORD_MESSAGES.tooCommon,
        fields: { password: PASSWORD_MESSAGES.tooCommon },
      });
      expect(await accountExists(String(body.email))).toBe(false);
    }
  });

  it("takes a 100-character passphrase with emoji at sign-up, and signs in with it", async () => {
    const account = await createSignedInUser(app, {
      password: EMOJI_PASSPHRASE,
      confirmPassword: EMOJI_PASSPHRASE,
    });
    expect(account.cookie).not.toBe("");
  });

  it("refuses common passwords at reset, and takes an emoji passphrase", async () => {
    const account = await createSignedInUser(app);
    await authPost(app, "/request-password-reset", { email: account.email, redirectTo: "/reset-password" });
    const token = new URL((await lastMail(app, account.email))!.link!).searchParams.get("token");
    for (const newPassword of COMMON) {
      const response = await authPost(app, "/reset-password", { token, newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION",
        message: PASSWORD_MESSAGES.tooCommon,
        fields: { newPassword: PASSWORD_MESSAGES.tooCommon },
      });
    }
    expect(
      (await authPost(app, "/reset-password", { token, newPassword: EMOJI_PASSPHRASE })).statusCode,
    ).toBe(200);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: EMOJI_PASSPHRASE }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses a common password when changing it, and asks for the current one", async () => {
    const account = await createSignedInUser(app);
    const change = (body: Record<string, unknown>) =>
      authPost(app, "/change-password", body, { cookie: account.cookie });
    const common = await change({ currentPassword: account.password, newPassword: "Passw0rd" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(
      (await change({ currentPassword: "not-my-password-1", newPassword: "fresh-choice-42" })).statusCode,
    ).toBe(400);
    expect(
      (await change({ currentPassword: account.password, newPassword: "fresh-choice-42" })).statusCode,
    ).toBe(200);
  });
});

/** Every password is refused with the field's error, and the message of its kind. */
async function expectRefused(
  send: (password: string) => ReturnType<typeof authPost>,
  passwords: readonly string[],
  field: string,
  message: string,
) {
  for (const password of passwords) {
    const response = await send(password);
    expect(response.statusCode, password).toBe(400);
    expect(response.json().error, password).toMatchObject({
      code: "VALIDATION",
      message,
      fields: { [field]: message },
    });
  }
}

describe("choosing a password guessable from CampusRide's context", () => {
  it("is refused at sign-up, with no account: campus words, and the student's own name or address", async () => {
    const email = `ana.lopez.${process.pid}@ufl.edu`;
    const signUp = (password: string) =>
      authPost(app, "/sign-up/email", signupBody({ email, password, confirmPassword: password }));
    await expectRefused(signUp, CAMPUS_GUESSES, "password", PASSWORD_MESSAGES.tooCommon);
    await expectRefused(signUp, OWN_WORDS(email), "password", PASSWORD_MESSAGES.personal);
    expect(await accountExists(email)).toBe(false);
    expect((await signUp(STRONG)).statusCode).toBe(200);
  });

  it("is refused at reset, for the link's own account too", async () => {
    const account = await createSignedInUser(app);
    await authPost(app, "/request-password-reset", { email: account.email, redirectTo: "/reset-password" });
    const token = new URL((await lastMail(app, account.email))!.link!).searchParams.get("token");
    const reset = (newPassword: string) => authPost(app, "/reset-password", { token, newPassword });
    await expectRefused(reset, CAMPUS_GUESSES, "newPassword", PASSWORD_MESSAGES.tooCommon);
    await expectRefused(reset, OWN_WORDS(account.email), "newPassword", PASSWORD_MESSAGES.personal);
    expect((await reset(STRONG)).statusCode).toBe(200);
  });

  it("is refused when changing it, for the signed-in account too", async () => {
    const account = await createSignedInUser(app);
    const change = (newPassword: string) =>
      authPost(app, "/change-password", { currentPassword: account.password, newPassword }, account);
    await expectRefused(change, CAMPUS_GUESSES, "newPassword", PASSWORD_MESSAGES.tooCommon);
    await expectRefused(change, OWN_WORDS(account.email), "newPassword", PASSWORD_MESSAGES.personal);
    expect((await change(STRONG)).statusCode).toBe(200);
  });
});

describe("changing the password", () => {
  const { signInAgain, isSignedIn } = browserSessions(app);
  const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148";

  it("ends every other session, even when the client asks to keep them", async () => {
    const account = await createSignedInUser(app);
    const phone = await signInAgain(account, PHONE);
    const response = await authPost(
      app,
      "/change-password",
      { currentPassword: account.password, newPassword: STRONG, revokeOtherSessions: false },
      account,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    // the browser that changed it goes on, with a new session
    const renewed = cookieHeader(response.headers["set-cookie"]);
    expect(renewed).not.toBe("");
    expect(await isSignedIn(renewed)).toBe(true);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: STRONG })).statusCode,
    ).toBe(200);
  });

  it("says a wrong current password on its field, and ends nothing", async () => {
    const account = await createSignedInUser(app);
    const phone = await signInAgain(account, PHONE);
    const response = await authPost(
      app,
      "/change-password",
      { currentPassword: "not-my-password-9", newPassword: STRONG },
      account,
    );
    expect(response.statusCode).toBe(400);
    const { message, fields } = response.json().error;
    expect(fields).toEqual({ currentPassword: message });
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(account.cookie)).toBe(true);
  });
});

describe("changing the phone", () => {
  const names = { firstName: "Ana", lastName: "Lopez" };

  it("works from a session signed in within the last day", async () => {
    const account = await createSignedInUser(app);
    expect((await patchMe(account, { ...names, phone: "(352) 555-0199" })).statusCode).toBe(200);
  });

  it("from an older session, needs the current password again", async () => {
    const account = await createSignedInUser(app);
    await ageSessions(app, account.id);

    const refused = await patchMe(account, { ...names, phone: "(352) 555-0199" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: "SESSION_NOT_FRESH",
      message: AUTH_MESSAGES.sessionNotFresh,
    });
    const wrong = await patchMe(account, {
      ...names,
      phone: "(352) 555-0199",
      currentPassword: "wrong-guess-77",
    });
    expect(wrong.statusCode).toBe(403);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
    expect(me.json().profile.phone).toBe("+13525550100");

    // the names alone are no sensitive change
    expect(
      (await patchMe(account, { firstName: "Anna", lastName: "Lopez", phone: "(352) 555-0100" })).statusCode,
    ).toBe(200);
    const confirmed = await patchMe(account, {
      ...names,
      phone: "(352) 555-0199",
      currentPassword: account.password,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it("from an older session, counts wrong passwords like /verify-password: 5, then 429", async () => {
    const account = await createSignedInUser(app);
    await ageSessions(app, account.id);
    const guess = (currentPassword: string) =>
      patchMe(account, { ...names, phone: "(352) 555-0199", currentPassword });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await guess(`wrong-guess-${attempt}x`)).statusCode).toBe(403);
    }
    const limited = await guess(account.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
    expect(me.json().profile.phone).toBe("+13525550100");
  });
});
