import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authPost, followVerificationLink, signupBody } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";

// A real SMTP server, in-process, collecting what the app sends.
const inbox = await startSmtpInbox();
const app = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
  MAIL_FROM: "CampusRide <rides@campusride.test>",
});

describe("mail over SMTP", () => {
  it("sends the verification mail with HTML and text bodies carrying the link", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    const [mail] = await inbox.waitFor(String(body.email));
    expect(mail!.from).toBe("rides@campusride.test");
    expect(mail!.subject).toBe("Verify your CampusRide email");
    expect(mail!.text && mail!.html).toBeTruthy();
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(link!.replace(/&/g, "&amp;"));

    const verified = await followVerificationLink(app, link!);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/auth-success?verified=true");
    const signin = await authPost(app, "/sign-in/email", { email: body.email, password: body.password });
    expect(signin.statusCode).toBe(200);
  });

  it("sends the reset mail with a /reset-password link", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    await inbox.waitFor(String(body.email)); // the verification mail
    await authPost(app, "/request-password-reset", { email: body.email, redirectTo: "/reset-password" });
    const reset = (await inbox.waitFor(String(body.email), 2)).at(-1)!;
    expect(reset.subject).toBe("Reset your CampusRide password");
    expect(reset.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\S+/);
  });

  it("keeps nothing in the outbox and has no /dev/mailbox", async () => {
    const result = (await app.db.execute(sql`select count(*)::int as count from outbox`)) as unknown as {
      rows: Array<{ count: number }>;
    };
    expect(result.rows[0]?.count).toBe(0);
    // the path falls through to the web app, whose router shows its not-found page
    const page = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.body).not.toContain("Dev mailbox");
  });
});
