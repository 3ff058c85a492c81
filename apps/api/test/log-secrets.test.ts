import { describe, expect, it } from "vitest";
import { redactUrl } from "../src/lib/log-redaction.ts";
import { authPost, freshIp, lastMail, signupBody } from "./support/accounts.ts";
import { createTestApp } from "./support/app.ts";

// The app's real logger (the request serializer included) at its most talkative level,
// writing into memory instead of stdout.
const written: string[] = [];
const app = await createTestApp(
  { LOG_LEVEL: "trace" },
  { logger: { stream: { write: (line: string) => void written.push(line) } } },
);

function get(url: string) {
  return app.inject({ method: "GET", url, remoteAddress: freshIp() });
}

describe("the log", () => {
  it("holds no token or password from a sign-up, a verification and a password reset", async () => {
    const body = signupBody();
    const email = String(body.email);
    await authPost(app, "/sign-up/email", body);
    const verifyLink = new URL((await lastMail(app, email))!.link!);
    const verifyToken = verifyLink.searchParams.get("token")!;
    expect((await get(`${verifyLink.pathname}${verifyLink.search}`)).statusCode).toBe(302);
    await authPost(app, "/sign-in/email", { email, password: body.password });

    await authPost(app, "/request-password-reset", { email, redirectTo: "/reset-password" });
    const resetToken = new URL((await lastMail(app, email))!.link!).searchParams.get("token")!;
    await get(`/reset-password?token=${resetToken}`);
    await get(`/api/auth/reset-password/${resetToken}?callbackURL=%2Freset-password`);
    const newPassword = "a-brand-new-phrase-5";
    expect((await authPost(app, "/reset-password", { token: resetToken, newPassword })).statusCode).toBe(200);
    await get("/api/no-such-route?code=oauth-code-123&state=oauth-state-456&page=2");
    await app.backgroundTasks.settled();

    const log = written.join("");
    expect(log).toContain("/api/auth/verify-email?token=[redacted]");
    expect(log).toContain("mail kept in the outbox");
    for (const secret of [
      verifyToken,
      resetToken,
      String(body.password),
      newPassword,
      "oauth-code-123",
      "oauth-state-456",
    ]) {
      expect(log).not.toContain(secret);
    }
    // the recipient's domain at most
    expect(log).not.toContain(email);
  });
});

describe("redactUrl", () => {
  it("cuts secret query values and better-auth's reset path token, keeps the rest", () => {
    expect(redactUrl("/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth-success")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth-success",
    );
    expect(redactUrl("/cb?Code=1&STATE=2&otp=3&client_secret=4&new_password=5&id_token=6&q=ok")).toBe(
      "/cb?Code=[redacted]&STATE=[redacted]&otp=[redacted]&client_secret=[redacted]&new_password=[redacted]&id_token=[redacted]&q=ok",
    );
    expect(redactUrl("/api/auth/reset-password/tok123?callbackURL=x")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=x",
    );
    expect(redactUrl("/api/rides?from=Miami")).toBe("/api/rides?from=Miami");
  });
});
