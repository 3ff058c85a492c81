/// <reference types="node" />
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * happy-dom has no EventSource: this is the browser's, after the WHATWG text (open,
 * `event:`/`data:`/`id:`/`retry:` lines, comments, reconnection with Last-Event-ID, and
 * no reconnection after an answer that is not 200 text/event-stream), over node:http so
 * the stream arrives as it is written. Relative URLs resolve against `origin`, where the
 * test's stream server listens.
 */
function eventSourceAt(origin: string, opened: Set<{ close(): void }>) {
  return class StandInEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSED = 2;
    readonly url: string;
    readonly withCredentials = false;
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    #lastEventId = "";
    #retryMs = 3000;
    #request: http.ClientRequest | null = null;
    #timer: ReturnType<typeof setTimeout> | undefined;

    constructor(url: string | URL) {
      super();
      this.url = new URL(String(url), origin).href;
      opened.add(this);
      this.#connect();
    }

    close() {
      this.readyState = 2;
      clearTimeout(this.#timer);
      this.#request?.destroy();
      opened.delete(this);
    }

    #fire(event: Event) {
      this.dispatchEvent(event);
      const handler = { open: this.onopen, message: this.onmessage, error: this.onerror }[event.type];
      (handler as ((event: Event) => void) | null | undefined)?.call(this, event);
    }

    #connect() {
      const headers: Record<string, string> = { accept: "text/event-stream", "cache-control": "no-cache" };
      if (this.#lastEventId) headers["last-event-id"] = this.#lastEventId;
      // a connection ends once, whichever of its events tells of it first
      let hasEnded = false;
      const reconnect = () => {
        if (hasEnded) return;
        hasEnded = true;
        this.#reconnect();
      };
      const request = http.get(this.url, { headers }, (response) => {
        const type = response.headers["content-type"] ?? "";
        if (response.statusCode !== 200 || !type.startsWith("text/event-stream")) {
          hasEnded = true;
          response.resume();
          this.#fail();
          return;
        }
        this.readyState = 1;
        this.#fire(new Event("open"));
        response.setEncoding("utf8");
        let buffer = "";
        const event = { type: "", data: [] as string[] };
        response.on("data", (chunk: string) => {
          buffer += chunk;
          const lines = buffer.split(/\r\n|\r|\n/);
          buffer = lines.pop() ?? "";
          for (const line of lines) this.#readLine(line, event);
        });
        response.on("end", reconnect);
        response.on("error", reconnect);
        response.on("close", reconnect);
      });
      request.on("error", reconnect);
      this.#request = request;
    }

    #readLine(line: string, event: { type: string; data: string[] }) {
      if (this.readyState === 2) return;
      if (line === "") {
        if (event.data.length > 0) {
          const type = event.type || "message";
          this.#fire(
            new MessageEvent(type, {
              data: event.data.join("\n"),
              lastEventId: this.#lastEventId,
              origin: new URL(this.url).origin,
            }),
          );
        }
        event.type = "";
        event.data = [];
        return;
      }
      if (line.startsWith(":")) return;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event.type = value;
      else if (field === "data") event.data.push(value);
      else if (field === "id" && !value.includes("\0")) this.#lastEventId = value;
      else if (field === "retry" && /^\d+$/.test(value)) this.#retryMs = Number(value);
    }

    #reconnect() {
      if (this.readyState === 2) return;
      this.readyState = 0;
      this.#fire(new Event("error"));
      if (this.readyState === 2) return;
      this.#timer = setTimeout(() => this.#connect(), this.#retryMs);
    }

    #fail() {
      if (this.readyState === 2) return;
      this.readyState = 2;
      opened.delete(this);
      this.#fire(new Event("error"));
    }
  };
}

export interface EventStreamServer {
  /** Every request for the stream so far (a reconnection adds one). */
  requests: http.IncomingMessage[];
  /** Streams open now. */
  readonly openStreams: number;
  /** Writes an event to every open stream. */
  send(event: string, data: unknown, id?: string): void;
  /** Ends every open stream, as a lost connection or a restarting server does. */
  dropStreams(): void;
  /** Answers the next requests with this status instead of a stream (undefined: streams again). */
  refuseWith(status: number | undefined): void;
  /** Resolves when `count` streams are open. */
  waitForOpenStreams(count: number): Promise<void>;
}

/**
 * A server speaking Server-Sent Events on any path (`retry: 50`, so a reconnection takes
 * 50 ms), and `EventSource` pointed at it; each test of the file gets a fresh one, and
 * the streams its test opened are closed after it.
 */
export function eventStreamPerTest(): () => EventStreamServer {
  let current: (EventStreamServer & { origin: string; close(): Promise<void> }) | undefined;
  const opened = new Set<{ close(): void }>();
  beforeEach(async () => {
    current = await startEventStreamServer();
    vi.stubGlobal("EventSource", eventSourceAt(current.origin, opened));
  });
  afterEach(async () => {
    for (const source of [...opened]) source.close();
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("the stream server starts in beforeEach");
    return current;
  };
}

async function startEventStreamServer() {
  const requests: http.IncomingMessage[] = [];
  const streams = new Set<http.ServerResponse>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let refusal: number | undefined;

  const settleWaiters = () => {
    for (const waiter of [...waiters]) {
      if (streams.size >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  const server = http.createServer((request, response) => {
    requests.push(request);
    if (refusal !== undefined) {
      response.writeHead(refusal, { "content-type": "application/json" }).end("{}");
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    response.write("retry: 50\n: connected\n\n");
    streams.add(response);
    response.on("close", () => streams.delete(response));
    settleWaiters();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get openStreams() {
      return streams.size;
    },
    send(event: string, data: unknown, id?: string) {
      const text = `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const stream of streams) stream.write(text);
    },
    dropStreams() {
      for (const stream of streams) stream.destroy();
      streams.clear();
    },
    refuseWith(status: number | undefined) {
      refusal = status;
    },
    waitForOpenStreams(count: number) {
      return new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        settleWaiters();
      });
    },
    close() {
      for (const stream of streams) stream.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
