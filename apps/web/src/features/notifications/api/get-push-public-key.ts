import { api } from "../../../lib/api-client.ts";

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  return (await api.get<{ publicKey: string }>("/api/push/public-key")).publicKey;
}
