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
 * Path segments that are secrets themselves: better-auth's /reset-password/:token and a
 * shared trip's link (/shared-trip/:token in the browser, /api/shared-trips/:token).
 */
const SECRET_SEGMENT = /(\/reset-password\/|\/shared-trips?\/)[^/?#]+/gi;
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
