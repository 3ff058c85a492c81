// Connection-level failures (server down or stopping, connection cut, pool timeout, a
// deadline missed) rather than a bad query: the request may succeed later, so they are a
// 503, not a 500.
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: the server is stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "57014", // query_canceled: past statement_timeout (the server is overloaded or a lock held)
]);
// SQLSTATE class 08: connection exceptions.
const CONNECTION_EXCEPTION_CLASS = /^08[0-9A-Z]{3}$/;
const CONNECTION_ERROR_TEXT =
  /connection terminated|timeout exceeded when trying to connect|connection refused|not queryable|query read timeout|missed its query deadline/i;

/** True when `error`, or an error it wraps, says the database could not be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (CONNECTION_ERROR_CODES.has(code) || CONNECTION_EXCEPTION_CLASS.test(code))
    ) {
      return true;
    }
    if (CONNECTION_ERROR_TEXT.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
