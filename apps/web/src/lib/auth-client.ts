import { createAuthClient } from "better-auth/react";

/** better-auth's browser client, talking to /api/auth on the same origin (cookie session). */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
});

/** The message of a better-auth error answer, or the spec's fallback. */
export function authErrorMessage(error: { message?: string } | null | undefined, fallback: string): string {
  return error?.message && error.message.trim() !== "" ? error.message : fallback;
}
