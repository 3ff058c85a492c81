import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

/** One message as a real SMTP server received it, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpInbox {
  port: number;
  /** Everything received, oldest first. */
  readonly mails: ReceivedMail[];
  /** What was received for `address`. */
  to(address: string): ReceivedMail[];
  /** Waits (up to `timeoutMs`) until `count` mails for `address` have arrived; returns them all. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** An in-process SMTP server collecting what the app sends; closed after the test file. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { headers, parts } = parseParts(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeWords(headerValue(headers, "subject")),
          text: parts.find((part) => part.contentType.startsWith("text/plain"))?.body ?? "",
          html: parts.find((part) => part.contentType.startsWith("text/html"))?.body ?? "",
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    to,
    async waitFor(address, count = 1, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > until) throw new Error(`${to(address).length} of ${count} mails arrived for ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return to(address);
    },
  };
}

interface Part {
  contentType: string;
  body: string;
}

/** Splits a MIME message into its leaf parts, decoding quoted-printable and base64. */
function parseParts(raw: string): { headers: string; parts: Part[] } {
  const [headers = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) {
    return {
      headers,
      parts: [{ contentType: headerValue(headers, "content-type"), body: decode(headers, body) }],
    };
  }
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

function decodeQuotedPrintable(text: string, underscoreIsSpace: boolean): string {
  const spaced = underscoreIsSpace ? text.replace(/_/g, " ") : text;
  const bytes = spaced
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decode(headers: string, body: string): string {
  const encoding = headerValue(headers, "content-transfer-encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body, false);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as a non-ASCII subject is sent. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text, true),
    );
}
