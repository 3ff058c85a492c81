import type http from "node:http";
import { StripeApiError } from "./errors.ts";
import type { FaultSpec } from "./faults.ts";
import type { StripeStandIn } from "./index.ts";

/**
 * The test controls, over HTTP for tests that run the stand-in as its own process
 * (the browser journeys): no key needed, never part of Stripe's API.
 */
export function answerControl(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  body: string,
): void {
  const send = (status: number, answer: unknown): void => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
  };
  let input: Record<string, unknown> = {};
  try {
    input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    return send(400, { error: "The body must be JSON." });
  }
  const route = `${req.method} ${url.pathname.replace(/^\/__control/, "")}`;
  const match = (pattern: RegExp) => pattern.exec(route)?.[1];
  try {
    if (route === "POST /faults") return send(200, standIn.injectFault(input as unknown as FaultSpec));
    if (route === "DELETE /faults") return send(200, (standIn.clearFaults(), { cleared: true }));
    if (route === "GET /events") return send(200, { data: standIn.events() });
    if (route === "POST /events/redeliver") return send(200, { data: standIn.redeliver() });
    const eventId = match(/^POST \/events\/([^/]+)\/redeliver$/);
    if (eventId) {
      const redelivered = standIn.redeliver(eventId);
      return redelivered.length
        ? send(200, redelivered[0])
        : send(404, { error: `No such event: ${eventId}` });
    }
    if (route === "GET /calls") return send(200, { data: standIn.calls() });
    if (route === "GET /deliveries") return send(200, { data: standIn.deliveries() });
    const sessionId = match(/^POST \/checkout\/sessions\/([^/]+)\/complete$/);
    if (sessionId)
      return send(200, standIn.completeCheckout(sessionId, String(input.card ?? "4242424242424242")));
    const authenticated = match(/^POST \/checkout\/sessions\/([^/]+)\/authenticate$/);
    if (authenticated)
      return send(200, standIn.authenticateCheckout(authenticated, input.outcome !== "fail"));
    const accountId = match(/^POST \/accounts\/([^/]+)\/onboard$/);
    if (accountId) return send(200, (standIn.completeOnboarding(accountId), { onboarded: accountId }));
    if (route === "POST /webhook-url")
      return send(200, (standIn.setWebhookUrl(input.url as string), { url: input.url }));
    if (route === "POST /reset") return send(200, (standIn.reset(), { reset: true }));
  } catch (error) {
    if (error instanceof StripeApiError) return send(error.status, error.toJSON());
    return send(400, { error: error instanceof Error ? error.message : String(error) });
  }
  send(404, { error: `No control at ${route}` });
}
