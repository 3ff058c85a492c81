import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authPost, freshIp, signupBody } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { createSession } from "../support/session.ts";

// PostgreSQL text cannot hold U+0000: such input must be refused as bad input (400), never
// reach a query and come back as a 5xx.
const app = await createTestApp();

async function count(table: "contact_messages" | "user" | "rate_limits"): Promise<number> {
  const result = (await app.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n);
}

function expectRefused(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.body).toContain(FRIENDLY_MESSAGES.validation);
}

describe("a NUL character in the input", () => {
  it("is refused by the contact form, nothing stored", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ana\u0000", email: "ana@ufl.edu", subject: "Other", message: "Hello" },
      remoteAddress: freshIp(),
    });
    expectRefused(response);
    expect(await count("contact_messages")).toBe(0);
  });

  it("is refused at sign-up, no account", async () => {
    const before = await count("user");
    expectRefused(await authPost(app, "/sign-up/email", signupBody({ firstName: "\u0000Ana" })));
    expect(await count("user")).toBe(before);
  });

  it("is refused at sign-in and password reset", async () => {
    expectRefused(
      await authPost(app, "/sign-in/email", { email: "a\u0000@ufl.edu", password: "password123" }),
    );
    expectRefused(await authPost(app, "/reset-password", { token: "a\u0000b", newPassword: "password123" }));
  });

  it("is refused in a profile edit and a path parameter", async () => {
    const user = await createSession(app);
    const edit = await app.inject({
      method: "PATCH",
      url: "/api/me",
      payload: { firstName: "Ana\u0000", lastName: "Lopez" },
      headers: { cookie: user.cookie },
    });
    expectRefused(edit);
    expectRefused(
      await app.inject({ method: "GET", url: "/api/profiles/%00", headers: { cookie: user.cookie } }),
    );
  });

  it("is refused in a query string", async () => {
    expectRefused(
      await app.inject({
        method: "GET",
        url: "/api/places/autocomplete?q=Gaines%00",
        remoteAddress: freshIp(),
      }),
    );
  });
});

describe("a deeply nested body", () => {
  it("is refused with 400 on every route, better-auth's included", async () => {
    const deep = `{"email":${"[".repeat(100_000)}${"]".repeat(100_000)},"password":"password123"}`;
    for (const url of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/contact"]) {
      const response = await app.inject({
        method: "POST",
        url,
        payload: deep,
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        remoteAddress: freshIp(),
      });
      expectRefused(response);
    }
  });
});
