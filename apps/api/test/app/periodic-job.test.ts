import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPeriodicJob } from "../../src/lib/periodic-job.ts";

const log = pino({ level: "silent" });

afterEach(() => {
  vi.useRealTimers();
});

describe("a periodic job", () => {
  it("runs at start, then again everyMs after each run", async () => {
    vi.useFakeTimers();
    let runs = 0;
    const job = createPeriodicJob({
      run: async () => ++runs,
      idle: 0,
      everyMs: 1000,
      log,
      failure: "failed",
    });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it("waits as long as nextRunInMs says after a run, and retryInMs after a failed one", async () => {
    vi.useFakeTimers();
    const waits = [300, 50];
    let runs = 0;
    const job = createPeriodicJob({
      run: async () => {
        runs += 1;
        if (runs === 3) throw new Error("away");
        return runs;
      },
      idle: 0,
      everyMs: 60_000,
      nextRunInMs: () => waits.shift() ?? 60_000,
      retryInMs: 10,
      log,
      failure: "failed",
    });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toBe(3);
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(4);
    await job.stop();
  });

  it("runs one at a time, and with shareWaitingRun calls while a run waits share it", async () => {
    let release: () => void = () => {};
    let runs = 0;
    let active = 0;
    const job = createPeriodicJob({
      run: async () => {
        active += 1;
        expect(active).toBe(1);
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        active -= 1;
        return runs;
      },
      idle: 0,
      everyMs: 60_000,
      shareWaitingRun: true,
      log,
      failure: "failed",
    });
    const first = job.runNow();
    await new Promise((resolve) => setImmediate(resolve));
    const [second, third] = [job.runNow(), job.runNow()];
    expect(second).toBe(third);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(runs).toBe(2);
    await job.stop();
    expect(await job.runNow()).toBe(0);
  });

  it("queues a run per call without shareWaitingRun", async () => {
    let runs = 0;
    const job = createPeriodicJob({
      run: async () => ++runs,
      idle: 0,
      everyMs: 60_000,
      log,
      failure: "failed",
    });
    expect(await Promise.all([job.runNow(), job.runNow(), job.runNow()])).toEqual([1, 2, 3]);
    await job.stop();
  });
});
