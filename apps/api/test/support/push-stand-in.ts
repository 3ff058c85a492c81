import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A browser's subscription as PushSubscription.toJSON() gives it. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the stand-in received, checked and decrypted. */
export interface ReceivedPush {
  /** The subscription's endpoint. */
  endpoint: string;
  /** The decrypted text (the server's JSON payload). */
  text: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims, its signature verified. */
  vapid: { aud: string; sub: string; exp: number };
  at: number;
}

/** A push that did not pass the checks of a real push service or could not be decrypted. */
export interface RefusedPush {
  endpoint: string;
  reason: string;
}

export interface PushStandIn {
  url: string;
  /** A new subscription, as a browser makes one: a P-256 key pair and a 16-byte auth secret. */
  subscribe(): StandInSubscription;
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** Answers every push to `endpoint` with `status` (404/410: the subscription is gone). */
  answer(endpoint: string, status: number): void;
  /** Resolves once `count` pushes were received in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Requests received in all, answered any way. */
  readonly requestCount: number;
  /** Requests `endpoint` received, answered any way. */
  requestsTo(endpoint: string): number;
  close(): Promise<void>;
}

const fromBase64Url = (value: string) => Buffer.from(value, "base64url");

function hmac(key: Buffer, ...parts: Buffer[]): Buffer {
  const mac = createHmac("sha256", key);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/** The P-256 public key in its raw uncompressed form (65 bytes), as a KeyObject. */
function publicKeyFromRaw(raw: Buffer) {
  return createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
}

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292) as a push
 * service does: ES256 signature by `k`, audience the endpoint's origin, expiry within 24 h.
 */
function checkVapid(header: string | undefined, endpointOrigin: string, expectedKey?: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no VAPID Authorization header");
  const [, token, key] = match as unknown as [string, string, string];
  if (expectedKey !== undefined && key !== expectedKey) throw new Error("VAPID key is not the server's");
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) throw new Error("VAPID token is not a JWT");
  const header_ = JSON.parse(fromBase64Url(head).toString("utf8")) as { alg?: string };
  if (header_.alg !== "ES256") throw new Error("VAPID token is not ES256");
  const isSigned = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKeyFromRaw(fromBase64Url(key)), dsaEncoding: "ieee-p1363" },
    fromBase64Url(signature),
  );
  if (!isSigned) throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(fromBase64Url(body).toString("utf8")) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (claims.aud !== endpointOrigin) throw new Error("VAPID audience is not the push service");
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("VAPID expiry out of range");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error("VAPID subject is not mailto: or https:");
  return claims;
}

/** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) with the subscription's private key. */
function decrypt(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error("key id is not a P-256 public key");
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const uaPublic = ua.ecdh.getPublicKey();
  const ecdhSecret = ua.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hmac(hmac(ua.auth, ecdhSecret), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // the last record's padding: a 2 delimiter, then zeros
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error("no last-record delimiter");
  return plain.subarray(0, end).toString("utf8");
}

/**
 * A browser and its push service in one local HTTP server, for tests and the benchmark:
 * it makes subscriptions whose endpoint is itself, receives the server's pushes, checks
 * them as a push service does (aes128gcm, TTL, VAPID signed by `vapidPublicKey` when
 * given) and decrypts them with the subscription's private key as the browser would.
 */
export async function startPushStandIn(options: { vapidPublicKey?: string } = {}): Promise<PushStandIn> {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let waiters: Array<{ count: number; resolve: () => void }> = [];
  let requestCount = 0;
  const requestsByEndpoint = new Map<string, number>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requestCount += 1;
      const endpoint = `${url}${req.url ?? "/"}`;
      requestsByEndpoint.set(endpoint, (requestsByEndpoint.get(endpoint) ?? 0) + 1);
      const subscription = subscriptions.get(req.url ?? "");
      const answer = (status: number) => {
        res.writeHead(status).end();
      };
      if (req.method !== "POST" || !subscription) return answer(404);
      const status = statuses.get(endpoint);
      if (status !== undefined) return answer(status);
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error("no TTL");
        const vapid = checkVapid(req.headers.authorization, new URL(url).origin, options.vapidPublicKey);
        const text = decrypt(Buffer.concat(chunks), subscription);
        const topic = req.headers.topic;
        received.push({
          endpoint,
          text,
          ttl,
          urgency: req.headers.urgency as string | undefined,
          topic: typeof topic === "string" ? topic : undefined,
          vapid,
          at: Date.now(),
        });
      } catch (error) {
        refused.push({ endpoint, reason: (error as Error).message });
        return answer(400);
      }
      answer(201);
      const ready = waiters.filter((waiter) => received.length >= waiter.count);
      waiters = waiters.filter((waiter) => received.length < waiter.count);
      for (const waiter of ready) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    refused,
    get requestCount() {
      return requestCount;
    },
    requestsTo(endpoint) {
      return requestsByEndpoint.get(endpoint) ?? 0;
    },
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(24).toString("base64url")}`;
      subscriptions.set(path, { ecdh, auth });
      return {
        endpoint: `${url}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    answer(endpoint, status) {
      statuses.set(endpoint, status);
    },
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `push stand-in: ${received.length} of ${count} pushes after ${timeoutMs} ms${refused.length ? `; refused: ${refused[0]!.reason}` : ""}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
