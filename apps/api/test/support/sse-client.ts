import http from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";
import type { App } from "../../src/app.ts";

/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received, for the answers that are not streams (401 JSON, say). */
  text(): string;
  /** The `retry:` value, once received. */
  retry?: number;
  /** The user's own events: notifications and changes. */
  events: SseEvent[];
  /** The `rides` events every stream hears (trips whose seats, time or status changed), kept apart. */
  rides: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** Resolves with the first event (from the start) that `match` accepts, among `events` or `rides`. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** The notifications received, parsed. */
  notifications(): Array<Record<string, unknown> & { id: string; type: string }>;
  /** Resolves when the server ends the answer or the connection. */
  ended: Promise<void>;
  close(): void;
}

/** The app listening on a loopback port (once per app), for clients that need a real socket. */
export async function listeningUrl(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens GET `path` (default /api/events) with these headers and reads it as an event
 * stream; closed when the test finishes.
 */
export function openEventStream(
  baseUrl: string,
  headers: Record<string, string> = {},
  path = "/api/events",
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      let raw = "";
      let pending = "";
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((done) => (endedResolve = done));
      const waiters = new Set<() => void>();
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => raw,
        events: [],
        rides: [],
        comments: 0,
        ended,
        notifications: () =>
          client.events
            .filter((event) => event.event === "notification")
            .map((event) => JSON.parse(event.data) as Record<string, unknown> & { id: string; type: string }),
        waitFor(match, timeoutMs = 2_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const event = client.events.find(match) ?? client.rides.find(match);
              if (!event) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(event);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(client.events)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          });
        },
        close: () => request.destroy(),
      };
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let end: number;
        while ((end = pending.indexOf("\n\n")) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const event: SseEvent = { event: "message", data: "" };
          let hasData = false;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) client.comments += 1;
            else if (line.startsWith("retry: ")) client.retry = Number(line.slice(7));
            else if (line.startsWith("id: ")) event.id = line.slice(4);
            else if (line.startsWith("event: ")) event.event = line.slice(7);
            else if (line.startsWith("data: ")) {
              event.data += (hasData ? "\n" : "") + line.slice(6);
              hasData = true;
            }
          }
          if (hasData) (event.event === "rides" ? client.rides : client.events).push(event);
        }
        for (const waiter of [...waiters]) waiter();
      });
      response.on("end", endedResolve);
      response.on("close", endedResolve);
      response.on("error", endedResolve);
      onTestFinished(() => client.close());
      resolve(client);
    });
    request.on("error", reject);
  });
}
