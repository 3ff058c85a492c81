import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJob<T> {
  start(): void;
  /** Stops; resolves once a run under way has finished. */
  stop(): Promise<void>;
  /** Runs now (after any run under way); what it did. */
  runNow(): Promise<T>;
}

/**
 * Runs `run` when started and every `everyMs` after, one run at a time per instance; a
 * failed run is logged and tried again at the next tick (answering `idle`).
 */
export function createPeriodicJob<T>(options: {
  run: () => Promise<T>;
  idle: T;
  everyMs: number;
  log: FastifyBaseLogger;
  failure: string;
}): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<T> = Promise.resolve(options.idle);

  function runNow(): Promise<T> {
    running = running.then(async () => {
      if (stopped) return options.idle;
      try {
        return await options.run();
      } catch (error) {
        options.log.warn({ err: error }, options.failure);
        return options.idle;
      }
    });
    return running;
  }

  return {
    start() {
      void runNow();
      timer = setInterval(() => void runNow(), options.everyMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    runNow,
  };
}
