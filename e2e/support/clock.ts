import { request } from "@playwright/test";
import { expect, test } from "./test.ts";

/*
 * The server's clock, moved instead of waited for (docs/decisions/0049-server-clock.md):
 * playwright.config.ts starts the servers with TEST_CLOCK=1, which adds /api/test/clock.
 * The journeys that import this file run one at a time on a server of their own
 * (playwright.config.ts): a move is never seen by a journey beside it. Each still moves the
 * clock only for the step that needs it and puts it back straight after.
 */

async function clockCall(baseURL: string, method: "GET" | "POST" | "DELETE", advanceMs?: number) {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.fetch("/api/test/clock", {
      method,
      ...(advanceMs === undefined ? {} : { data: { advanceMs } }),
    });
    expect(response.status(), await response.text()).toBe(200);
    return new Date(((await response.json()) as { now: string }).now);
  } finally {
    await api.dispose();
  }
}

/**
 * Runs `step` with the server at `baseURL` a second past `at` (a trip's departure), then
 * puts the server's clock back on the machine's time, whatever `step` did.
 */
export async function afterServerTime<T>(baseURL: string, at: Date, step: () => Promise<T>): Promise<T> {
  const project = test.info().project.name;
  if (project !== process.env.E2E_SERVER_CLOCK_PROJECT && process.env.E2E_SMOKE !== "1") {
    throw new Error(
      `the server's clock moves only in the ${process.env.E2E_SERVER_CLOCK_PROJECT} project, not in ${project}`,
    );
  }
  const serverNow = await clockCall(baseURL, "GET");
  await clockCall(baseURL, "POST", Math.max(0, at.getTime() + 1_000 - serverNow.getTime()));
  try {
    return await step();
  } finally {
    await clockCall(baseURL, "DELETE");
  }
}
