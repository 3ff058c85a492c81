import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { answerApiRequest } from "./api-routes.ts";
import { answerControl } from "./control-routes.ts";
import {
  finishCheckoutAuthentication,
  payCheckoutSession,
  paymentIntentOf,
  type CheckoutAttempt,
} from "./checkout.ts";
import { completeOnboarding } from "./connect.ts";
import { StripeApiError, stripeDown } from "./errors.ts";
import { Faults, type ActiveFault, type FaultSpec } from "./faults.ts";
import { canonicalParams, parseStripeForm } from "./form-encoding.ts";
import { answerPageRequest } from "./hosted-pages.ts";
import { newId, type StripeEvent } from "./objects.ts";
import { emptyState, type StandInContext } from "./state.ts";
import { stripeDescription } from "./stripe-description.ts";
import { outcomeOfCard } from "./test-cards.ts";
import { WebhookSender, type WebhookDelivery } from "./webhooks.ts";

export type { FaultSpec } from "./faults.ts";
export type { WebhookDelivery } from "./webhooks.ts";
export { signatureHeader } from "./webhooks.ts";

/** The secret key the stand-in accepts unless told another. */
export const STAND_IN_SECRET_KEY = "sk_test_campusride_stand_in";

/** One API call the stand-in received: for asserting "captured exactly once". */
export interface ApiCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The status answered, or null when a fault answered nothing (timeout, reset). */
  status: number | null;
  /** The answer was the saved one of an earlier request with the same idempotency key. */
  isReplayed: boolean;
  fault: FaultSpec["mode"] | null;
  at: number;
}

export interface StripeStandInOptions {
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
  /** Where events are POSTed; none are sent until one is set. */
  webhookUrl?: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** The key API calls must carry (`Authorization: Bearer …`). */
  secretKey?: string;
  /** The address browsers reach the stand-in at (for hosted page URLs); the listening address when absent. */
  publicUrl?: string;
  /** Waits before each retry of a webhook the endpoint did not accept (2xx). */
  webhookRetryDelaysMs?: number[];
}

export interface StripeStandIn {
  url: string;
  port: number;
  secretKey: string;
  close(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  injectFault(spec: FaultSpec): ActiveFault;
  clearFaults(): void;
  events(): StripeEvent[];
  calls(): ApiCall[];
  deliveries(): WebhookDelivery[];
  /** Sends an event again (a duplicated webhook), or every event when no id is given. */
  redeliver(eventId?: string): StripeEvent[];
  /** Pays a Checkout Session with a test card, as the hosted page would. */
  completeCheckout(sessionId: string, cardNumber?: string): CheckoutAttempt;
  /** Passes or fails the 3-D Secure challenge of a Checkout Session's payment. */
  authenticateCheckout(sessionId: string, isAuthenticated: boolean): CheckoutAttempt;
  /** Finishes an account's onboarding, as the hosted page's 'Agree and submit' does. */
  completeOnboarding(accountId: string): void;
  /** Resolves when every webhook delivery (with its retries) has finished. */
  webhooksSettled(): Promise<void>;
  reset(): void;
  /**
   * What Stripe's OpenAPI description does not allow, in the requests the stand-in received and
   * in its answers and webhooks, oldest first; taking them empties the list. `close` fails while
   * any are left, and so does each API test (test/support/setup.ts).
   */
  takeViolations(): string[];
}

const running = new Set<StripeStandIn>();

/** The violations of every running stand-in in this process (see `takeViolations`). */
export function takeStripeViolations(): string[] {
  return [...running].flatMap((standIn) => standIn.takeViolations());
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  let state = emptyState();
  const faults = new Faults();
  const calls: ApiCall[] = [];
  const saved = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const webhooks = new WebhookSender({
    secret: options.webhookSecret,
    url: options.webhookUrl,
    apiVersion: Stripe.API_VERSION,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [100, 300, 900],
    deliveryTimeoutMs: 10_000,
  });
  const held = new Set<http.ServerResponse>();
  let publicUrl = options.publicUrl ?? "";
  const description = stripeDescription();
  let violations: string[] = [];
  const report = (problems: string[]) => {
    for (const problem of problems) {
      violations.push(problem);
      process.stderr.write(`Stripe stand-in: not as Stripe's description allows: ${problem}\n`);
    }
  };

  /** An operation's context; the events it raises are sent once its answer has gone out. */
  const contextFor = (idempotencyKey: string | null) => {
    const raised: StripeEvent[] = [];
    const context: StandInContext = {
      state,
      publicUrl,
      emit: (type, object) => {
        const event = webhooks.record(type, object, idempotencyKey);
        report(description.checkEvent(event));
        raised.push(event);
      },
    };
    return { context, raised };
  };
  const sendAfter = (res: http.ServerResponse, raised: StripeEvent[]) => {
    let isSent = false;
    const send = () => {
      if (isSent) return;
      isSent = true;
      webhooks.send(raised);
    };
    res.once("finish", send);
    res.once("close", send);
  };

  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      "stripe-version": Stripe.API_VERSION,
      ...headers,
    });
    res.end(JSON.stringify(body, null, 2));
  };

  const applyFault = (res: http.ServerResponse, fault: ActiveFault) => {
    if (fault.mode === "error500") return json(res, 500, stripeDown().toJSON());
    if (fault.mode === "reset") return res.socket?.destroy();
    held.add(res);
    const timer = setTimeout(() => res.socket?.destroy(), fault.holdMs);
    res.once("close", () => {
      clearTimeout(timer);
      held.delete(res);
    });
  };

  const answerApi = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) => {
    const method = req.method ?? "GET";
    const path = url.pathname;
    const idempotencyKey = method === "POST" ? (header(req, "idempotency-key") ?? null) : null;
    const call: ApiCall = {
      method,
      path,
      idempotencyKey,
      status: null,
      isReplayed: false,
      fault: null,
      at: Date.now(),
    };
    calls.push(call);
    const params = parseStripeForm(method === "POST" ? body : url.search.slice(1));
    report(description.checkRequest(method, path, params));
    const answerFault = (fault: ActiveFault) => {
      call.status = fault.mode === "error500" ? 500 : null;
      if (fault.mode === "error500")
        report(description.checkAnswer(method, path, 500, stripeDown().toJSON()));
      return applyFault(res, fault);
    };
    const fault = faults.take(method, path);
    if (fault) call.fault = fault.mode;
    if (fault && !fault.afterProcessing) return answerFault(fault);
    const reply = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      if (fault) return answerFault(fault);
      call.status = status;
      report(description.checkAnswer(method, path, status, answer));
      json(res, status, answer, {
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        ...headers,
      });
    };

    const key = apiKeyOf(header(req, "authorization"));
    if (key !== secretKey) {
      return reply(401, {
        error: {
          type: "invalid_request_error",
          message: key
            ? `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      });
    }

    const fingerprint = `${method} ${path} ${canonicalParams(params)}`;
    const earlier = idempotencyKey ? saved.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return reply(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      call.isReplayed = true;
      return reply(earlier.status, earlier.body, { "idempotent-replayed": "true" });
    }

    const { context, raised } = contextFor(idempotencyKey);
    let status = 200;
    let answer: unknown;
    let isSaved = true;
    try {
      answer = JSON.parse(JSON.stringify(answerApiRequest(context, webhooks.events, method, path, params)));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = JSON.parse(JSON.stringify(error.toJSON()));
      isSaved = error.isSavedForIdempotency;
    }
    if (idempotencyKey && isSaved) saved.set(idempotencyKey, { fingerprint, status, body: answer });
    sendAfter(res, raised);
    reply(status, answer);
  };

  const answerPage = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) => {
    const { context, raised } = contextFor(null);
    const answer = answerPageRequest(context, req.method ?? "GET", url, new URLSearchParams(body));
    sendAfter(res, raised);
    if (!answer) return res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    if ("redirect" in answer) return res.writeHead(303, { location: answer.redirect }).end();
    res.writeHead(answer.status, { "content-type": "text/html; charset=utf-8" }).end(answer.html);
  };

  const standIn: StripeStandIn = {
    url: "",
    port: 0,
    secretKey,
    close: async () => {
      running.delete(standIn);
      webhooks.close();
      for (const res of held) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const left = standIn.takeViolations();
      if (left.length > 0) {
        throw new Error(
          `The Stripe stand-in saw ${left.length} requests or answers that Stripe's description (${description.source}) does not allow:\n${left.join("\n")}`,
        );
      }
    },
    takeViolations: () => {
      const taken = violations;
      violations = [];
      return taken;
    },
    setWebhookUrl: (url) => webhooks.setUrl(url),
    injectFault: (spec) => faults.add(spec),
    clearFaults: () => faults.clear(),
    events: () => [...webhooks.events],
    calls: () => [...calls],
    deliveries: () => [...webhooks.deliveries],
    redeliver: (eventId) => {
      if (eventId === undefined) {
        webhooks.send(webhooks.events);
        return [...webhooks.events];
      }
      const event = webhooks.redeliver(eventId);
      return event ? [event] : [];
    },
    completeCheckout: (sessionId, cardNumber = "4242424242424242") => {
      const { context, raised } = contextFor(null);
      const attempt = payCheckoutSession(context, sessionId, outcomeOfCard(cardNumber), null);
      setImmediate(() => webhooks.send(raised));
      return attempt;
    },
    authenticateCheckout: (sessionId, isAuthenticated) => {
      const { context, raised } = contextFor(null);
      paymentIntentOf(context, sessionId);
      const attempt = finishCheckoutAuthentication(context, sessionId, isAuthenticated);
      setImmediate(() => webhooks.send(raised));
      return attempt;
    },
    completeOnboarding: (accountId) => {
      const { context, raised } = contextFor(null);
      completeOnboarding(context, accountId);
      setImmediate(() => webhooks.send(raised));
    },
    // the controls send their events on the next turn: wait for that turn first
    webhooksSettled: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await webhooks.settled();
    },
    reset: () => {
      state = emptyState();
      faults.clear();
      calls.length = 0;
      saved.clear();
      webhooks.reset();
      for (const res of held) res.socket?.destroy();
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", standIn.url);
      const body = Buffer.concat(chunks).toString("utf8");
      try {
        if (url.pathname.startsWith("/__control/")) return answerControl(standIn, req, res, url, body);
        if (url.pathname.startsWith("/v1/")) return answerApi(req, res, url, body);
        return answerPage(req, res, url, body);
      } catch (error) {
        process.stderr.write(`Stripe stand-in failed on ${req.method} ${url.pathname}: ${String(error)}\n`);
        if (!res.headersSent) json(res, 500, stripeDown().toJSON());
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port } = server.address() as AddressInfo;
  standIn.port = port;
  standIn.url = `http://${options.host ?? "127.0.0.1"}:${port}`;
  publicUrl = options.publicUrl ?? standIn.url;
  running.add(standIn);
  return standIn;
}

/** The key of `Authorization: Bearer <key>`, or of Basic auth with the key as user name (`curl -u sk_…:`). */
function apiKeyOf(authorization: string | undefined): string | undefined {
  const [scheme, credentials] = authorization?.split(/\s+/, 2) ?? [];
  if (!credentials) return undefined;
  if (/^bearer$/i.test(scheme ?? "")) return credentials;
  if (/^basic$/i.test(scheme ?? "")) return Buffer.from(credentials, "base64").toString("utf8").split(":")[0];
  return undefined;
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
