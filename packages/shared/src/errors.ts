/**
 * The closed list of API error codes and their HTTP status. The server throws them, the
 * client parses the same `{ error: { code, message } }` body.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 400,
  EMAIL_NOT_EDU: 400,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** A state-changing request sent from another site's page (cross-site request forgery). */
  FORBIDDEN_ORIGIN: 403,
  /** A sensitive change from a session older than a day, without the password again. */
  SESSION_NOT_FRESH: 403,
  /** A sign-in to an account its owner deleted. */
  ACCOUNT_DELETED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A weekly series one of whose trips would overlap another active trip of the same driver. */
  SERIES_OVERLAP: 409,
  /** An Idempotency-Key sent again with a different request: the client's mistake, not a replay. */
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /**
   * Many attempts came from the client's address: the request must carry a solved browser
   * check (a proof of work from GET /api/auth-challenge) to go through.
   */
  CHALLENGE_REQUIRED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}
