/** Why a maps service call failed, in the terms of docs/product/places-and-routes.md#routes. */
export type ProviderErrorKind =
  | "denied" // REQUEST_DENIED, HTTP 403
  | "quota" // OVER_QUERY_LIMIT, HTTP 429
  | "invalid" // INVALID_REQUEST, HTTP 400
  | "not_found" // unknown place id, HTTP 404
  | "zero_results" // ZERO_RESULTS, no route
  | "too_long" // route too long
  | "network" // no response
  | "timeout" // no response within the timeout
  | "bad_response" // a response that is not the documented format
  | "unknown"; // UNKNOWN_ERROR, HTTP 5xx

/**
 * A maps service failure. Messages carry the words the retry rule looks for: "permission"
 * for denied, "invalid" for invalid requests and "not found" for unknown ids.
 */
export class ProviderError extends Error {
  override name = "ProviderError";
  readonly kind: ProviderErrorKind;
  readonly status?: number;

  constructor(kind: ProviderErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}

const NEVER_RETRIED: ReadonlySet<ProviderErrorKind> = new Set([
  "denied",
  "invalid",
  "not_found",
  "zero_results",
  "too_long",
]);

/** No retry for errors containing permission, invalid or not found. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (NEVER_RETRIED.has(error.kind)) return false;
  return !/permission|invalid|not found/i.test(error.message);
}
