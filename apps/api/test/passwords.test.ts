import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../src/db/schema/index.ts";
import { authPost, createSignedInUser, lastMail, signupBody, type SignedInUser } from "./support/accounts.ts";
import { createTestApp } from "./support/app.ts";
import { ageSessions } from "./support/old-session.ts";

const app = await createTestApp();

const COMMON = ["password123", "Passw0rd", "qwertyuiop"];
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
