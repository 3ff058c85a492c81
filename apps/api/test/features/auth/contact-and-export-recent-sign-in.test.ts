import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type SignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { ageSessions } from "../../support/old-session.ts";

// The emergency contact (where Share my trip sends a trip's link) and the full data export
// need a recent sign-in, as the phone does (docs/decisions/0037): a browser signed in more
// than a day ago gives the password again.
const app = await createTestApp();

const CONTACT = { name: "Maria Lopez", phone: "(352) 555-0142", email: "maria.lopez@example.com" };
const OTHER_CONTACT = { name: "Someone Else", phone: "(305) 555-0199", email: "someone@example.net" };
const NOT_FRESH = { error: { code: "SESSION_NOT_FRESH", message: AUTH_MESSAGES.sessionNotFresh } };

function putContact(account: SignedInUser, body: Record<string, unknown>) {
  return app.inject({
    method: "PUT",
    url: "/api/me/emergency-contact",
    payload: body,
    headers: { cookie: account.cookie },
  });
}

function exportData(account: SignedInUser, method: "GET" | "POST", body?: Record<string, unknown>) {
  return app.inject({
    method,
    url: "/api/me/export",
    headers: { cookie: account.cookie },
    ...(body ? { payload: body } : {}),
  });
}

async function storedContact(account: SignedInUser) {
  const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
  const { emergencyContactName, emergencyContactEmail } = me.json().profile;
  return { name: emergencyContactName, email: emergencyContactEmail };
}

/** An account with its emergency contact set, signed in two days ago. */
async function staleAccount(): Promise<SignedInUser> {
  const account = await createSignedInUser(app);
  expect((await putContact(account, CONTACT)).statusCode).toBe(200);
  await ageSessions(app, account.id);
  return account;
}

describe("from a browser that signed in within the last day", () => {
  it("changes the emergency contact and downloads the data without the password", async () => {
    const account = await createSignedInUser(app);
    expect((await putContact(account, CONTACT)).statusCode).toBe(200);
    expect(await storedContact(account)).toEqual({ name: CONTACT.name, email: CONTACT.email });
    const viaGet = await exportData(account, "GET");
    expect(viaGet.statusCode, viaGet.body).toBe(200);
    expect(viaGet.json().profile.emergencyContactEmail).toBe(CONTACT.email);
    expect((await exportData(account, "POST")).statusCode).toBe(200);
  });
});

describe("from a browser that signed in more than a day ago", () => {
  it("refuses the emergency contact with the phone change's answer, and changes nothing", async () => {
    const account = await staleAccount();
    const phone = await app.inject({
      method: "PATCH",
      url: "/api/me",
      payload: { firstName: "Ana", lastName: "Lopez", phone: "(352) 555-0177" },
      headers: { cookie: account.cookie },
    });
    const contact = await putContact(account, OTHER_CONTACT);
    expect(contact.statusCode).toBe(403);
    expect(contact.json()).toEqual(phone.json());
    expect(contact.json()).toEqual(NOT_FRESH);
    const wrong = await putContact(account, { ...OTHER_CONTACT, currentPassword: "wrong-guess-41" });
    expect(wrong.json()).toEqual(NOT_FRESH);
    expect(await storedContact(account)).toEqual({ name: CONTACT.name, email: CONTACT.email });

    const confirmed = await putContact(account, { ...OTHER_CONTACT, currentPassword: account.password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedContact(account)).toEqual({ name: OTHER_CONTACT.name, email: OTHER_CONTACT.email });
  });

  it("refuses the data export without the password, or with a wrong one, and sends it with the right one", async () => {
    const account = await staleAccount();
    for (const refused of [
      await exportData(account, "GET"),
      await exportData(account, "POST"),
      await exportData(account, "POST", { currentPassword: "wrong-guess-42" }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(NOT_FRESH);
      expect(refused.headers["content-disposition"]).toBeUndefined();
    }
    const confirmed = await exportData(account, "POST", { currentPassword: account.password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers["content-disposition"]).toMatch(/^attachment; filename="campusride-data-/);
    expect(confirmed.json().profile.emergencyContactEmail).toBe(CONTACT.email);
  });

  it("counts a refused export against none of the five downloads an hour", async () => {
    const account = await staleAccount();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await exportData(account, "GET")).statusCode).toBe(403);
    }
    expect((await exportData(account, "POST", { currentPassword: account.password })).statusCode).toBe(200);
  });
});
