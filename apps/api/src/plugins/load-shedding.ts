import underPressure from "@fastify/under-pressure";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/client.ts";
import type { DatabaseQueueBound } from "../db/database-queue.ts";
import { AppError } from "../lib/app-error.ts";
import { BUSY_MESSAGE } from "./error-handler.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** True while the database's queue is past its bound: new API requests get 503. */
    isDatabaseQueueFull(): boolean;
  }
}

/** How often the event loop's mean delay is measured. */
const SAMPLE_INTERVAL_MS = 250;
/** How often that measure is judged: twice a sample's time, so each judgement sees a new one. */
const JUDGE_INTERVAL_MS = 500;
/** Judgements in a row that must find the loop late: one stall alone sheds nothing. */
const LATE_IN_A_ROW = 2;
/** Seconds a refused client waits: a few judgements after the load that caused it. */
const RETRY_AFTER_SECONDS = 5;

/** Seconds a request refused for the database's queue waits: the queue drains within one. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

export interface LoadSheddingOptions {
  maxEventLoopDelayMs: number;
  database: Pick<DatabaseHandle, "queue">;
  databaseBound: DatabaseQueueBound;
}

/**
 * Load shedding, on two signals. While the event loop stays late by more than
 * `maxEventLoopDelayMs` on average (PGlite's queries and every answer's work run on it),
 * each new API request is answered 503 with Retry-After at once, so what is already queued
 * gets through instead of every request waiting seconds. @fastify/under-pressure measures
 * and answers; the rule here asks for lateness twice in a row, so that one long stall (a
 * file parsed at first use, a garbage collection) turns no one away once it is over. 0:
 * never. And while more callers wait for the database than `databaseBound` allows, or the
 * oldest has waited longer, or as many API requests are being answered as it allows, each
 * new API request is refused the same way, checked as it arrives: the queue in front of
 * the database, and the work waiting for the processor, stay bounded in length and time.
 * /api/health and /api/ready (fairUse "uncounted") and the web app's files keep
 * answering; /api/ready says `busy` meanwhile.
 */
export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, { maxEventLoopDelayMs, database, databaseBound }) => {
    let lateJudgements = 0;
    await app.register(underPressure, {
      sampleInterval: SAMPLE_INTERVAL_MS,
      ...(maxEventLoopDelayMs > 0 && {
        healthCheckInterval: JUDGE_INTERVAL_MS,
        healthCheck: async (instance) => {
          const isLate = instance.memoryUsage().eventLoopDelay > maxEventLoopDelayMs;
          lateJudgements = isLate ? lateJudgements + 1 : 0;
          return lateJudgements < LATE_IN_A_ROW;
        },
        pressureHandler: (request) => refuseApiRequest(request, RETRY_AFTER_SECONDS),
      }),
    });

    const isDatabaseQueueFull = () =>
      (databaseBound.waiting > 0 && database.queue.waiting > databaseBound.waiting) ||
      (databaseBound.waitMs > 0 && database.queue.oldestWaitMs() > databaseBound.waitMs);
    app.decorate("isDatabaseQueueFull", isDatabaseQueueFull);
    let inFlight = 0;
    app.addHook("onRequest", async (request, reply) => {
      const use = request.routeOptions.config?.fairUse;
      if (use === "uncounted" || use === "long-lived" || !request.url.startsWith("/api/")) return;
      const isFull =
        isDatabaseQueueFull() ||
        (databaseBound.requestsInFlight > 0 && inFlight >= databaseBound.requestsInFlight);
      if (isFull) await refuseApiRequest(request, DATABASE_RETRY_AFTER_SECONDS);
      inFlight += 1;
      let isCounted = true;
      const release = () => {
        if (isCounted) inFlight -= 1;
        isCounted = false;
      };
      // the answer is sent, or the connection is gone before it was
      reply.raw.once("finish", release);
      reply.raw.once("close", release);
    });
  },
  { name: "load-shedding" },
);

async function refuseApiRequest(request: FastifyRequest, retryAfterSeconds: number): Promise<void> {
  if (request.routeOptions.config?.fairUse === "uncounted" || !request.url.startsWith("/api/")) return;
  throw new AppError("UNAVAILABLE", BUSY_MESSAGE, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}
