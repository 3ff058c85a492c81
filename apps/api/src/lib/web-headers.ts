import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";

/** A request's headers as a web `Headers`, with the client's address as x-forwarded-for (better-auth reads it). */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set("x-forwarded-for", request.ip);
  return headers;
}
