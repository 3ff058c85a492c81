import { CAMPUSES } from "@campusride/shared/domain/campuses";
import {
  campusDemandResponseSchema,
  campusesResponseSchema,
  type CampusDemandResponse,
} from "@campusride/shared/schemas/campus-demand";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { demandSignals, notifications, userBlocks } from "../../../src/db/schema/index.ts";
import { advanceClock, nowMs, resetClock } from "../../../src/lib/clock.ts";
import { createTestApp } from "../../support/app.ts";
import { alertBody, saveAlert } from "../../support/ride-alerts.ts";
import { PLACES, postSearch, searchBody, tripBetween } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { createDriverSession, createRide, dayFromToday } from "../../support/trips.ts";

const app = await createTestApp();
afterAll(() => resetClock());

const HOUR = 3_600_000;

/** The server's clock just past the next hour boundary: what was seen before it is in the next tally. */
function toNextHour(): void {
  advanceClock(HOUR - (nowMs() % HOUR) + 1_000);
}

/** A fresh date for each test, inside the board's 30 days, so tests do not meet each other's cells. */
let nextDay = 3;
function freshDate(): string {
  nextDay += 2;
  return dayFromToday(nextDay);
}

async function board(slug = "ufl"): Promise<CampusDemandResponse> {
  const response = await app.inject({ method: "GET", url: `/api/campuses/${slug}/demand` });
  expect(response.statusCode, response.body).toBe(200);
  return campusDemandResponseSchema.parse(response.json());
}

function cellsOn(answer: CampusDemandResponse, date: string) {
  return answer.cells.filter((cell) => cell.date === date);
}

/** A rider's search from Gainesville; the wish is written in the background, awaited here. */
async function search(rider: TestSession | undefined, body: Record<string, unknown>) {
  const response = await postSearch(app, body, rider?.headers ?? {});
  expect(response.statusCode, response.body).toBe(200);
  await app.backgroundTasks.settled();
  return response.json() as { summary: { matchedRides: number } };
}

/** How many ride_alert notifications `userId` has been told. */
function rideAlertsTold(userId: string): Promise<number> {
  return app.db.$count(
    notifications,
    and(eq(notifications.userId, userId), eq(notifications.type, "ride_alert")),
  );
}

describe("GET /api/campuses", () => {
  it("lists every campus for the picker, by name, signed out", async () => {
    const response = await app.inject({ method: "GET", url: "/api/campuses" });
    expect(response.statusCode).toBe(200);
    const { campuses } = campusesResponseSchema.parse(response.json());
    expect(campuses).toHaveLength(CAMPUSES.length);
    expect(campuses).toContainEqual({ slug: "ufl", name: "University of Florida", city: "Gainesville" });
    const names = campuses.map((campus) => campus.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
  });
});

describe("GET /api/campuses/:slug/demand", () => {
  it("answers 404 for a slug that is no campus", async () => {
    const response = await app.inject({ method: "GET", url: "/api/campuses/hogwarts/demand" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("shows 30 days, the campus's breaks and their source, and nothing but counts", async () => {
    const answer = await board();
    expect(answer.campus).toEqual({ slug: "ufl", name: "University of Florida", city: "Gainesville" });
    const days = (Date.parse(answer.to) - Date.parse(answer.from)) / (24 * HOUR);
    expect(days).toBe(29);
    expect(answer.source).toMatchObject({
      academicYear: "2026-27",
      url: expect.stringMatching(/^https:\/\//),
    });
    for (const item of answer.breaks) expect(item.endsOn >= answer.from).toBe(true);
    expect(Object.keys(answer).sort()).toEqual(["breaks", "campus", "cells", "from", "source", "to"]);
  });

  it("counts five riders' alerts from one hour on, and the trip made for the cell tells them, not the blocked", async () => {
    toNextHour();
    // the day before the break, as the riders pick it
    const eve = freshDate();
    const riders = await Promise.all(Array.from({ length: 5 }, () => createSession(app)));
    const blocker = await createSession(app);
    const blocked = await createSession(app);
    for (const rider of [...riders, blocker, blocked]) {
      await saveAlert(app, rider, alertBody("gainesville", "miami", eve));
    }
    await app.backgroundTasks.settled();
    const driver = await createDriverSession(app, { firstName: "Dana" });
    await app.db.insert(userBlocks).values([
      { blockerId: blocker.user.id, blockedId: driver.user.id },
      { blockerId: driver.user.id, blockedId: blocked.user.id },
    ]);

    // within the hour the alerts were saved in, the board still shows the last full hour's counts
    expect(cellsOn(await board(), eve)).toEqual([]);
    toNextHour();
    const [cell, ...others] = cellsOn(await board(), eve);
    expect(others).toEqual([]);
    expect(cell).toEqual({
      date: eve,
      destinationKey: "area:miami-fl",
      destinationLabel: "Miami, FL",
      destinationLat: expect.closeTo(PLACES.miami.lat, 2),
      destinationLng: expect.closeTo(PLACES.miami.lng, 2),
      riders: 7,
    });

    // the driver offers the trip the cell asks for: the normal POST /api/rides
    await createRide(app, driver, {
      departureCity: "Gainesville, FL",
      destinationCity: "Miami, FL",
      ...tripBetween("gainesville", "miami"),
      departureDate: eve,
      distance: 337,
      timeLength: "5 hours 30 mins",
    });
    for (const rider of riders) expect(await rideAlertsTold(rider.user.id)).toBe(1);
    expect(await rideAlertsTold(blocker.user.id)).toBe(0);
    expect(await rideAlertsTold(blocked.user.id)).toBe(0);
    // still counted: the board is counts, blocks are between two people
    expect(cellsOn(await board(), eve)[0]?.riders).toBe(7);
  });

  it("never shows a cell of two riders, and shows it from the hour after a third", async () => {
    toNextHour();
    const date = freshDate();
    for (let n = 0; n < 2; n += 1) {
      await saveAlert(app, await createSession(app), alertBody("gainesville", "orlando", date));
    }
    await app.backgroundTasks.settled();
    toNextHour();
    expect(cellsOn(await board(), date)).toEqual([]);
    const stored = await app.db.select().from(demandSignals).where(eq(demandSignals.travelDate, date));
    expect(stored).toHaveLength(2);

    await saveAlert(app, await createSession(app), alertBody("gainesville", "orlando", date));
    await app.backgroundTasks.settled();
    expect(cellsOn(await board(), date)).toEqual([]);
    toNextHour();
    expect(cellsOn(await board(), date)).toMatchObject([{ destinationKey: "area:orlando-fl", riders: 3 }]);
  });

  it("keeps counting after the server clock goes back past a tally", async () => {
    // a tally three days ahead (a machine clock corrected back, a test clock put back)
    toNextHour();
    advanceClock(3 * 24 * HOUR);
    await board();
    resetClock();
    toNextHour();
    const date = freshDate();
    for (let n = 0; n < 3; n += 1) {
      await saveAlert(app, await createSession(app), alertBody("gainesville", "orlando", date));
    }
    await app.backgroundTasks.settled();
    toNextHour();
    expect(cellsOn(await board(), date)).toMatchObject([{ destinationKey: "area:orlando-fl", riders: 3 }]);
  });

  it("counts a rider's unanswered searches once, and no signed-out search", async () => {
    toNextHour();
    const date = freshDate();
    const rider = await createSession(app);
    for (let n = 0; n < 10; n += 1) {
      const answer = await search(rider, searchBody("gainesville", "jacksonville", date));
      expect(answer.summary.matchedRides).toBe(0);
    }
    for (let n = 0; n < 5; n += 1) await search(undefined, searchBody("gainesville", "jacksonville", date));
    const stored = await app.db.select().from(demandSignals).where(eq(demandSignals.travelDate, date));
    expect(stored).toMatchObject([{ userId: rider.user.id, source: "search", campusId: "ufl" }]);
    toNextHour();
    expect(cellsOn(await board(), date)).toEqual([]);

    // two more riders make a cell of three
    for (let n = 0; n < 2; n += 1) {
      await search(await createSession(app), searchBody("gainesville", "jacksonville", date));
    }
    toNextHour();
    expect(cellsOn(await board(), date)).toMatchObject([
      { destinationKey: "area:jacksonville-fl", riders: 3 },
    ]);
  });

  it("does not count a search that found a ride, a driver's search, or a trip within the campus's town", async () => {
    toNextHour();
    const date = freshDate();
    const driver = await createDriverSession(app);
    await createRide(app, driver, { ...tripBetween("gainesville", "ocala"), departureDate: date });
    const riders = await Promise.all(Array.from({ length: 3 }, () => createSession(app)));
    for (const rider of riders) {
      const answer = await search(rider, searchBody("gainesville", "ocala", date));
      expect(answer.summary.matchedRides).toBe(1);
    }
    await search(driver, searchBody("gainesville", "stAugustine", date));
    await search(riders[0], {
      ...searchBody("gainesville", "ocala", date),
      destinationLat: 29.68,
      destinationLng: -82.43,
    });
    const stored = await app.db.select().from(demandSignals).where(eq(demandSignals.travelDate, date));
    expect(stored).toEqual([]);
  });

  it("groups different addresses of one city in one cell, and names a place outside Florida's areas", async () => {
    toNextHour();
    const date = freshDate();
    const miamiAddresses = [
      { destinationLat: 25.7215, destinationLng: -80.2684 }, // Coral Gables
      { destinationLat: 25.7907, destinationLng: -80.13 }, // Miami Beach
      { destinationLat: 25.8576, destinationLng: -80.2781 }, // Hialeah
    ];
    for (const address of miamiAddresses) {
      await search(await createSession(app), { ...searchBody("gainesville", "miami", date), ...address });
    }
    const atlanta = { destinationLat: 33.749, destinationLng: -84.388 };
    for (let n = 0; n < 3; n += 1) {
      await search(await createSession(app), { ...searchBody("gainesville", "miami", date), ...atlanta });
    }
    toNextHour();
    const cells = cellsOn(await board(), date);
    expect(cells).toHaveLength(2);
    expect(cells).toContainEqual(expect.objectContaining({ destinationKey: "area:miami-fl", riders: 3 }));
    const outside = cells.find((cell) => cell.destinationKey.startsWith("grid:"));
    expect(outside).toMatchObject({ riders: 3, destinationLabel: "Atlanta, GA" });
    // another campus's board does not show them
    expect(cellsOn(await board("fsu"), date)).toEqual([]);
  });
});
