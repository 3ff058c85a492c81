/// <reference types="node" />
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, vi } from "vitest";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HttpStandIn {
  /** The next answers, in order (the last one repeats). */
  answer(status: number, body: string | object, contentType?: string, headers?: Record<string, string>): void;
  /** From now until the next `answer`: each request is read, then its connection closed unanswered, as when an answer is lost. */
  hangUp(): void;
  /** From now on, each answer waits this long, as on a slow connection. */
  slowDown(ms: number): void;
  /** The answer to every request for `pathname` (a static file, say), ahead of `answer`'s. */
  answerPath(pathname: string, status: number, body: string | object, contentType?: string): void;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 answering what the test says, and `fetch` pointed at it
 * the way the browser resolves the app's same-origin paths. The web clients then make
 * real HTTP exchanges: headers, bodies and status codes as they go over the wire.
 */
export async function startHttpStandIn(): Promise<HttpStandIn> {
  let status = 200;
  let body = "";
  let contentType = "application/json";
  let extraHeaders: Record<string, string> = {};
  let isHangingUp = false;
  let delayMs = 0;
  const requests: RecordedRequest[] = [];
  const byPath = new Map<string, { status: number; body: string; contentType: string }>();

  const server = http.createServer((request, response) => {
    let received = "";
    request.on("data", (chunk) => (received += chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: received,
      });
      const fixed = byPath.get(new URL(request.url ?? "/", "http://stand-in").pathname);
      // the answer as set when the request came, sent after the delay
      const next = { status, headers: { ...extraHeaders, "content-type": contentType }, body };
      const answer = fixed
        ? () => response.writeHead(fixed.status, { "content-type": fixed.contentType }).end(fixed.body)
        : isHangingUp
          ? () => request.socket.destroy()
          : () => response.writeHead(next.status, next.headers).end(next.body);
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  // an idle connection is kept for the whole test: a client reusing one just as the server
  // times it out (5 s by default) gets ECONNRESET, which a slow machine makes likely
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  pointFetchAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return {
    answer(nextStatus, nextBody, nextContentType = "application/json", nextHeaders = {}) {
      isHangingUp = false;
      status = nextStatus;
      body = typeof nextBody === "string" ? nextBody : JSON.stringify(nextBody);
      contentType = nextContentType;
      extraHeaders = nextHeaders;
    },
    slowDown(ms) {
      delayMs = ms;
    },
    hangUp() {
      isHangingUp = true;
    },
    answerPath(pathname, fixedStatus, fixedBody, fixedContentType = "application/json") {
      const text = typeof fixedBody === "string" ? fixedBody : JSON.stringify(fixedBody);
      byPath.set(pathname, { status: fixedStatus, body: text, contentType: fixedContentType });
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Resolves the app's relative paths against `origin`, as a page served from there would. */
export function pointFetchAt(origin: string): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), origin), init),
  );
}

/** An origin where nothing listens: requests fail as they do offline. */
export async function unreachableOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** A fresh stand-in for each test of the file; `fetch` is restored after each. */
export function httpStandInPerTest(): () => HttpStandIn {
  let current: HttpStandIn | undefined;
  beforeEach(async () => {
    current = await startHttpStandIn();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("the stand-in starts in beforeEach");
    return current;
  };
}
