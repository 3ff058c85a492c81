import type { FastifyRequest } from "fastify";

/*
 * Links that sign people in or set passwords carry their secret in the URL
 * (/api/auth/verify-email?token=…, /reset-password?token=…): a request log that kept
 * them would hand an account to whoever reads the log. Secrets are cut before anything
 * is written.
 */

/** Query parameters whose value is a secret (matched anywhere in the name, any case). */
const SECRET_PARAM = /token|code|secret|password|passwd|otp|state|key|signature|session|ticket/i;
/**
 * Path segments that are secrets themselves: better-auth's /reset-password/:token, a
 * shared trip's link (/shared-trip/:token in the browser, /api/shared-trips/:token) and
 * an emergency contact's page (/trip-updates/:token).
 */
const SECRET_SEGMENT = /(\/reset-password\/|\/shared-trips?\/|\/trip-updates\/)[^/?#]+/gi;
const REDACTED = "[redacted]";

/** The URL with secret query values and path segments replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is matched as written
      }
      return SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/*
 * Headers that carry a session or a credential, wherever a log object holds them: the
 * multipart parser logs the whole request's headers (its busboy options) at trace level.
 */
const CREDENTIAL_HEADERS = ["cookie", "authorization", "set-cookie", "proxy-authorization"];

/** pino's `redact` paths: those headers one or two levels down in any log object. */
export const LOG_REDACT = {
  paths: CREDENTIAL_HEADERS.flatMap((name) => [
    `headers["${name}"]`,
    `*.headers["${name}"]`,
    `*.*.headers["${name}"]`,
  ]),
  censor: REDACTED,
};

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The domain of an address: all a log says about a mail's recipient. */
export function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}

/*
 * A failed query's error carries what the query was given: drizzle's message and `params`
 * hold its parameters (a message's words, an email address) and PostgreSQL's `detail` the
 * failing row. A log keeps which query failed and why (its text, the code, the constraint,
 * the table), never the values.
 */
const QUERY_VALUE_FIELDS = new Set(["params", "parameters", "detail"]);
/** How deep causes (and errors held by errors) are followed. */
const MAX_ERROR_DEPTH = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === "object" && value !== null && "message" in value && "stack" in value)
  );
}

/** PostgreSQL's (and PGlite's) error: a SQLSTATE code and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === "string"
  );
}

function messageWithoutValues(error: ErrorLike): string {
  const message = String(error.message);
  if (isDatabaseError(error)) {
    // quoted names stay when they are the constraint's, table's or column's; a quoted value goes
    const names = new Set([error.constraint, error.table, error.column, error.schema, error.dataType]);
    return message.replace(/"([^"]*)"/g, (quoted, name: string) =>
      names.has(name) ? quoted : `"${REDACTED}"`,
    );
  }
  const params = message.indexOf("\nparams: ");
  return params === -1 ? message : message.slice(0, params);
}

/** An error as a log holds it: type, message, stack and its own fields, its cause nested; no query values. */
function serializeAny(error: unknown, depth: number): unknown {
  if (!isErrorLike(error)) return error;
  const message = messageWithoutValues(error);
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: typeof error.stack === "string" ? error.stack.replace(String(error.message), message) : undefined,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || key === "cause" || QUERY_VALUE_FIELDS.has(key)) continue;
    if (!isErrorLike(value)) serialized[key] = value;
    else if (depth < MAX_ERROR_DEPTH) serialized[key] = serializeAny(value, depth + 1);
  }
  if (error.cause !== undefined && depth < MAX_ERROR_DEPTH)
    serialized.cause = serializeAny(error.cause, depth + 1);
  return serialized;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The logger's `err` serializer (in place of pino's, which keeps drizzle's params). */
export function serializeError(error: Error): SerializedError {
  const serialized = serializeAny(error, 0) as Partial<SerializedError>;
  return {
    ...serialized,
    type: serialized.type ?? "Error",
    message: serialized.message ?? "",
    stack: serialized.stack ?? "",
  };
}

/** An error for logs that take text: its stack (values cut) and its causes' messages. */
export function describeErrorForLog(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = serializeAny(error, 0);
  while (isErrorLike(current) && lines.length <= MAX_ERROR_DEPTH) {
    lines.push(lines.length === 0 ? (current.stack ?? current.message) : `caused by: ${current.message}`);
    current = current.cause;
  }
  return lines.length > 0 ? lines.join("\n") : String(error);
}
