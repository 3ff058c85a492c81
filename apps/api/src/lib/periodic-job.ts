import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJob<Result> {
  start(): void;
  /** Stops; resolves once a run under way has finished. */
  stop(): Promise<void>;
  /** Runs now (after any run under way); what it did. */
  runNow(): Promise<Result>;
}

export interface PeriodicJobOptions<Result> {
  run: () => Promise<Result>;
  /** What a run that did not happen (stopped, or failed) says it did. */
  idle: Result;
  everyMs: number;
  log: FastifyBaseLogger;
  /** Logged at warn when a run fails; it is tried again at the next one. */
  failure: string;
  /** Logs what a run did, when worth saying. */
  report?: (result: Result) => void;
}

/**
 * Runs `run` when the app starts and every `everyMs` after, one run at a time, in every
 * instance (the run itself makes several instances safe, e.g. by a guarded UPDATE).
 */
export function createPeriodicJob<Result>({
  run,
  idle,
  everyMs,
  log,
  failure,
  report,
}: PeriodicJobOptions<Result>): PeriodicJob<Result> {
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let running: Promise<Result> = Promise.resolve(idle);

  function runNow(): Promise<Result> {
    running = running.then(async () => {
      if (isStopped) return idle;
      try {
        const result = await run();
        report?.(result);
        return result;
      } catch (error) {
        log.warn({ err: error }, failure);
        return idle;
      }
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
