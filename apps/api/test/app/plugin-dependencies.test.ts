import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { inputGuardPlugin } from "../../src/plugins/input-guard.ts";
import { mailPlugin } from "../../src/plugins/mail.ts";

// Plugins name what they need, so a wrong registration order fails at start-up with the
// missing plugin's name instead of a request failing later on an undefined decorator.
describe("plugin dependencies", () => {
  it("refuses the mailer before the database it writes the outbox to", async () => {
    const app = Fastify({ logger: false });
    app.register(mailPlugin, { from: "CampusRide <no-reply@campusride.local>", timeoutMs: 1000 });
    await expect(app.ready()).rejects.toThrow(/database/);
  });

  it("refuses the input guard before the error handler that answers for it", async () => {
    const app = Fastify({ logger: false });
    app.register(inputGuardPlugin);
    await expect(app.ready()).rejects.toThrow(/error-handler/);
  });
});
