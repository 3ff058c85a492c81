import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { authPost, followVerificationLink, signupBody } from "./support/accounts.ts";
import { createTestApp } from "./support/app.ts";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

// A real SMTP server, in-process, collecting what the app sends.
const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});
smtp.listen(0, "127.0.0.1");
await once(smtp.server, "listening");
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const app = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: "CampusRide <rides@campusride.test>",
});

interface Part {
  contentType: string;
  body: string;
}

/** Splits a MIME message into its leaf parts, decoding quoted-printable and base64. */
function parseParts(raw: string): { headers: string; parts: Part[] } {
  const [headers = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary)
    return {
      headers,
      parts: [{ contentType: headerValue(headers, "content-type"), body: decode(headers, body) }],
    };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => parseParts(chunk.replace(/^\r?\n/, "")).parts);
  return { headers, parts };
}

function headerValue(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
}

function decode(headers: string, body: string): string {
  const encoding = headerValue(headers, "content-transfer-encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

async function waitForMail(to: string): Promise<ReceivedMail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = received.findLast((message) => message.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail arrived for ${to}`);
}

describe("mail over SMTP", () => {
  it("sends the verification mail with HTML and text bodies carrying the link", async () => {
    const body = signupBody();
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);
    const mail = await waitForMail(String(body.email));
    expect(mail.from).toBe("rides@campusride.test");
    const { headers, parts } = parseParts(mail.raw);
    expect(headerValue(headers, "subject")).toBe("Verify your CampusRide email");
    const text = parts.find((part) => part.contentType.startsWith("text/plain"));
    const html = parts.find((part) => part.contentType.startsWith("text/html"));
    expect(text && html).toBeTruthy();
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+)/.exec(text!.body)?.[1];
    expect(link).toBeDefined();
    expect(html!.body).toContain(link!.replace(/&/g, "&amp;"));

    const verified = await followVerificationLink(app, link!);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/auth-success?verified=true");
    const signin = await authPost(app, "/sign-in/email", { email: body.email, password: body.password });
    expect(signin.statusCode).toBe(200);
  });

  it("sends the reset mail with a /reset-password link", async () => {
    const body = signupBody();
    await authPost(app, "/sign-up/email", body);
    received.length = 0;
    await authPost(app, "/request-password-reset", { email: body.email, redirectTo: "/reset-password" });
    const mail = await waitForMail(String(body.email));
    const { headers, parts } = parseParts(mail.raw);
    expect(headerValue(headers, "subject")).toBe("Reset your CampusRide password");
    const text = parts.find((part) => part.contentType.startsWith("text/plain"))!;
    expect(text.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\S+/);
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
