import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";

const app = await createTestApp();

// The fixture the other files sign in with: its cookie must be one better-auth itself accepts.
describe("createSession test fixture", () => {
  it("gives a signed session cookie that better-auth and the API accept", async () => {
    const { user, cookie, headers } = await createSession(app, {
      userType: "driver",
      carMake: "Kia",
      carModel: "Rio",
      carYear: 2020,
      carColor: "Red",
    });
    const session = await app.inject({ url: "/api/auth/get-session", headers });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: user.id, email: user.email, emailVerified: true });

    const me = await app.inject({ url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ activeRole: "driver", profile: { id: user.id, carMake: "Kia" } });
  });

  it("is refused once the signature no longer matches", async () => {
    const { cookie } = await createSession(app);
    // The token's last character is swapped for another one, never for itself.
    const tampered = cookie.replace(/=([^.]+)/, (_match, token: string) => {
      const last = token.at(-1) === "x" ? "y" : "x";
      return `=${token.slice(0, -1)}${last}`;
    });
    expect((await app.inject({ url: "/api/me", headers: { cookie: tampered } })).statusCode).toBe(401);
  });
});
