import { createAuthClient } from "better-auth/client";

/**
 * better-auth's browser client, talking to /api/auth on the same origin (cookie session).
 * Only the lazy account screens load it; the session itself is read with a plain query
 * (features/auth/api/get-session.ts), so the first load stays small.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
});

/** The message of a better-auth error answer, or the spec's fallback. */
export function authErrorMessage(error: { message?: string } | null | undefined, fallback: string): string {
  return error?.message && error.message.trim() !== "" ? error.message : fallback;
}
