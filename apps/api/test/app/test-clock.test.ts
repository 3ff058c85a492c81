import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { advanceClock, now, resetClock } from "../../src/lib/clock.ts";
import { createTestApp, testConfig } from "../support/app.ts";
import { createDriverSession, createRide, dayFromToday } from "../support/trips.ts";

// The server's clock (docs/decisions/0049-server-clock.md): browser journeys move it through
// /api/test/clock instead of waiting, and nothing can move it in production.

const HOUR = 3600_000;
const PRODUCTION = { NODE_ENV: "production", AUTH_SECRET: "p".repeat(40) };

const app = await createTestApp({ TEST_CLOCK: "1" });
const productionApp = await createTestApp(PRODUCTION);
const plainApp = await createTestApp();

afterEach(() => {
  resetClock();
  vi.unstubAllEnvs();
});

function moveClock(target: typeof app, advanceMs: number) {
  return target.inject({ method: "POST", url: "/api/test/clock", payload: { advanceMs } });
}

describe("/api/test/clock with TEST_CLOCK on", () => {
  it("says the server's present, moves it forward and puts it back", async () => {
    const before = Date.now();
    const read = await app.inject({ url: "/api/test/clock" });
    expect(read.statusCode).toBe(200);
    expect(Date.parse(read.json().now)).toBeGreaterThanOrEqual(before);

    const moved = await moveClock(app, 48 * HOUR);
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now) - Date.now()).toBeGreaterThan(47.9 * HOUR);
    expect(now().getTime() - Date.now()).toBeGreaterThan(47.9 * HOUR);

    const reset = await app.inject({ method: "DELETE", url: "/api/test/clock" });
    expect(reset.statusCode).toBe(200);
    expect(Math.abs(Date.parse(reset.json().now) - Date.now())).toBeLessThan(60_000);
  });

  it("lets a rule see the time pass: a trip can be completed once the clock passes its departure", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { departureDate: dayFromToday(2) });
    const complete = () =>
      app.inject({ method: "POST", url: `/api/rides/${ride.id}/complete`, headers: driver.headers });

    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(TRIP_MESSAGES.notDepartedYet);

    expect((await moveClock(app, 4 * 24 * HOUR)).statusCode).toBe(200);
    const after = await complete();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().status).toBe("completed");
  });

  it("only moves forward, and by a sane amount", async () => {
    expect((await moveClock(app, -1)).statusCode).toBe(400);
    expect((await moveClock(app, 400 * 24 * HOUR)).statusCode).toBe(400);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe("the server's clock cannot be moved in production", () => {
  it("refuses TEST_CLOCK in a production configuration", () => {
    expect(() => testConfig({ ...PRODUCTION, TEST_CLOCK: "1" })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ ...PRODUCTION, TEST_CLOCK: "true" })).toThrow(/cannot be moved in production/);
  });

  it("has no clock route in production, nor without TEST_CLOCK", async () => {
    for (const target of [productionApp, plainApp]) {
      expect((await moveClock(target, HOUR)).statusCode).toBe(404);
      expect((await target.inject({ url: "/api/test/clock" })).statusCode).toBe(404);
      expect((await target.inject({ method: "DELETE", url: "/api/test/clock" })).statusCode).toBe(404);
    }
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses to move in a production process, whatever calls it", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(() => advanceClock(HOUR)).toThrow(/production/);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
