import underPressure from "@fastify/under-pressure";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import { BUSY_MESSAGE } from "./error-handler.ts";

/** How often the event loop's mean delay is measured. */
const SAMPLE_INTERVAL_MS = 250;
/** How often that measure is judged: twice a sample's time, so each judgement sees a new one. */
const JUDGE_INTERVAL_MS = 500;
/** Judgements in a row that must find the loop late: one stall alone sheds nothing. */
const LATE_IN_A_ROW = 2;
/** Seconds a refused client waits: a few judgements after the load that caused it. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Load shedding: while the event loop stays late by more than `maxEventLoopDelayMs` on
 * average (PGlite's queries and every answer's work run on it), each new API request is
 * answered 503 with Retry-After at once, so what is already queued gets through instead
 * of every request waiting seconds. @fastify/under-pressure measures and answers; the
 * rule here asks for lateness twice in a row, so that one long stall (a file parsed at
 * first use, a garbage collection) turns no one away once it is over. /api/health and
 * /api/ready (fairUse "uncounted") and the web app's files keep answering; /api/ready
 * says `busy` meanwhile. 0: never.
 */
export const loadSheddingPlugin = fp<{ maxEventLoopDelayMs: number }>(
  async (app, { maxEventLoopDelayMs }) => {
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
        pressureHandler: (request) => refuseApiRequest(request),
      }),
    });
  },
  { name: "load-shedding" },
);

async function refuseApiRequest(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config?.fairUse === "uncounted" || !request.url.startsWith("/api/")) return;
  throw new AppError("UNAVAILABLE", BUSY_MESSAGE, {
    headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}
