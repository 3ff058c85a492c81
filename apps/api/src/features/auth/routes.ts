import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { webHeaders } from "../../lib/web-headers.ts";
import { sendError } from "../../plugins/error-handler.ts";
import { createAccountGuards, type AccountGuards } from "./account-guards.ts";
import { createBackgroundTasks, type BackgroundTasks } from "./background-tasks.ts";
import { authChallengeRoutes } from "./challenge-routes.ts";
import { createAuth, type Auth, type OnAccountCreated } from "./create-auth.ts";
import type { BeforeAccountRemoved } from "./duplicate-signup.ts";
import { translateAuthError } from "./error-answers.ts";
import { isRoutedAuthEndpoint } from "./endpoints.ts";
import {
  createSessionOwnerReader,
  createSessionReader,
  type ReadSession,
  type ReadSessionOwner,
} from "./session-reader.ts";
import { createAuthLimiter, type AuthLimiter } from "./limits.ts";
import { checkNewPassword } from "./new-password.ts";
import { createProofOfWork } from "./proof-of-work.ts";
import { resolveAuthSecret } from "./secret.ts";
import { normalizeAuthBody, signUpFromServer, withSignupData } from "./signup-body.ts";

const AUTH_BASE = "/api/auth";

/**
 * Answers whose timing would tell whether an address has an account are not given sooner
 * than this after the request arrived. The mail is sent after the answer anyway; what
 * is left differs by a database write (the reset token) that this covers.
 */
export const RESET_REQUEST_MIN_ANSWER_MS = 300;
const MIN_ANSWER_MS: Record<string, number> = {
  [`${AUTH_BASE}/request-password-reset`]: RESET_REQUEST_MIN_ANSWER_MS,
};

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    /** The account mails better-auth sends without holding the request. */
    backgroundTasks: BackgroundTasks;
    /** The signed-in session of a request (features/auth/session-reader.ts). */
    readSession: ReadSession;
    /** The account a request's session cookie belongs to, known before the session is read. */
    sessionOwner: ReadSessionOwner;
    /** Runs account work within its endpoint's limits (e.g. a password check from another route). */
    withAuthLimits: AuthLimiter;
    /** What the route guards (plugins/guards.ts) ask of the accounts. */
    accountGuards: AccountGuards;
    /** Creates an account from the server itself (demo data; features/auth/signup-body.ts). */
    signUpFromServer(body: unknown): Promise<void>;
  }
}

/** The request's headers as Web headers; x-forwarded-for is the client address Fastify trusts. */

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

function isJson(response: Response): boolean {
  return response.headers.get("content-type")?.includes("application/json") ?? false;
}

/** better-auth's answer through Fastify; its error answers in the API's one error shape. */
async function sendWebResponse(reply: FastifyReply, response: Response, endpoint: string) {
  if (response.status >= 400) {
    const answer: unknown = await response.json().catch(() => null);
    const { error } = translateAuthError(response.status, answer, endpoint);
    // how long a lock lasts (the two-factor lock, two-factor.ts)
    const retryAfter = response.headers.get("retry-after");
    if (retryAfter) reply.header("retry-after", retryAfter);
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
export const authRoutes = fp<{
  config: Config;
  onAccountCreated: OnAccountCreated;
  beforeAccountRemoved: BeforeAccountRemoved;
}>(
  async (app, { config, onAccountCreated, beforeAccountRemoved }) => {
    const backgroundTasks = createBackgroundTasks();
    app.decorate("backgroundTasks", backgroundTasks);
    // mails still being sent are finished before the mailer and the database close
    app.addHook("onClose", () => backgroundTasks.settled());
    const auth = createAuth({
      config,
      db: app.db,
      mailer: app.mailer,
      onAccountCreated,
      beforeAccountRemoved,
      backgroundTasks,
      log: { warn: (message) => app.log.warn(message), error: (message) => app.log.error(message) },
    });
    app.decorate("auth", auth);
    const readSession = createSessionReader(auth, app.db);
    app.decorate("readSession", readSession);
    app.decorate("sessionOwner", createSessionOwnerReader(auth, app.db));
    const newPasswordContext = (request: FastifyRequest) => ({
      auth,
      readSession,
      headers: () => webHeaders(request),
    });
    const proofOfWork = createProofOfWork(app.db, resolveAuthSecret(config));
    await app.register(authChallengeRoutes, { proofOfWork });
    const withAuthLimits = createAuthLimiter(app.db, proofOfWork, {
      async sessionUserId(request) {
        const session = await auth.api.getSession({
          headers: webHeaders(request),
          query: { disableRefresh: true },
        });
        return session?.user.id;
      },
      async codeOwner(request) {
        const { owner } = await auth.api.twoFactorCodeOwner({ headers: webHeaders(request) });
        return owner ?? undefined;
      },
    });
    app.decorate("withAuthLimits", withAuthLimits);
    app.decorate("accountGuards", createAccountGuards(app));
    app.decorate("signUpFromServer", (body: unknown) => signUpFromServer(auth, body));

    app.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE}/*`,
      schema: { hide: true },
      async handler(request, reply) {
        const started = performance.now();
        // resolves "." and ".." segments (also as %2e) the way better-auth's router will
        const url = new URL(request.url, config.PUBLIC_URL);
        const noSuchRoute = () =>
          sendError(reply, 404, "NOT_FOUND", `No API route ${request.method} ${url.pathname}`);
        const endpoint = url.pathname.startsWith(`${AUTH_BASE}/`) ? url.pathname.slice(AUTH_BASE.length) : "";
        if (!isRoutedAuthEndpoint(request.method, endpoint)) {
          return noSuchRoute();
        }
        const handle = async () => {
          const { body, signup } =
            request.method === "POST"
              ? normalizeAuthBody(endpoint, request.body)
              : { body: undefined, signup: undefined };
          if (request.method === "POST")
            await checkNewPassword(newPasswordContext(request), request, endpoint, body);
          return withSignupData(signup, () => auth.handler(toWebRequest(request, url, body)));
        };
        // the limited endpoints all take POST; other methods get better-auth's refusal
        const response =
          request.method === "POST" ? await withAuthLimits(request, url.pathname, handle) : await handle();
        const minAnswerMs = request.method === "POST" ? MIN_ANSWER_MS[url.pathname] : undefined;
        if (minAnswerMs) await sleep(Math.max(0, started + minAnswerMs - performance.now()));
        // better-auth answers a path it does not know with an empty 404, and a turned-off one
        // (disabledPaths) with a text "Not Found": both are paths the API does not have
        if (response.status === 404 && !isJson(response)) {
          return noSuchRoute();
        }
        return sendWebResponse(reply, response, endpoint);
      },
    });
  },
  { name: "auth", dependencies: ["database", "mail"] },
);
