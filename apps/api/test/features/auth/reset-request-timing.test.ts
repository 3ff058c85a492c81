import { describe, expect, it } from "vitest";
import { authPost, signupBody } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { startStallingSmtp } from "../../support/stalling-smtp.ts";

// A reset request answers the same, and as fast, for a known and an unknown address: the
// mail is sent after the answer. A mail server that takes 3 s per step makes any wait
// for the mail plain to see.
const SMTP_TIMEOUT_MS = 3_000;
const port = await startStallingSmtp();
const app = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
});

async function timedResetRequest(email: string) {
  const started = performance.now();
  const response = await authPost(app, "/request-password-reset", { email, redirectTo: "/reset-password" });
  return { response, ms: performance.now() - started };
}

describe("a password reset request", () => {
  it("does not wait for the mail: a known address answers like an unknown one", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    await app.backgroundTasks.settled();

    const known = await timedResetRequest(String(body.email));
    const unknown = await timedResetRequest("nobody-here@ufl.edu");
    expect(known.response.statusCode).toBe(200);
    expect(known.response.json()).toEqual(unknown.response.json());
    expect(known.ms).toBeLessThan(SMTP_TIMEOUT_MS / 2);
  });
});
