import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { publishExpiredReviews } from "./queries.ts";

export interface PublishJob {
  start(): void;
  /** Stops; resolves once a run under way has finished. */
  stop(): Promise<void>;
  /** Runs now (after any run under way); how many reviews it published. */
  runNow(): Promise<number>;
}

/**
 * Publishes the hidden reviews whose window has ended, when the app starts and every
 * `everyMs` after, in every instance: the UPDATE is guarded by published_at, so
 * instances running together publish each review once.
 */
export function createPublishJob(db: Database, log: FastifyBaseLogger, everyMs: number): PublishJob {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let running = Promise.resolve(0);

  function runNow(): Promise<number> {
    running = running.then(async () => {
      if (isStopped) return 0;
      const published = await publishExpiredReviews(db).catch((error: unknown) => {
        log.warn({ err: error }, "hidden reviews could not be published; trying again at the next run");
        return 0;
      });
      if (published > 0) log.info({ published }, "reviews published at the end of their window");
      return published;
    });
    return running;
  }

  return {
    start() {
      void runNow();
      timer = setInterval(() => void runNow(), everyMs);
      timer.unref();
    },
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
    runNow,
  };
}
