import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** An answer that took this long is logged at info whatever its status. */
const SLOW_MS = 1_000;

/**
 * One log line per answer, in place of Fastify's two (`disableRequestLogging` in app.ts):
 * at debug for an ordinary answer, so that production's default level (info) writes
 * nothing for it, and at info for one that failed (5xx) or was slow, which is what an
 * operator reads the log for. The request is logged with the app's redacting serializer.
 */
async function requestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    const noteworthy = reply.statusCode >= 500 || responseTime >= SLOW_MS;
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime };
    if (noteworthy) request.log.info(line, "request completed");
    else request.log.debug(line, "request completed");
    done();
  });
}

export const requestLogPlugin = fp(requestLog, { name: "request-log" });
