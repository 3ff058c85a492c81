import { createHmac } from "node:crypto";
import { newId, nowSeconds, type StripeEvent } from "./objects.ts";

export interface WebhookDelivery {
  eventId: string;
  type: string;
  attempt: number;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
  at: number;
}

/** The header Stripe signs a webhook with: `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<payload>">`. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

type WebhookSenderOptions = {
  secret: string;
  url: string | undefined;
  apiVersion: string;
  retryDelaysMs: number[];
  deliveryTimeoutMs: number;
};

/**
 * The stand-in's events and their delivery to one webhook endpoint, the way Stripe does it:
 * a signed JSON POST, retried with a backoff while the endpoint does not answer 2xx.
 */
export class WebhookSender {
  readonly events: StripeEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private isClosed = false;

  private readonly options: WebhookSenderOptions;

  constructor(options: WebhookSenderOptions) {
    this.options = options;
  }

  setUrl(url: string | undefined): void {
    this.options.url = url;
  }

  /** Records an event; it is sent by `send`, once the API answer that raised it has gone out. */
  record(type: string, object: unknown, idempotencyKey: string | null): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: this.options.apiVersion,
      created: nowSeconds(),
      type,
      // a snapshot: the object as it was when the event happened, as Stripe sends it
      data: { object: JSON.parse(JSON.stringify(object)) as unknown },
      livemode: false,
      pending_webhooks: this.options.url ? 1 : 0,
      request: { id: newId("req"), idempotency_key: idempotencyKey },
    };
    this.events.push(event);
    return event;
  }

  send(events: StripeEvent[]): void {
    for (const event of events) this.track(this.deliver(event, 1));
  }

  /** Sends an event again, as Stripe does when it is resent or its delivery was doubled. */
  redeliver(eventId: string): StripeEvent | undefined {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (event) this.send([event]);
    return event;
  }

  /** Resolves when every delivery, with its retries, has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0 || this.timers.size > 0) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  reset(): void {
    this.events.length = 0;
    this.deliveries.length = 0;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  close(): void {
    this.isClosed = true;
    this.reset();
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(event: StripeEvent, attempt: number): Promise<void> {
    const url = this.options.url;
    if (!url || this.isClosed) return;
    const payload = JSON.stringify(event, null, 2);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          // each attempt is signed afresh, with its own timestamp
          "stripe-signature": signatureHeader(payload, this.options.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(this.options.deliveryTimeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    if (this.isClosed) return;
    this.deliveries.push({ eventId: event.id, type: event.type, attempt, status, error, at: Date.now() });
    const isDelivered = status !== null && status >= 200 && status < 300;
    const delay = this.options.retryDelaysMs[attempt - 1];
    if (isDelivered || delay === undefined) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(this.deliver(event, attempt + 1));
    }, delay);
    this.timers.add(timer);
  }
}
