import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { MAILBOX_LOOPBACK_ONLY } from "../../../src/features/mailbox/routes.ts";
import { authPost, lastMail, signupBody } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";

// Behind TRUST_PROXY a forwarded header decides request.ip: it must still not open the mailbox.
const app = await createTestApp({ TRUST_PROXY: "true" });

function openMailbox(remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress, headers });
}

describe("the dev mailbox", () => {
  it("is shown to this machine only, whatever a forwarded header says", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    const link = (await lastMail(app, String(body.email)))!.link!;

    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const page = await openMailbox(local);
      expect(page.statusCode, local).toBe(200);
      expect(page.body).toContain(String(body.email));
    }
    const refusals = [
      await openMailbox("192.168.1.20"),
      await openMailbox("10.0.0.7", { "x-forwarded-for": "127.0.0.1" }),
      // a proxy on this machine relaying someone else
      await openMailbox("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }),
      // a page on another site whose name was rebound to 127.0.0.1 (DNS rebinding)
      await openMailbox("127.0.0.1", { host: "rebound.example:3000" }),
    ];
    for (const page of refusals) {
      expect(page.statusCode).toBe(403);
      expect(page.json().error).toEqual({ code: "FORBIDDEN", message: MAILBOX_LOOPBACK_ONLY });
      expect(page.body).not.toContain(new URL(link).searchParams.get("token"));
    }
  });
});

describe("the address the server listens on", () => {
  it("is loopback by default outside production, every interface in production", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).HOST).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });
});
