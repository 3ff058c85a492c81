import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";
import { recipientDomain } from "../lib/log-redaction.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one link the message is about (verification, reset); shown at /dev/mailbox. */
  link?: string;
  /** The Message-ID header, when the message must keep one identity across retries. */
  messageId?: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, otherwise into the outbox table. */
export interface Mailer {
  readonly mode: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  /**
   * The outbox only (it is a table): the same mailer writing in the caller's transaction,
   * so a mail and the write that decided it commit together or not at all.
   */
  within?(tx: Database): Mailer;
  close(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A mail server that stops answering must not hold a request (nodemailer waits up to 10 min). */
export function smtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    mode: "smtp",
    async send({ to, subject, html, text, messageId }) {
      await transport.sendMail({ from, to, subject, html, text, messageId });
    },
    close: () => transport.close(),
  };
}

export function outboxMailer(db: Database, log: (message: MailMessage) => void): Mailer {
  return {
    mode: "outbox",
    within: (tx) => outboxMailer(tx, log),
    async send(message) {
      await db.insert(outbox).values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        link: message.link ?? null,
      });
      log(message);
    },
    close: () => {},
  };
}

/** Decorates the app with its mailer, chosen by configuration. */
export const mailPlugin = fp<{ smtpUrl?: string; from: string; timeoutMs: number }>(
  async (app, { smtpUrl, from, timeoutMs }) => {
    const mailer = smtpUrl
      ? smtpMailer(smtpUrl, from, timeoutMs)
      : // the link is a secret (it verifies, or sets a password): never in the log
        outboxMailer(app.db, (message) =>
          app.log.info(
            { toDomain: recipientDomain(message.to) },
            `mail kept in the outbox (see /dev/mailbox): ${message.subject}`,
          ),
        );
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  // outbox mode writes to the database
  { name: "mail", dependencies: ["database"] },
);
