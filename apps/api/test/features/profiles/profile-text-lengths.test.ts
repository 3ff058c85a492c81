import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "../../../src/db/schema/index.ts";
import { authPost, createSignedInUser, signupBody } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";

/*
 * The account's free text is kept whole or refused: a name over 50 characters (a
 * university over 100) is a 400 with the field's message, at sign-up and on the profile,
 * and the database itself keeps no more, so nothing is ever cut on the way in.
 */
const app = await createTestApp();

const fiftyOne = "Q".repeat(51);

function patchMe(cookie: string, payload: object) {
  return app.inject({ method: "PATCH", url: "/api/me", payload, headers: { cookie } });
}

async function ownProfile(cookie: string) {
  return (await app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().profile;
}

describe("sign-up", () => {
  it("refuses a first or last name over 50 characters, and a university over 100, on the field", async () => {
    for (const [field, value, message] of [
      ["lastName", fiftyOne, SIGNUP_MESSAGES.lastNameTooLong],
      ["firstName", fiftyOne, SIGNUP_MESSAGES.firstNameTooLong],
      ["university", "U".repeat(101), SIGNUP_MESSAGES.universityTooLong],
    ] as const) {
      const body = signupBody({ [field]: value });
      const response = await authPost(app, "/sign-up/email", body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION",
        message,
        fields: { [field]: message },
      });
      const made = await app.db
        .select()
        .from(user)
        .where(eq(user.email, String(body.email)));
      expect(made, field).toHaveLength(0);
    }
  });

  it("keeps a 50-character last name whole", async () => {
    const lastName = "Z".repeat(50);
    const student = await createSignedInUser(app, { lastName });
    expect((await ownProfile(student.cookie)).lastName).toBe(lastName);
  });
});

describe("profile edit", () => {
  it("refuses a last name over 50 characters with its field's message and keeps the stored one", async () => {
    const student = await createSignedInUser(app);
    const refused = await patchMe(student.cookie, { firstName: "Ana", lastName: fiftyOne });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "VALIDATION",
      message: SIGNUP_MESSAGES.lastNameTooLong,
      fields: { lastName: SIGNUP_MESSAGES.lastNameTooLong },
    });
    const firstRefused = await patchMe(student.cookie, { firstName: fiftyOne, lastName: "Lopez" });
    expect(firstRefused.json().error.fields).toEqual({ firstName: SIGNUP_MESSAGES.firstNameTooLong });
    expect(await ownProfile(student.cookie)).toMatchObject({ firstName: "Ana", lastName: "Lopez" });

    // 50 characters, markup and spaces around: stored whole
    const fifty = "W".repeat(50);
    expect(
      (await patchMe(student.cookie, { firstName: "Ana", lastName: ` <b>${fifty}</b> ` })).statusCode,
    ).toBe(200);
    expect((await ownProfile(student.cookie)).lastName).toBe(fifty);
  });
});

describe("the database", () => {
  it("keeps no longer text than the forms take, so nothing can be cut on the way in", async () => {
    const student = await createSignedInUser(app);
    const tooLong: Array<[keyof typeof profiles.$inferInsert, string]> = [
      ["firstName", fiftyOne],
      ["lastName", fiftyOne],
      ["university", "U".repeat(101)],
      ["phone", "+".padEnd(21, "1")],
      ["emergencyContactName", fiftyOne],
      ["licensePlate", "A".repeat(11)],
    ];
    for (const [column, value] of tooLong) {
      const write = app.db
        .update(profiles)
        .set({ [column]: value })
        .where(eq(profiles.id, student.id));
      await expect(write, column).rejects.toThrow();
    }
    // characters, not bytes: 50 emoji are a name the database keeps
    await app.db
      .update(profiles)
      .set({ lastName: "😀".repeat(50) })
      .where(eq(profiles.id, student.id));
    const [row] = await app.db
      .select({ length: sql<number>`char_length(${profiles.lastName})` })
      .from(profiles)
      .where(eq(profiles.id, student.id));
    expect(Number(row?.length)).toBe(50);
  });
});
