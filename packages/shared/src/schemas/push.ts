import { z } from "zod";
import { PUSH_MESSAGES } from "../messages.ts";

/** A push service's endpoint URL is a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** Bytes a base64url text decodes to, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return -1;
  const bare = value.replace(/=+$/, "");
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const endpointSchema = z
  .string({ error: PUSH_MESSAGES.badEndpoint })
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.badEndpoint)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, PUSH_MESSAGES.badEndpoint);

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it.
 * p256dh is an uncompressed P-256 public key (65 bytes), auth a 16-byte secret, both base64url.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MESSAGES.badKeys })
        .max(100, PUSH_MESSAGES.badKeys)
        .refine((value) => base64UrlBytes(value) === 65, PUSH_MESSAGES.badKeys),
      auth: z
        .string({ error: PUSH_MESSAGES.badKeys })
        .max(40, PUSH_MESSAGES.badKeys)
        .refine((value) => base64UrlBytes(value) === 16, PUSH_MESSAGES.badKeys),
    },
    { error: PUSH_MESSAGES.badKeys },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of the caller's subscriptions to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** GET /api/push/public-key: the server's VAPID public key (base64url), for pushManager.subscribe. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** The answer to subscribing (true) and unsubscribing (false) this browser. */
export const pushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });
