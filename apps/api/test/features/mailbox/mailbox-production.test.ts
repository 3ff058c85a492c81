import { describe, expect, it } from "vitest";
import { authPost, lastMail, signupBody } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";

// In production without SMTP_URL mail still goes to the outbox, but the outbox holds every
// user's verification and password-reset links: it must not be a public page there.
const app = await createTestApp({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(40) });

describe("dev mailbox in production", () => {
  it("is not served, though mail is kept in the outbox", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    const mail = await lastMail(app, String(body.email));
    expect(mail?.link).toBeTruthy();

    const page = await app.inject({ method: "GET", url: "/dev/mailbox" });
    const token = new URL(mail!.link!).searchParams.get("token");
    expect(token).toBeTruthy();
    expect(page.body).not.toContain(token);
    expect(page.body).not.toContain("Dev mailbox");
  });
});
