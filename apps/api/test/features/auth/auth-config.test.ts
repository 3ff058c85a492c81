import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { user } from "../../../src/db/schema/index.ts";
import { resolveAuthSecret } from "../../../src/features/auth/secret.ts";
import { lastMail, signupBody } from "../../support/accounts.ts";
import { createTestApp, testConfig } from "../../support/app.ts";

const HTTPS_ORIGIN = "https://campusride.example";
const app = await createTestApp({ PUBLIC_URL: HTTPS_ORIGIN });

describe("auth configuration", () => {
  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toBe(
      "x".repeat(32),
    );
  });

  it("generates a secret once and keeps it in DATA_DIR", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-secret-"));
    const config = testConfig({ DATA_DIR: dataDir });
    const first = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const body = signupBody();
    const post = (url: string, payload: object) =>
      app.inject({
        method: "POST",
        url,
        payload,
        headers: { origin: HTTPS_ORIGIN },
        remoteAddress: "10.9.9.9",
      });
    expect((await post("/api/auth/sign-up/email", body)).statusCode).toBe(200);
    const link = new URL((await lastMail(app, String(body.email)))!.link!);
    expect(link.origin).toBe(HTTPS_ORIGIN);
    await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    const [row] = await app.db
      .select()
      .from(user)
      .where(eq(user.email, String(body.email)));
    expect(row?.emailVerified).toBe(true);
    const signin = await post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(signin.statusCode).toBe(200);
    const cookies = [signin.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/__Secure-campusride\.session_token=.*Secure/i);
    const sessionCookie = [signin.headers["set-cookie"]]
      .flat()
      .find((cookie) => cookie?.startsWith("__Secure-campusride.session_token="));
    const attributes = sessionCookie!.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
  });

  it("refuses a request from an untrusted origin", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "a@ufl.edu", password: "whatever-1" },
      headers: { origin: "https://evil.example", cookie: "x=1" },
      remoteAddress: "10.9.9.10",
    });
    expect(response.statusCode).toBe(403);
  });
});
