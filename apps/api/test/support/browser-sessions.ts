import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { session } from "../../src/db/schema/index.ts";
import { cookieHeader, ORIGIN, type SignedInUser } from "./accounts.ts";

/** An account's browsers: signing in from another one, and what each cookie still holds. */
export function browserSessions(app: App) {
  return {
    /** Another browser signing in to the account (by password): its session cookie. */
    async signInAgain(account: SignedInUser, userAgent: string, ip = "203.0.113.57"): Promise<string> {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: account.email, password: account.password },
        remoteAddress: ip,
        headers: { origin: ORIGIN, "user-agent": userAgent },
      });
      expect(response.statusCode, response.body).toBe(200);
      return cookieHeader(response.headers["set-cookie"]);
    },

    /** Whether a browser's cookie still signs it in. */
    async isSignedIn(cookie: string): Promise<boolean> {
      const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
      return me.statusCode === 200;
    },

    /** The session row behind a cookie (the token is the cookie's value before the signature). */
    async sessionRow(cookie: string) {
      const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
      const [row] = await app.db.select().from(session).where(eq(session.token, token));
      return row!;
    },
  };
}
