import { z } from "zod";
import { ProviderError } from "./provider-error.ts";

/** The error body of Google's newer APIs (Places API (New), Routes): google.rpc.Status. */
const googleErrorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
  }),
});

/** Maps a non-2xx answer of Places (New) or Routes to a ProviderError. */
export function googleHttpError(status: number, body: unknown, what: string): ProviderError {
  const parsed = googleErrorBodySchema.safeParse(body);
  const rpcStatus = parsed.success ? parsed.data.error.status : undefined;
  const detail = parsed.success && parsed.data.error.message ? `: ${parsed.data.error.message}` : "";
  if (
    status === 401 ||
    status === 403 ||
    rpcStatus === "PERMISSION_DENIED" ||
    rpcStatus === "UNAUTHENTICATED"
  ) {
    return new ProviderError("denied", `REQUEST_DENIED: permission denied for ${what}${detail}`, { status });
  }
  if (status === 429 || rpcStatus === "RESOURCE_EXHAUSTED") {
    return new ProviderError("quota", `OVER_QUERY_LIMIT: quota exceeded for ${what}${detail}`, { status });
  }
  if (status === 404 || rpcStatus === "NOT_FOUND") {
    return new ProviderError("not_found", `NOT_FOUND: ${what} not found${detail}`, { status });
  }
  if (status === 400 || rpcStatus === "INVALID_ARGUMENT" || rpcStatus === "FAILED_PRECONDITION") {
    if (/too long|max_route_length|route length/i.test(detail)) {
      return new ProviderError("too_long", `Route too long${detail}`, { status });
    }
    return new ProviderError("invalid", `INVALID_REQUEST: invalid ${what} request${detail}`, { status });
  }
  return new ProviderError("unknown", `UNKNOWN_ERROR: ${what} answered HTTP ${status}${detail}`, { status });
}

/** A 2xx answer that is not the documented format. */
export function badResponse(what: string, cause?: unknown): ProviderError {
  return new ProviderError("bad_response", `${what} returned an unexpected response`, { cause });
}
