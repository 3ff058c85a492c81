import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  /** The body exactly as sent: what a signature is checked against. */
  rawBody: Buffer;
  signature: string | undefined;
  event: { id: string; type: string; data: { object: Record<string, unknown> } };
}

/**
 * A webhook endpoint for the stand-in's tests: records every delivery and answers with the
 * status the test sets (200 by default), so failed deliveries and retries can be seen.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status every delivery gets from now on, after `delayMs` (a slow endpoint). */
  answerWith(status: number, delayMs?: number): void;
  /** Resolves once a delivery matches, or fails after `timeoutMs`. */
  waitFor(predicate: (webhook: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  let delay = 0;
  let waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks);
      const signature = req.headers["stripe-signature"];
      received.push({
        rawBody,
        signature: Array.isArray(signature) ? signature[0] : signature,
        event: JSON.parse(rawBody.toString("utf8")) as ReceivedWebhook["event"],
      });
      for (const wake of waiters) wake();
      const answer = () =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ received: true }));
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    answerWith: (next, delayMs = 0) => {
      status = next;
      delay = delayMs;
    },
    waitFor: (predicate, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== wake);
          reject(
            new Error(
              `No matching webhook within ${timeoutMs} ms (received: ${received.map((w) => w.event.type).join(", ") || "none"})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.push(wake);
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
