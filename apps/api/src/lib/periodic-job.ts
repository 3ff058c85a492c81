import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJob<Result> {
  start(): void;
  /** Stops; resolves once a run under way has finished. */
  stop(): Promise<void>;
  /**
   * Runs now (after any run under way); what it did. With `shareWaitingRun`, calls while a
   * run waits to start share that run.
   */
  runNow(): Promise<Result>;
}

export interface PeriodicJobOptions<Result> {
  run: () => Promise<Result>;
  /** What a run that did not happen (stopped, or failed) says it did. */
  idle: Result;
  /** The wait after a run, unless `nextRunInMs` says otherwise. */
  everyMs: number;
  /**
   * The wait after a run that did not fail, decided by what it did (when the next piece
   * of work is due, say). Defaults to `everyMs`.
   */
  nextRunInMs?: (result: Result) => number;
  /** The wait after a failed run. Defaults to `everyMs`. */
  retryInMs?: number;
  /**
   * runNow while a run waits to start joins it instead of queueing one more: wake-ups
   * during a run ask for one run after it, not one each (the mail sender).
   */
  shareWaitingRun?: boolean;
  log: FastifyBaseLogger;
  /** Logged at warn when a run fails; it is tried again at the next one. */
  failure: string;
  /** Logs what a run did, when worth saying. */
  report?: (result: Result) => void;
}

/**
 * Runs `run` when the app starts and again `everyMs` (or `nextRunInMs`) after each run,
 * one run at a time, in every instance (the run itself makes several instances safe, e.g.
 * by a guarded UPDATE). A run started by `runNow` moves the next timed run on too.
 */
export function createPeriodicJob<Result>({
  run,
  idle,
  everyMs,
  nextRunInMs,
  retryInMs = everyMs,
  shareWaitingRun = false,
  log,
  failure,
  report,
}: PeriodicJobOptions<Result>): PeriodicJob<Result> {
  let timer: NodeJS.Timeout | undefined;
  let isStarted = false;
  let isStopped = false;
  let running: Promise<Result> = Promise.resolve(idle);
  let waiting: Promise<Result> | undefined;

  async function runOnce(): Promise<Result> {
    waiting = undefined;
    if (isStopped) return idle;
    clearTimeout(timer);
    let result = idle;
    let waitMs = retryInMs;
    try {
      result = await run();
      report?.(result);
      waitMs = nextRunInMs ? nextRunInMs(result) : everyMs;
    } catch (error) {
      log.warn({ err: error }, failure);
    }
    if (isStarted && !isStopped) {
      clearTimeout(timer);
      timer = setTimeout(() => void runNow(), waitMs);
      timer.unref();
    }
    return result;
  }

  function runNow(): Promise<Result> {
    if (!waiting || !shareWaitingRun) {
      waiting = running.then(runOnce);
      running = waiting;
    }
    return waiting;
  }

  return {
    start() {
      isStarted = true;
      void runNow();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
    runNow,
  };
}
