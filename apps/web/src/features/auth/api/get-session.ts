import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The part of better-auth's session answer the screens read. */
export interface AuthSession {
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    twoFactorEnabled?: boolean;
    image?: string | null;
  };
  session: { id: string };
}

/** The cookie session, or null when signed out (better-auth answers `null`). */
export async function getSession(): Promise<AuthSession | null> {
  return (await api.get<AuthSession | null>("/api/auth/get-session")) ?? null;
}

/** Sign-in, sign-out, a password reset and profile edits refresh or replace this query. */
export const sessionQueryOptions = queryOptions({ queryKey: ["session"], queryFn: getSession });

/** The signed-in user's session (null when signed out). */
export function useSession() {
  const { data, isPending, refetch } = useQuery(sessionQueryOptions);
  return { session: data ?? null, isPending, refetch };
}
