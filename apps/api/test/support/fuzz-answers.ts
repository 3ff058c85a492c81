import type { App } from "../../src/app.ts";
import { freshIp } from "./accounts.ts";
import type { FuzzRequest } from "./fuzz-targets.ts";

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Sends a fuzzed request from a fresh address (request limits count per address), with
 * the cookie unless it goes signed out. An event stream is closed once its head arrives.
 */
export async function sendFuzzed(app: App, request: FuzzRequest, cookie?: string): Promise<FuzzAnswer> {
  const controller = new AbortController();
  const response = await app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: { ...request.headers, ...(cookie && !request.signedOut ? { cookie } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: freshIp(),
    payloadAsStream: true,
    signal: controller.signal,
  });
  const contentType = String(response.headers["content-type"] ?? "");
  if (contentType.startsWith("text/event-stream")) {
    controller.abort();
    return { status: response.statusCode, contentType, body: "" };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString("utf8") };
}

/** What an error answer must not show: stack frames, source paths, SQL, driver messages. */
const INTERNALS = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /(?:\/[\w.-]+)+\.(?:ts|js|mjs|cjs)\b/,
  /\bselect\b.*\bfrom\s+"|\binsert into\s+"|\bupdate\s+"\w+"\s+set\b|\bdelete from\s+"/i,
  /Failed query|relation "|syntax error at|violates|duplicate key|invalid input syntax|column "/i,
  /\b(?:TypeError|ReferenceError|RangeError|DrizzleError|PostgresError|DatabaseError)\b/,
];

/**
 * Why an answer is wrong, or undefined: never a 5xx; a 4xx under /api is the API's one
 * error shape `{ error: { code, message, fields? } }` as JSON, showing nothing of the
 * internals (other paths are the web app's pages, whose 404 is a page or plain text).
 */
export function answerProblem(url: string, { status, contentType, body }: FuzzAnswer): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 500)}`;
  if (status < 400) return undefined;
  // the path as the app resolves it ("/api/reference/../.." is the web app's "/")
  if (!new URL(url, "http://campusride.test").pathname.startsWith("/api/")) {
    const leak = INTERNALS.find((pattern) => pattern.test(body));
    return leak ? `${status} shows internals (${leak}): ${body.slice(0, 300)}` : undefined;
  }
  if (!contentType.startsWith("application/json"))
    return `${status} answered as ${contentType}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const { error, ...rest } = (parsed ?? {}) as { error?: { code?: unknown; message?: unknown } };
  if (typeof error?.code !== "string" || typeof error.message !== "string" || Object.keys(rest).length > 0) {
    return `${status} not in the error shape: ${body.slice(0, 300)}`;
  }
  const leak = INTERNALS.find((pattern) => pattern.test(body));
  if (leak) return `${status} shows internals (${leak}): ${body.slice(0, 300)}`;
  return undefined;
}

/** A request as a failure message shows it: the body cut short. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? "" : String(request.payload);
  const shown = payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} characters)` : payload;
  const headers = JSON.stringify(request.headers);
  return `${request.method} ${request.url.slice(0, 300)} ${request.signedOut ? "signed out" : "signed in"} ${headers} ${shown}`;
}
