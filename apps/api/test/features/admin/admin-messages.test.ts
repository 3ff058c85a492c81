import { CONTACT_INBOX_MESSAGES, CONTACT_MESSAGES } from "@campusride/shared/messages";
import {
  CONTACT_INBOX_PAGE,
  CONTACT_REPLY_MAX,
  contactInboxActionResponseSchema,
  contactInboxResponseSchema,
  contactMessageResponseSchema,
} from "@campusride/shared/schemas/contact";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.ts";
import { contactMessages } from "../../../src/db/schema/index.ts";
import { freshIp } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import { startTcpProxy } from "../../support/tcp-proxy.ts";

// A real SMTP server behind a proxy that can be switched off (a mail server that is down).
const SUPPORT = "help-desk@campusride.test";
const smtp = await startSmtpInbox();
const proxy = await startTcpProxy("127.0.0.1", smtp.port);
proxy.setEnabled(true);
const app = await createTestApp({
  ADMIN_EMAILS: "inbox.admin@ufl.edu, second.inbox@ufl.edu",
  SMTP_URL: `smtp://127.0.0.1:${proxy.port}`,
  SMTP_TIMEOUT_MS: "2000",
  SUPPORT_EMAIL: SUPPORT,
});
const admin = await createSession(app, { email: "inbox.admin@ufl.edu", firstName: "Ada", lastName: "Reyes" });
const secondAdmin = await createSession(app, { email: "second.inbox@ufl.edu" });

function send(method: "GET" | "POST", url: string, caller: TestSession | undefined, body?: object) {
  return app.inject({ method, url, payload: body, headers: caller ? { cookie: caller.cookie } : {} });
}

let senders = 0;
/** A message sent through the contact form by a new sender; its id. */
async function contact(overrides: Record<string, string> = {}): Promise<string> {
  senders += 1;
  const response = await app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: freshIp(),
    payload: {
      name: "Ana Lopez",
      email: `sender${senders}.${Date.now()}@ufl.edu`,
      subject: "Technical Support",
      message: "The search page froze on my phone.",
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function stored(id: string) {
  const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

async function inbox(query = "") {
  const response = await send("GET", `/api/admin/messages${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return contactInboxResponseSchema.parse(response.json());
}

describe("the inbox, to anyone but an admin", () => {
  it("answers like a path that does not exist, for a student and signed out alike, and changes nothing", async () => {
    const id = await contact();
    const student = await createSession(app);
    const routes = [
      ["GET", "/api/admin/messages"],
      ["GET", `/api/admin/messages/${id}`],
      ["POST", `/api/admin/messages/${id}/answered`],
      ["POST", `/api/admin/messages/${id}/reply`],
    ] as const;
    const mailsBefore = smtp.mails.length;
    for (const caller of [student, undefined]) {
      for (const [method, url] of routes) {
        const response = await send(method, url, caller, method === "POST" ? { reply: "Hello" } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    }
    expect(await stored(id)).toMatchObject({ answeredAt: null, answeredBy: null, reply: null });
    expect(smtp.mails.length).toBe(mailsBefore);
  });
});

describe("GET /api/admin/messages", () => {
  it("lists open messages newest first; answered ones under their own filter", async () => {
    const older = await contact({ name: "Old Sender" });
    const newer = await contact({ name: "New Sender" });
    const open = await inbox();
    const ids = open.messages.map((message) => message.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(open.messages.find((message) => message.id === newer)).toMatchObject({
      name: "New Sender",
      subject: "Technical Support",
      message: "The search page froze on my phone.",
      answeredAt: null,
      answeredBy: null,
      reply: null,
    });

    expect((await send("POST", `/api/admin/messages/${older}/answered`, admin)).statusCode).toBe(200);
    expect((await inbox()).messages.map((message) => message.id)).not.toContain(older);
    const answered = await inbox("?status=answered");
    expect(answered.messages.find((message) => message.id === older)?.answeredBy).toEqual({
      firstName: "Ada",
      lastName: "Reyes",
    });
    expect(answered.messages.map((message) => message.id)).not.toContain(newer);
  });

  it("pages through many messages with nextBefore, each once, newest first", async () => {
    // messages sent in one instant share a time: the id orders them
    const at = new Date("2020-01-01T10:00:00.000Z");
    await app.db.insert(contactMessages).values(
      Array.from({ length: CONTACT_INBOX_PAGE + 5 }, (_, index) => ({
        name: `Batch ${index}`,
        email: `batch${index}@ufl.edu`,
        subject: "Other",
        message: "Batch message",
        createdAt: index < 10 ? at : new Date(at.getTime() - index * 1000),
      })),
    );
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page = await inbox(before ? `?before=${encodeURIComponent(before)}` : "");
      seen.push(...page.messages.map((message) => message.id));
      expect(page.messages.length).toBeLessThanOrEqual(CONTACT_INBOX_PAGE);
      before = page.nextBefore;
      pages += 1;
    } while (before && pages < 10);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const batch = await app.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(seen.length).toBe(batch.length - (await inbox("?status=answered")).messages.length);
  });

  it("refuses an unknown filter and a malformed cursor with 400", async () => {
    for (const query of ["?status=spam", "?before=yesterday", "?before=2020-01-01T00:00:00.000Z_notauuid"]) {
      const response = await send("GET", `/api/admin/messages${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
    }
  });
});

describe("GET /api/admin/messages/:id", () => {
  it("reads one message; an unknown or malformed id is 404", async () => {
    const id = await contact({ message: "Where do I find my receipt?" });
    const response = await send("GET", `/api/admin/messages/${id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(contactMessageResponseSchema.parse(response.json()).message).toMatchObject({
      id,
      message: "Where do I find my receipt?",
    });
    for (const unknown of [crypto.randomUUID(), "not-a-uuid"]) {
      const missing = await send("GET", `/api/admin/messages/${unknown}`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(CONTACT_INBOX_MESSAGES.notFound);
    }
  });
});

describe("POST /api/admin/messages/:id/answered", () => {
  it("records who answered and when; a second time is 409 and an unknown id 404", async () => {
    const id = await contact();
    const before = Date.now();
    const response = await send("POST", `/api/admin/messages/${id}/answered`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = contactInboxActionResponseSchema.parse(response.json());
    expect(body.message).toBe(CONTACT_INBOX_MESSAGES.markedAnswered);
    expect(body.contactMessage.answeredBy).toEqual({ firstName: "Ada", lastName: "Reyes" });
    const row = await stored(id);
    expect(row?.answeredBy).toBe(admin.user.id);
    expect(row?.answeredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.reply).toBeNull();

    const again = await send("POST", `/api/admin/messages/${id}/answered`, secondAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(CONTACT_INBOX_MESSAGES.alreadyAnswered);
    expect((await stored(id))?.answeredBy).toBe(admin.user.id);
    expect(
      (await send("POST", `/api/admin/messages/${crypto.randomUUID()}/answered`, admin)).statusCode,
    ).toBe(404);
  });
});

describe("POST /api/admin/messages/:id/reply", () => {
  it("mails the reply to the sender over SMTP, escaped, and records it as the answer", async () => {
    const sender = `reply.to.${Date.now()}@ufl.edu`;
    const id = await contact({
      email: sender,
      name: "Ana Lopez",
      message: "Is Gainesville to Tampa offered?",
    });
    const reply = 'Yes! Rides run every Friday.\nSearch "Gainesville" & pick 2>1 seats <3';
    const response = await send("POST", `/api/admin/messages/${id}/reply`, admin, { reply: `  ${reply}  ` });
    expect(response.statusCode, response.body).toBe(200);
    const body = contactInboxActionResponseSchema.parse(response.json());
    expect(body.message).toBe(CONTACT_INBOX_MESSAGES.replySent);
    expect(body.contactMessage).toMatchObject({ reply, answeredBy: { firstName: "Ada", lastName: "Reyes" } });

    const [mail] = await smtp.waitFor(sender);
    expect(mail!.subject).toBe("Re: Technical Support — CampusRide");
    // SMTP carries the lines with CRLF
    const text = mail!.text.replace(/\r\n/g, "\n");
    expect(text).toContain(reply);
    expect(text).toContain("Is Gainesville to Tampa offered?");
    expect(mail!.html).toContain("Search &quot;Gainesville&quot; &amp; pick 2&gt;1 seats &lt;3");
    expect(mail!.html).not.toMatch(/<3|"Gainesville"/);
    expect(mail!.html).toContain("http://localhost:3000/contact");
    const row = await stored(id);
    expect(row).toMatchObject({ reply, answeredBy: admin.user.id });
    expect(row?.answeredAt).toBeInstanceOf(Date);
  });

  it("sends one reply per message: another admin's second reply is 409 and mails nothing", async () => {
    const sender = `once.${Date.now()}@ufl.edu`;
    const id = await contact({ email: sender });
    expect(
      (await send("POST", `/api/admin/messages/${id}/reply`, admin, { reply: "First answer" })).statusCode,
    ).toBe(200);
    await smtp.waitFor(sender);
    const second = await send("POST", `/api/admin/messages/${id}/reply`, secondAdmin, {
      reply: "Second answer",
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(CONTACT_INBOX_MESSAGES.alreadyReplied);
    expect((await stored(id))?.reply).toBe("First answer");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.to(sender)).toHaveLength(1);
  });

  it("replies to a message marked answered without one, keeping it answered by the replying admin", async () => {
    const sender = `marked.${Date.now()}@ufl.edu`;
    const id = await contact({ email: sender });
    await send("POST", `/api/admin/messages/${id}/answered`, secondAdmin);
    const response = await send("POST", `/api/admin/messages/${id}/reply`, admin, { reply: "Following up" });
    expect(response.statusCode, response.body).toBe(200);
    await smtp.waitFor(sender);
    expect(await stored(id)).toMatchObject({ reply: "Following up", answeredBy: admin.user.id });
  });

  it("refuses an empty, a blank, a missing and an oversize reply with 400, recording and sending nothing", async () => {
    const sender = `refused.${Date.now()}@ufl.edu`;
    const id = await contact({ email: sender });
    const cases: Array<[object, string]> = [
      [{ reply: "" }, CONTACT_INBOX_MESSAGES.replyRequired],
      [{ reply: "   \n " }, CONTACT_INBOX_MESSAGES.replyRequired],
      [{}, CONTACT_INBOX_MESSAGES.replyRequired],
      [{ reply: "x".repeat(CONTACT_REPLY_MAX + 1) }, CONTACT_INBOX_MESSAGES.replyTooLong],
      [{ reply: 42 }, CONTACT_INBOX_MESSAGES.replyRequired],
    ];
    for (const [body, message] of cases) {
      const response = await send("POST", `/api/admin/messages/${id}/reply`, admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().error.fields.reply).toBe(message);
    }
    expect(await stored(id)).toMatchObject({ reply: null, answeredAt: null, answeredBy: null });
    expect(smtp.to(sender)).toHaveLength(0);
    const longest = await send("POST", `/api/admin/messages/${id}/reply`, admin, {
      reply: "y".repeat(CONTACT_REPLY_MAX),
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const unknown of [crypto.randomUUID(), "42"]) {
      const response = await send("POST", `/api/admin/messages/${unknown}/reply`, admin, { reply: "Hi" });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(CONTACT_INBOX_MESSAGES.notFound);
    }
  });

  it("with the mail server down: 502, and the message is left as it was (open, no reply)", async () => {
    const sender = `down.${Date.now()}@ufl.edu`;
    const id = await contact({ email: sender });
    proxy.setEnabled(false);
    try {
      const response = await send("POST", `/api/admin/messages/${id}/reply`, admin, {
        reply: "Sorry for the wait",
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe(CONTACT_INBOX_MESSAGES.sendFailed);
      expect(await stored(id)).toMatchObject({ reply: null, answeredAt: null, answeredBy: null });
    } finally {
      proxy.setEnabled(true);
    }
    const retried = await send("POST", `/api/admin/messages/${id}/reply`, admin, {
      reply: "Sorry for the wait",
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await smtp.waitFor(sender)).toHaveLength(1);
  });
});

describe("the support address's copy", () => {
  it("mails each new contact message to SUPPORT_EMAIL, escaped, linking to it in the inbox", async () => {
    const before = smtp.to(SUPPORT).length;
    const id = await contact({
      name: "Tom & Jerry",
      subject: "Safety Concern",
      message: 'He said "3 > 2"\nSecond line',
    });
    const copies = await smtp.waitFor(SUPPORT, before + 1);
    const copy = copies.find((mail) => mail.text.includes(`/admin/messages/${id}`));
    expect(copy, "the copy of this message").toBeDefined();
    expect(copy!.subject).toBe("New contact message: Safety Concern");
    expect(copy!.text.replace(/\r\n/g, "\n")).toContain('He said "3 > 2"\nSecond line');
    expect(copy!.html).toContain("Tom &amp; Jerry");
    expect(copy!.html).toContain("He said &quot;3 &gt; 2&quot;");
    expect(copy!.html).toContain(`http://localhost:3000/admin/messages/${id}`);
  });

  it("is sent after the answer: with the mail server down the message is still stored and thanked", async () => {
    proxy.setEnabled(false);
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: freshIp(),
        payload: { name: "Offline", email: "offline@ufl.edu", subject: "Other", message: "Hello" },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(CONTACT_MESSAGES.thanks);
      expect(await stored(response.json().id as string)).toMatchObject({ name: "Offline", answeredAt: null });
      await app.backgroundTasks.settled();
    } finally {
      proxy.setEnabled(true);
    }
  });

  it("SUPPORT_EMAIL must be an email address", () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: "support at campusride" })).toThrow(/SUPPORT_EMAIL/);
    expect(loadConfig({ SUPPORT_EMAIL: "Help@CampusRide.test" }).SUPPORT_EMAIL).toBe("help@campusride.test");
    expect(loadConfig({}).SUPPORT_EMAIL).toBeUndefined();
  });
});
