import { authClient } from "../../../lib/auth-client.ts";

/** The signed-in user's session (null when signed out), kept current by better-auth's client. */
export function useAuthSession() {
  const { data, isPending, refetch } = authClient.useSession();
  return { session: data ?? null, isPending, refetch };
}
