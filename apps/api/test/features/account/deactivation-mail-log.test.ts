import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { alsoCaptured } from "../../support/captured-log.ts";

// A mail server that refuses every recipient, naming the address in its answer (as real
// ones do): the error the mailer throws carries it, and the log must not.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    callback(Object.assign(new Error(`Mailbox ${address.address} is unavailable`), { responseCode: 550 }));
  },
});
server.listen(0, "127.0.0.1");
await once(server.server, "listening");
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const logLines: string[] = [];
const app = await createTestApp(
  {
    SMTP_URL: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    ADMIN_EMAILS: "reviewer@ufl.edu",
  },
  { logger: { level: "info", stream: alsoCaptured((line) => logLines.push(line)) } },
);
const admin = await createSession(app, { email: "reviewer@ufl.edu" });

describe("a deactivation email the mail server refuses", () => {
  it("is logged by its error code only, never naming the recipient", async () => {
    const student = await createSession(app);
    const response = await app.inject({
      method: "POST",
      url: `/api/admin/users/${student.user.id}/deactivate`,
      headers: { cookie: admin.cookie },
      payload: { reason: "Several harassment reports" },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expect
      .poll(() => logLines.filter((line) => line.includes("the deactivation mail could not be sent")), {
        timeout: 5_000,
      })
      .toHaveLength(1);
    const line = logLines.find((one) => one.includes("the deactivation mail could not be sent"))!;
    expect(JSON.parse(line).code).toBe("EENVELOPE");
    expect(line).not.toContain(student.user.email);
    expect(line.toLowerCase()).not.toContain(student.user.email.toLowerCase());
  });
});
