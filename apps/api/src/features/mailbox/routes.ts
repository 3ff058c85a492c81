import type { FastifyPluginAsync } from "fastify";
import { escapeHtml } from "../../lib/escape-html.ts";
import { isLoopbackRequest } from "../../lib/loopback.ts";
import { sendError } from "../../plugins/error-handler.ts";

export const MAILBOX_LOOPBACK_ONLY = "The dev mailbox is shown only on the machine the server runs on.";
import { listRecentMail } from "./queries.ts";

/**
 * GET /dev/mailbox: the mail kept in the outbox when no SMTP server is configured,
 * newest first. Registered only in outbox mode outside production, and shown only to
 * this machine: its links reset anyone's password.
 */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get("/dev/mailbox", { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackRequest(request)) {
      return sendError(reply, 403, "FORBIDDEN", MAILBOX_LOOPBACK_ONLY);
    }
    const messages = await listRecentMail(app.db, 100);
    const items = messages
      .map(
        (message) => `<li>
  <h2>${escapeHtml(message.subject)}</h2>
  <p>To: <strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.createdAt.toISOString())}</p>
  ${message.link ? `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>` : ""}
  <pre>${escapeHtml(message.text)}</pre>
</li>`,
      )
      .join("\n");
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CampusRide dev mailbox</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
li{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0;list-style:none}
ul{padding:0}pre{white-space:pre-wrap;overflow-wrap:anywhere}a{overflow-wrap:anywhere;color:#1d4ed8}</style></head>
<body><main><h1>Dev mailbox</h1>
<p>Mail is kept here because no SMTP_URL is configured.</p>
${messages.length === 0 ? "<p>No messages yet.</p>" : `<ul>${items}</ul>`}
</main></body></html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });
};
