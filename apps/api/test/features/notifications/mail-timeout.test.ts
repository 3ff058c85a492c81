import { describe, expect, it } from "vitest";
import { authPost, signupBody } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { startStallingSmtp } from "../../support/stalling-smtp.ts";

const port = await startStallingSmtp();
const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: "500" });

describe("mail server that stops answering", () => {
  it("does not hold a sign-up: the SMTP call times out", async () => {
    const started = Date.now();
    const response = await authPost(app, "/sign-up/email", signupBody());
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});
