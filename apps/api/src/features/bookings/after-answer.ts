import type { FastifyInstance, FastifyRequest } from "fastify";

/** Work a request leaves for after its answer. */
type AfterAnswer = (request: FastifyRequest, work: () => Promise<void>) => void;

/**
 * Runs work a booking's answer need not wait for (a receipt, which is claimed once and
 * sent by the reconciliation if a process stops first) once the answer has gone out; the
 * app's close waits for what is under way. The work logs its own failures; anything it
 * throws is logged here.
 */
export function answerFirst(app: FastifyInstance): AfterAnswer {
  const waiting = new WeakMap<FastifyRequest, Array<() => Promise<void>>>();
  const underWay = new Set<Promise<void>>();
  app.addHook("onResponse", async (request) => {
    const works = waiting.get(request);
    if (!works) return;
    waiting.delete(request);
    for (const work of works) {
      // after this turn of the event loop: the answer is out before the work begins
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => request.log.warn({ err: error }, "work after a booking's answer failed"))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    }
  });
  app.addHook("onClose", async () => {
    await Promise.allSettled([...underWay]);
  });
  return (request, work) => waiting.set(request, [...(waiting.get(request) ?? []), work]);
}
