import http from "node:http";
import { PUBLISHED_DEMO_PASSWORD } from "../../src/db/seed-demo.ts";
import { cookieHeader, freshIp, signupBody } from "./accounts.ts";
import { dayFromToday } from "./trips.ts";

/** A client of a server process, as a browser on its own origin (behind a trusted proxy: TRUST_PROXY=true). */
export interface ProcessAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function processClient(baseUrl: string) {
  return async (
    path: string,
    { method = "GET", cookie, body, headers = {}, timeoutMs = 30_000 }: CallOptions = {},
  ): Promise<ProcessAnswer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        "x-forwarded-for": freshIp(),
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

export type ProcessClient = ReturnType<typeof processClient>;

export async function until(
  check: () => Promise<boolean> | boolean,
  what: string,
  // generous: the wait ends when `check` holds; only a failure waits it out
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs in with a password; the session cookie. */
export async function signInProcess(call: ProcessClient, email: string, password: string): Promise<string> {
  const answer = await call("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
  return cookieHeader(answer.headers.getSetCookie());
}

/** Signs a demo account in; they are made just after the server starts listening, so this waits for them. */
export async function signInDemo(call: ProcessClient, email: string): Promise<string> {
  let cookie = "";
  await until(async () => {
    cookie = await signInProcess(call, email, PUBLISHED_DEMO_PASSWORD).catch(() => "");
    return cookie !== "";
  }, `the demo account ${email}`);
  return cookie;
}

/** The verification link mailed to `email`, read from the dev mailbox (outbox mode, loopback only). */
async function verificationLink(baseUrl: string, email: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
  const item = html.split("<li>").find((entry) => entry.includes(`<strong>${email}</strong>`));
  const href = item?.match(/<a href="([^"]+)"/)?.[1];
  if (!href) throw new Error(`no mail to ${email} in the dev mailbox`);
  return href.replaceAll("&amp;", "&");
}

/**
 * A student signed up, verified through the link in the dev mailbox and signed in, all
 * through the server's own endpoints; the session cookie.
 */
export async function signUpVerified(
  call: ProcessClient,
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; cookie: string }> {
  const body = signupBody(overrides);
  const email = String(body.email);
  const signUp = await call("/api/auth/sign-up/email", { method: "POST", body });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  let link = "";
  await until(async () => {
    link = await verificationLink(baseUrl, email).catch(() => "");
    return link !== "";
  }, `the verification mail to ${email}`);
  const verified = await fetch(new URL(new URL(link).pathname + new URL(link).search, baseUrl), {
    redirect: "manual",
  });
  if (verified.status !== 302) throw new Error(`verification: ${verified.status}`);
  return { email, cookie: await signInProcess(call, email, String(body.password)) };
}

/** A driver's trip Gainesville → Orlando at $25.00 a seat (201 or throws); its id. */
export async function postTrip(
  call: ProcessClient,
  driverCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const ride = await call("/api/rides", {
    method: "POST",
    cookie: driverCookie,
    body: {
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      departureDate: dayFromToday(9),
      departureTime: "08:15",
      availableSeats: 3,
      pricePerSeatCents: 2500,
      ...overrides,
    },
  });
  if (ride.status !== 201) throw new Error(`trip not created: ${ride.status} ${JSON.stringify(ride.body)}`);
  return String(ride.body.id);
}

/** A POST whose headers and first half go out now and its second half on `finish()`. */
export function halfSentPost(baseUrl: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = http.request(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      origin: baseUrl,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
  });
  request.write(text.slice(0, half));
  return { status, finish: () => request.end(text.slice(half)) };
}
