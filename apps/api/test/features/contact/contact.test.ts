import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "@campusride/shared/messages";
import { createTestApp } from "../../support/app.ts";

const app = await createTestApp();

const valid = {
  name: "Ana Lopez",
  email: "ana@ufl.edu",
  subject: "General Inquiry",
  message: "How do I offer a ride?",
};

function post(body: unknown, ip = "10.0.0.1") {
  return app.inject({ method: "POST", url: "/api/contact", payload: body as object, remoteAddress: ip });
}

async function storedMessages() {
  const result = (await app.db.execute(
    sql`select name, email, subject, message from contact_messages`,
  )) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows;
}

describe("POST /api/contact", () => {
  it("stores a valid message and thanks the sender", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(CONTACT_MESSAGES.thanks);
    expect(await storedMessages()).toContainEqual(valid);
  });

  it("mails no copy anywhere when no support address is set", async () => {
    await post({ ...valid, email: "no-copy@ufl.edu" }, "10.0.0.20");
    await app.backgroundTasks.settled();
    const result = (await app.db.execute(sql`select count(*)::int as count from outbox`)) as unknown as {
      rows: Array<{ count: number }>;
    };
    expect(result.rows[0]?.count).toBe(0);
  });

  it("strips markup and normalises the email before storing", async () => {
    const response = await post(
      { ...valid, email: "  Ana@UFL.EDU ", message: "Hi <script>alert('x')</script><b>there</b>" },
      "10.0.0.2",
    );
    expect(response.statusCode).toBe(201);
    const stored = (await storedMessages()).at(-1);
    expect(stored?.email).toBe("ana@ufl.edu");
    expect(stored?.message).toBe("Hi alert('x')there");
  });

  it("refuses empty fields with a message per field and stores nothing", async () => {
    const before = (await storedMessages()).length;
    const response = await post({ name: "", email: "", subject: "", message: "   " }, "10.0.0.3");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      fields: {
        name: CONTACT_MESSAGES.nameRequired,
        subject: CONTACT_MESSAGES.subjectRequired,
        message: CONTACT_MESSAGES.messageRequired,
      },
    });
    expect((await storedMessages()).length).toBe(before);
  });

  it("refuses a message that is only markup", async () => {
    const response = await post({ ...valid, message: "<script></script>" }, "10.0.0.4");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(CONTACT_MESSAGES.messageRequired);
  });

  it("refuses an invalid email", async () => {
    const response = await post({ ...valid, email: "not-an-email" }, "10.0.0.5");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe(CONTACT_MESSAGES.emailInvalid);
  });

  it("refuses an unknown subject", async () => {
    const response = await post({ ...valid, subject: "Complaint" }, "10.0.0.6");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.subject).toBe(CONTACT_MESSAGES.subjectRequired);
  });

  it("refuses a 1 MB message with a clear 400, not a 5xx", async () => {
    const response = await post({ ...valid, message: "x".repeat(1_000_000) }, "10.0.0.7");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(CONTACT_MESSAGES.messageTooLong);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: "10.0.0.8",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("BAD_REQUEST");
  });

  it("allows five messages per sender and client per 15 minutes, then answers 429", async () => {
    const ip = "10.0.0.99";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(valid, ip)).statusCode).toBe(201);
    }
    const limited = await post({ ...valid, email: " ANA@ufl.edu" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: "RATE_LIMITED", message: CONTACT_MESSAGES.rateLimited });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    // another client, and another student behind the same campus address, are not affected
    expect((await post(valid, "10.0.0.100")).statusCode).toBe(201);
    expect((await post({ ...valid, email: "ben@ufl.edu" }, ip)).statusCode).toBe(201);
  });

  it("allows a campus address 100 messages per 15 minutes, whoever sends them", async () => {
    const ip = "10.0.0.101";
    for (let sender = 1; sender <= 100; sender += 1) {
      expect((await post({ ...valid, email: `student${sender}@ufl.edu` }, ip)).statusCode).toBe(201);
    }
    const limited = await post({ ...valid, email: "one-more@ufl.edu" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(CONTACT_MESSAGES.rateLimited);
  });
});
