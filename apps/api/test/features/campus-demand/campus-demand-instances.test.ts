import { campusDemandResponseSchema } from "@campusride/shared/schemas/campus-demand";
import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/app.ts";
import { demandTallies, demandTallyMarks } from "../../../src/db/schema/index.ts";
import { advanceClock, nowMs, resetClock } from "../../../src/lib/clock.ts";
import { alertBody, saveAlert } from "../../support/ride-alerts.ts";
import { twoInstances } from "../../support/search.ts";
import { createSession } from "../../support/session.ts";
import { dayFromToday } from "../../support/trips.ts";

// two API instances on one database, the second with the default fair-use ceilings lowered
const { instanceA, instanceB } = await twoInstances({ ADDRESS_READS_PER_MINUTE: "40" });
afterAll(() => resetClock());

const HOUR = 3_600_000;

async function board(app: App, remoteAddress: string) {
  const response = await app.inject({ method: "GET", url: "/api/campuses/ufl/demand", remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  return campusDemandResponseSchema.parse(response.json());
}

describe("the hour's tally across instances", () => {
  it("is made once, and both instances answer the same counts", async () => {
    advanceClock(HOUR - (nowMs() % HOUR) + 1_000);
    const date = dayFromToday(6);
    for (let n = 0; n < 3; n += 1) {
      await saveAlert(
        instanceA,
        await createSession(instanceA),
        alertBody("gainesville", "jacksonville", date),
      );
    }
    await instanceA.backgroundTasks.settled();
    advanceClock(HOUR);
    const hour = nowMs() - (nowMs() % HOUR);
    const [fromA, fromB] = await Promise.all([board(instanceA, "10.20.0.1"), board(instanceB, "10.20.0.2")]);
    expect(fromA).toEqual(fromB);
    expect(fromA.cells).toMatchObject([{ date, destinationKey: "area:jacksonville-fl", riders: 3 }]);
    expect(await instanceA.db.select().from(demandTallyMarks)).toEqual([
      { id: true, talliedThrough: new Date(hour) },
    ]);
    const tallies = await instanceA.db.select().from(demandTallies);
    expect(tallies.map((row) => row.talliedAt.getTime())).toEqual([hour]);
  });
});

describe("the board's fair use", () => {
  it("counts against the caller's reads, like the search: an address past its ceiling waits", async () => {
    const address = "10.20.1.1";
    for (let n = 0; n < 40; n += 1) await board(instanceB, address);
    const refused = await instanceB.inject({
      method: "GET",
      url: "/api/campuses/ufl/demand",
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: "RATE_LIMITED", message: FRIENDLY_MESSAGES.rateLimit } });
    // another address of the campus is still answered
    await board(instanceB, "10.20.1.2");
  });
});
