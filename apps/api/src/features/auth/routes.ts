import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { sendError } from "../../plugins/error-handler.ts";
import { createAuth, type Auth, type OnAccountCreated } from "./create-auth.ts";
import { translateAuthError } from "./error-answers.ts";
import { enforceAuthLimits } from "./limits.ts";
import { normalizeAuthBody, withSignupData } from "./signup-body.ts";

const AUTH_BASE = "/api/auth";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** The request's headers as Web headers; x-forwarded-for is the client address Fastify trusts. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set("x-forwarded-for", request.ip);
  return headers;
}

function toWebRequest(request: FastifyRequest, url: URL, body: unknown): Request {
  const headers = webHeaders(request);
  headers.delete("content-length");
  const hasBody = request.method !== "GET" && body !== undefined && body !== null;
  if (hasBody) headers.set("content-type", "application/json");
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/** better-auth's answer through Fastify; its error answers in the API's one error shape. */
async function sendWebResponse(reply: FastifyReply, response: Response) {
  if (response.status >= 400) {
    const answer: unknown = await response.json().catch(() => null);
    const { error } = translateAuthError(response.status, answer);
    return sendError(reply, response.status, error.code, error.message, error.fields);
  }
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(response.body ? await response.text() : null);
}

/**
 * better-auth mounted at /api/auth/*: the Fastify request becomes a Web Request for
 * auth.handler, after the account endpoints' attempt limits.
 */
export const authRoutes = fp<{ config: Config; onAccountCreated: OnAccountCreated }>(
  async (app, { config, onAccountCreated }) => {
    const auth = createAuth({
      config,
      db: app.db,
      mailer: app.mailer,
      onAccountCreated,
      log: { warn: (message) => app.log.warn(message), error: (message) => app.log.error(message) },
    });
    app.decorate("auth", auth);

    app.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE}/*`,
      schema: { hide: true },
      async handler(request, reply) {
        // resolves "." and ".." segments (also as %2e) the way better-auth's router will
        const url = new URL(request.url, config.PUBLIC_URL);
        await enforceAuthLimits(request, url.pathname);
        const { body, signup } =
          request.method === "POST"
            ? normalizeAuthBody(url.pathname.slice(AUTH_BASE.length), request.body)
            : { body: undefined, signup: undefined };
        const response = await withSignupData(signup, () => auth.handler(toWebRequest(request, url, body)));
        // better-auth answers a path it does not know with an empty 404; ours are JSON
        if (response.status === 404 && !response.body) {
          return sendError(reply, 404, "NOT_FOUND", `No API route ${request.method} ${url.pathname}`);
        }
        return sendWebResponse(reply, response);
      },
    });
  },
  { name: "auth", dependencies: ["database", "mail"] },
);
