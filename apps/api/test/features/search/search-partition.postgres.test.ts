import { describe, expect, it, onTestFinished } from "vitest";
import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS } from "../../../src/db/listen-postgres.ts";
import { UNHEARD_RELOAD_MS } from "../../../src/features/search/sync.ts";
import { createTestApp } from "../../support/app.ts";
import { testDatabaseUrl } from "../../support/database.ts";
import { instanceListeningThroughProxy } from "../../support/listen-through-proxy.ts";
import { foundIds, searchBody, tripBetween } from "../../support/search.ts";
import { createDriverSession, createRide, dayFromToday } from "../../support/trips.ts";

// Instance B listens through a proxy that can freeze like a network partition: no error,
// no end, just silence.
describe("a listening connection silenced by a network partition", () => {
  it("is noticed by the heartbeat, the rides are reloaded every 30 s meanwhile, and listening resumes", async () => {
    // made inside the test, so closed when it finishes (a hook for after the file, made
    // here, would come too late): an app left running would go on working the database
    const instanceA = await createTestApp();
    onTestFinished(() => instanceA.close());
    const { instanceB, proxy } = await instanceListeningThroughProxy(onTestFinished);
    const listening = async () => (await instanceB.inject({ url: "/api/ready" })).json().search.listening;
    expect(testDatabaseUrl()).not.toContain(String(proxy.port));

    const date = dayFromToday(14);
    const body = searchBody("gainesville", "ocala", date);
    const driver = await createDriverSession(instanceA);
    const newRide = (departureTime: string) =>
      createRide(instanceA, driver, {
        ...tripBetween("gainesville", "orlando"),
        departureDate: date,
        departureTime,
      });
    const first = await newRide("08:00");
    await expect.poll(() => foundIds(instanceB, body), { timeout: 1_000, interval: 10 }).toEqual([first.id]);
    expect(await listening()).toBe(true);

    proxy.setFrozen(true);
    const frozenAt = Date.now();
    const unheard = await newRide("09:00");
    const detectionLimit = HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS;
    await expect.poll(listening, { timeout: detectionLimit + 2_000, interval: 100 }).toBe(false);
    const lostAt = Date.now();
    expect(lostAt - frozenAt).toBeLessThanOrEqual(detectionLimit + 500);

    // reconnecting keeps failing (the partition holds): the pool reads the rides again
    await expect
      .poll(() => foundIds(instanceB, body), { timeout: UNHEARD_RELOAD_MS + 3_000, interval: 200 })
      .toEqual([first.id, unheard.id]);
    expect(Date.now() - lostAt).toBeGreaterThan(UNHEARD_RELOAD_MS - 1_000);
    expect(await listening()).toBe(false);

    // the network is back: listening resumes and what changed meanwhile is read
    const meanwhile = await newRide("10:00");
    proxy.setFrozen(false);
    await expect.poll(listening, { timeout: 8_000, interval: 100 }).toBe(true);
    await expect
      .poll(() => foundIds(instanceB, body), { timeout: 3_000, interval: 20 })
      .toEqual([first.id, unheard.id, meanwhile.id]);
    const later = await newRide("11:00");
    await expect
      .poll(() => foundIds(instanceB, body), { timeout: 1_000, interval: 10 })
      .toEqual([first.id, unheard.id, meanwhile.id, later.id]);
  }, 90_000);
});
