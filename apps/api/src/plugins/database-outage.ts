import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { trackDatabaseUse, type DatabaseUse } from "../db/lost-connections.ts";
import { JSON_TYPE, UNAVAILABLE_MESSAGE, errorBody } from "./error-handler.ts";

/**
 * A request that lost its database connection is answered 503, whatever became of the
 * failure on its way out: better-auth, for one, turns it into its own 422 or 500. Success
 * answers stand (the request got what it needed before the loss).
 */
export const databaseOutagePlugin = fp(async (app) => {
  const uses = new WeakMap<FastifyRequest, DatabaseUse>();

  app.addHook("onRequest", (request, _reply, done) => {
    const use: DatabaseUse = { lostConnection: false };
    uses.set(request, use);
    trackDatabaseUse(use, done);
  });
  // Reading the body leaves the request's async context: enter it again for the handler.
  app.addHook("preHandler", (request, _reply, done) => {
    const use = uses.get(request);
    if (use) trackDatabaseUse(use, done);
    else done();
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const lostConnection = uses.get(request)?.lostConnection ?? false;
    if (!lostConnection || reply.statusCode < 400 || reply.statusCode === 503) return payload;
    request.log.warn({ statusCode: reply.statusCode }, "database connection lost during the request");
    reply.code(503).type(JSON_TYPE);
    return JSON.stringify(errorBody("UNAVAILABLE", UNAVAILABLE_MESSAGE));
  });
});
