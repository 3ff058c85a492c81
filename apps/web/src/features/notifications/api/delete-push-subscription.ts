import { api } from "../../../lib/api-client.ts";

/** Asks the server to forget this browser's subscription. */
export function deletePushSubscription(endpoint: string): Promise<{ subscribed: boolean }> {
  return api.delete<{ subscribed: boolean }>("/api/push/subscriptions", { body: { endpoint } });
}
