import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionQueryKey } from "../../../lib/query-keys.ts";

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

/**
 * Sign-in, sign-out, a password reset and profile edits refresh or replace this query.
 * The page's entry asks for it before the first screen's code arrives; the hook that
 * reads it (use-session.ts) comes with that code, keeping React Query's hooks out of the entry.
 */
export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });
