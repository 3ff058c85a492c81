import {
  NOTIFICATION_TYPES,
  notificationPath,
  notificationText,
  PUSH_KIND_OF,
  type NotificationData,
  type NotificationType,
  type PushKind,
} from "@campusride/shared/domain/notifications";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Database } from "../../db/client.ts";
import type { ChannelListener, StopListening } from "../../db/listen-postgres.ts";
import { endpointLabel, isAllowedEndpoint } from "./endpoints.ts";
import { deleteSubscription, findPushTargets, type PushTarget } from "./queries.ts";
import type { VapidKeys } from "./vapid.ts";

/** Pushes in flight at once (each one HTTP request to a push service). */
export const PUSH_CONCURRENCY = 32;
/** Notifications whose subscriptions are being looked up at once. */
const LOOKUP_CONCURRENCY = 4;
/** Pushes waiting beyond this are dropped (and logged): the bell still has every event. */
const MAX_QUEUED = 20_000;
/** A push service not answering within this is given up on (once retried). */
const SEND_TIMEOUT_MS = 10_000;
const RETRY_AFTER_MS = 1_000;
/** A VAPID token's lifetime (push services accept up to 24 h); it is renewed halfway. */
const VAPID_LIFETIME_SECONDS = 12 * 3600;

/**
 * How long a push service keeps a push for a device that is offline, and how urgently it
 * delivers it: the trip's day is stale within the hour and wakes the phone at once.
 */
const DELIVERY: Record<PushKind, { ttlSeconds: number; urgency: webpush.Urgency }> = {
  rideDay: { ttlSeconds: 30 * 60, urgency: "high" },
  message: { ttlSeconds: 24 * 3600, urgency: "high" },
  newRequest: { ttlSeconds: 24 * 3600, urgency: "normal" },
  requestAnswered: { ttlSeconds: 24 * 3600, urgency: "normal" },
  tripChanged: { ttlSeconds: 24 * 3600, urgency: "high" },
  reminder: { ttlSeconds: 12 * 3600, urgency: "normal" },
  rideAlert: { ttlSeconds: 12 * 3600, urgency: "low" },
};

/** What a push carries; the service worker shows it (apps/web/public/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A notification as announced on the events channel, for a type that is pushed. */
interface Announced {
  id: string;
  userId: string;
  type: NotificationType;
  kind: PushKind;
  payload: PushPayload;
}

const KNOWN_TYPES = new Set<string>(NOTIFICATION_TYPES);

/** Reads a payload of campusride_notify_user; undefined for a change, an unknown or an in-app-only type. */
export function readAnnounced(text: string): Announced | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { id, userId, type, data } = value;
  if (
    typeof id !== "string" ||
    !/^\d{1,18}$/.test(id) ||
    typeof userId !== "string" ||
    typeof type !== "string" ||
    !KNOWN_TYPES.has(type) ||
    typeof data !== "object" ||
    data === null
  ) {
    return undefined;
  }
  const kind = PUSH_KIND_OF[type as NotificationType];
  if (!kind) return undefined;
  const notification = {
    type: type as NotificationType,
    rideId: typeof value.rideId === "string" ? value.rideId : null,
    bookingId: typeof value.bookingId === "string" ? value.bookingId : null,
    data: data as NotificationData,
  };
  return {
    id,
    userId,
    type: notification.type,
    kind,
    payload: {
      title: "CampusRide",
      body: notificationText(notification.type, notification.data),
      url: notificationPath(notification),
      tag: `campusride-${id}`,
    },
  };
}

/** Runs at most `limit` tasks at once, the others in order as they finish. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: Array<() => Promise<void>> = [];
  const idle: Array<() => void> = [];
  function next(): void {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      void task().finally(() => {
        running -= 1;
        next();
      });
    }
    if (running === 0 && waiting.length === 0) for (const resolve of idle.splice(0)) resolve();
  }
  return {
    add(task: () => Promise<void>) {
      waiting.push(task);
      next();
    },
    get size() {
      return running + waiting.length;
    },
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}

export interface PushSenderOptions {
  db: Database;
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /** The channel notifications are announced on (campusride_events). */
  channel: string;
  log: FastifyBaseLogger;
  vapid: VapidKeys;
  /** Outside production: endpoints on this machine too (stand-ins). */
  allowLocal: boolean;
  concurrency?: number;
}

export interface PushSender {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once nothing is being looked up or sent (tests, the benchmark). */
  idle(): Promise<void>;
}

type Outcome = "sent" | "gone" | "retry" | "failed";

/**
 * Web Push for every instance: it hears each notification on the events channel, looks up
 * the recipient's subscriptions whose kind is on, and posts each an encrypted push
 * (RFC 8291, VAPID), off the request path and a bounded number at a time. A push service
 * answering 404/410 has forgotten the subscription: so do we. Each instance hears every
 * notification and pushes it: the Topic header and the notification's tag let the push
 * service and the device keep one of each (docs/decisions/0054-web-push.md).
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, log, vapid, allowLocal } = options;
  const lookups = createLimiter(LOOKUP_CONCURRENCY);
  const sends = createLimiter(options.concurrency ?? PUSH_CONCURRENCY);
  let stopListening: StopListening | undefined;
  let isStopped = false;

  /** The signed VAPID header of each push service, made once per half of its lifetime (signing is slow). */
  const vapidHeaders = new Map<string, { authorization: string; renewAt: number }>();
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const kept = vapidHeaders.get(audience);
    if (kept && kept.renewAt > Date.now()) return kept.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      "aes128gcm",
      Math.floor(Date.now() / 1000) + VAPID_LIFETIME_SECONDS,
    );
    vapidHeaders.set(audience, {
      authorization: Authorization,
      renewAt: Date.now() + (VAPID_LIFETIME_SECONDS * 1000) / 2,
    });
    return Authorization;
  }

  async function post(target: PushTarget, announced: Announced): Promise<Outcome> {
    const { ttlSeconds, urgency } = DELIVERY[announced.kind];
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(announced.payload),
      {
        TTL: ttlSeconds,
        urgency,
        topic: `n${announced.id}`,
        contentEncoding: "aes128gcm",
        headers: { Authorization: vapidAuthorization(target.endpoint) },
      },
    );
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return "sent";
      if (response.status === 404 || response.status === 410) return "gone";
      if (response.status === 429 || response.status >= 500) return "retry";
      log.warn(
        { pushService: endpointLabel(target.endpoint), status: response.status },
        "push: the push service refused a push",
      );
      return "failed";
    } catch (error) {
      log.debug(
        { pushService: endpointLabel(target.endpoint), reason: (error as Error).name },
        "push: not sent",
      );
      return "retry";
    }
  }

  async function push(target: PushTarget, announced: Announced): Promise<void> {
    if (!isAllowedEndpoint(target.endpoint, allowLocal)) return;
    let outcome = await post(target, announced);
    if (outcome === "retry" && !isStopped) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS).unref());
      outcome = await post(target, announced);
      if (outcome === "retry") {
        log.warn(
          { pushService: endpointLabel(target.endpoint) },
          "push: the push service did not take a push",
        );
      }
    }
    if (outcome === "gone") await deleteSubscription(db, target.id);
  }

  async function fanOut(announced: Announced): Promise<void> {
    const targets = await findPushTargets(db, announced.userId, announced.kind);
    if (sends.size + targets.length > MAX_QUEUED) {
      log.warn({ dropped: targets.length }, "push: too many pushes waiting; these are not sent");
      return;
    }
    for (const target of targets) {
      sends.add(() =>
        push(target, announced).catch((error: unknown) =>
          log.warn({ err: error }, "push: a subscription's push failed"),
        ),
      );
    }
  }

  const listener: ChannelListener = {
    onNotification(text) {
      if (isStopped) return;
      const announced = readAnnounced(text);
      if (!announced) return;
      lookups.add(() =>
        fanOut(announced).catch((error: unknown) =>
          log.warn({ err: error, notificationId: announced.id }, "push: subscriptions not read"),
        ),
      );
    },
    // what was announced while not listening is in the bell and the emails; pushes are
    // for now, and a late one is not sent
    onListening() {},
  };

  return {
    async start() {
      stopListening = await options.listen(options.channel, listener);
    },
    async stop() {
      isStopped = true;
      await stopListening?.();
      await Promise.race([
        Promise.all([lookups.idle(), sends.idle()]),
        new Promise((resolve) => setTimeout(resolve, SEND_TIMEOUT_MS).unref()),
      ]);
    },
    async idle() {
      await lookups.idle();
      await sends.idle();
      await lookups.idle();
    },
  };
}
