/** An error answer of better-auth (`{ code, message }`) with its HTTP status. */
export interface AuthError {
  status: number;
  code?: string;
  message?: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

/**
 * POSTs to better-auth's endpoints under /api/auth on the same origin (cookie session).
 * Refusals come back as `error`, the way the screens show them; a request that never got
 * an answer throws.
 */
export async function authRequest<T>(path: string, body: unknown): Promise<AuthResult<T>> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { data: payload as T, error: null };
  const answer = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  return {
    data: null,
    error: {
      status: response.status,
      code: typeof answer.code === "string" ? answer.code : undefined,
      message: typeof answer.message === "string" ? answer.message : undefined,
    },
  };
}

/** The message of a better-auth error answer, or the spec's fallback. */
export function authErrorMessage(error: { message?: string } | null | undefined, fallback: string): string {
  return error?.message && error.message.trim() !== "" ? error.message : fallback;
}
