import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

/** One request the stand-in received. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  at: number;
}

/** What to answer: a status and a JSON body (or raw text), or "hang" to never answer. */
export type Reply = { status: number; json?: unknown; text?: string } | "hang";

export type Handler = (request: RecordedRequest) => Reply;

/**
 * A local HTTP server playing a maps service (Google or OSRM) in tests: each route is
 * answered by a handler the test sets, and every request is recorded.
 */
export interface MapsStandIn {
  url: string;
  requests: RecordedRequest[];
  /** Answers requests whose path starts with `pathPrefix` (first match wins, latest first). */
  on(method: string, pathPrefix: string, handler: Handler): void;
  reset(): void;
  requestsTo(pathPrefix: string): RecordedRequest[];
}

export async function startMapsStandIn(): Promise<MapsStandIn> {
  let handlers: Array<{ method: string; prefix: string; handler: Handler }> = [];
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: decodeURIComponent(url.pathname),
        query: url.searchParams,
        headers: req.headers,
        body,
        at: Date.now(),
      };
      requests.push(recorded);
      const match = handlers.find(
        (entry) => entry.method === recorded.method && recorded.path.startsWith(entry.prefix),
      );
      const reply: Reply = match
        ? match.handler(recorded)
        : { status: 404, json: { error: { code: 404, message: "Not found", status: "NOT_FOUND" } } };
      if (reply === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (reply.text !== undefined) {
        res.writeHead(reply.status, { "content-type": "text/html; charset=utf-8" }).end(reply.text);
      } else {
        res
          .writeHead(reply.status, { "content-type": "application/json" })
          .end(JSON.stringify(reply.json ?? {}));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pathPrefix, handler) {
      handlers = [{ method, prefix: pathPrefix, handler }, ...handlers];
    },
    reset() {
      handlers = [];
      requests.length = 0;
      for (const res of hanging) res.destroy();
    },
    requestsTo(pathPrefix) {
      return requests.filter((request) => request.path.startsWith(pathPrefix));
    },
  };
}
