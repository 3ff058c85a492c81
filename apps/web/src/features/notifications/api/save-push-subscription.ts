import { api } from "../../../lib/api-client.ts";

/** Tells the server this browser's subscription (kept for this session). */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<{ subscribed: boolean }> {
  return api.post<{ subscribed: boolean }>("/api/push/subscriptions", subscription);
}
