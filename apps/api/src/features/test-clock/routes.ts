import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { advanceClock, now, resetClock } from "../../lib/clock.ts";

const clockAnswer = z.object({ now: z.string() });
/** Up to a year at a time: enough for any rule, and a mistyped number fails loudly. */
const MAX_ADVANCE_MS = 366 * 24 * 3600 * 1000;
const advanceBody = z.object({ advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS) });

/**
 * The server's clock for browser journeys (docs/decisions/0049-server-clock.md): read it,
 * move it forward, put it back. Registered only outside production with TEST_CLOCK on
 * (app.ts); the configuration refuses TEST_CLOCK in production and the clock itself
 * refuses to move there.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = () => ({ now: now().toISOString() });
  const response = { 200: clockAnswer };

  app.get("/api/test/clock", { schema: { hide: true, response } }, async () => answer());

  app.post("/api/test/clock", { schema: { hide: true, body: advanceBody, response } }, async (request) => {
    advanceClock(request.body.advanceMs);
    request.log.info({ advanceMs: request.body.advanceMs }, "the test clock moved forward");
    return answer();
  });

  app.delete("/api/test/clock", { schema: { hide: true, response } }, async (request) => {
    resetClock();
    request.log.info("the test clock is back on the machine's time");
    return answer();
  });
};
