import { RIDE_ALERTS } from "@campusride/shared/domain/ride-alerts";
import { RIDE_ALERT_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import { rideAlertSchema, rideAlertsResponseSchema } from "@campusride/shared/schemas/ride-alerts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, rideAlerts } from "../../../src/db/schema/index.ts";
import { purgeDeletedAccounts } from "../../../src/features/account/purge.ts";
import { createTestApp } from "../../support/app.ts";
import { alertBody, postAlert, saveAlert } from "../../support/ride-alerts.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { createDriverSession, dayFromToday } from "../../support/trips.ts";

const app = await createTestApp();

function listAlerts(session: TestSession | undefined) {
  return app.inject({ method: "GET", url: "/api/ride-alerts", headers: session?.headers ?? {} });
}

function deleteAlert(session: TestSession | undefined, id: string) {
  return app.inject({ method: "DELETE", url: `/api/ride-alerts/${id}`, headers: session?.headers ?? {} });
}

async function listedIds(session: TestSession): Promise<string[]> {
  const response = await listAlerts(session);
  expect(response.statusCode, response.body).toBe(200);
  return rideAlertsResponseSchema.parse(response.json()).alerts.map((alert) => alert.id);
}

describe("POST /api/ride-alerts", () => {
  it("saves the search, filters included, and lists it", async () => {
    const rider = await createSession(app);
    const response = await postAlert(
      app,
      rider,
      alertBody("gainesville", "orlando", dayFromToday(5), {
        passengers: 2,
        originAddress: "<b>Reitz Union</b>, Gainesville",
        filters: { luggageSize: "suitcase", petsAllowed: true },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const alert = rideAlertSchema.parse(response.json());
    expect(alert).toMatchObject({
      originAddress: "Reitz Union, Gainesville",
      destinationAddress: "Orlando, FL",
      departureDate: dayFromToday(5),
      passengers: 2,
      filters: { luggageSize: "suitcase", petsAllowed: true },
    });
    expect(await listedIds(rider)).toEqual([alert.id]);
  });

  it("refuses bad input with the field's message and writes nothing", async () => {
    const rider = await createSession(app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ departureDate: dayFromToday(-1) }, RIDE_ALERT_MESSAGES.datePast],
      [
        { departureDate: dayFromToday(RIDE_ALERTS.maxDaysAhead + 1) },
        RIDE_ALERT_MESSAGES.tooFar(RIDE_ALERTS.maxDaysAhead),
      ],
      [{ departureDate: "2026-02-30" }, SEARCH_MESSAGES.date],
      [{ originLat: 91 }, ""],
      [{ destinationLng: "east" }, SEARCH_MESSAGES.bothLocations],
      [{ passengers: 7 }, SEARCH_MESSAGES.passengers],
      [{ originAddress: "<script></script>" }, RIDE_ALERT_MESSAGES.address],
      [{ destinationAddress: "x".repeat(501) }, RIDE_ALERT_MESSAGES.address],
      [{ filters: { luggageSize: "trunk" } }, ""],
      [{ destinationLat: 29.6516, destinationLng: -82.3248 }, SEARCH_MESSAGES.samePlace],
    ];
    for (const [change, message] of cases) {
      const response = await postAlert(
        app,
        rider,
        alertBody("gainesville", "orlando", dayFromToday(3), change),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
      if (message) expect(response.body).toContain(message);
    }
    expect(await listedIds(rider)).toEqual([]);
  });

  it("refuses the same search twice, but not another date, seat count or filter", async () => {
    const rider = await createSession(app);
    const date = dayFromToday(4);
    await saveAlert(
      app,
      rider,
      alertBody("gainesville", "orlando", date, { filters: { petsAllowed: true } }),
    );
    // the same search, its filters written in another order and with an unset one
    const again = await postAlert(
      app,
      rider,
      alertBody("gainesville", "orlando", date, { filters: { petsAllowed: true, womenOnly: undefined } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: "CONFLICT", message: RIDE_ALERT_MESSAGES.duplicate });
    await saveAlert(
      app,
      rider,
      alertBody("gainesville", "orlando", dayFromToday(6), { filters: { petsAllowed: true } }),
    );
    await saveAlert(
      app,
      rider,
      alertBody("gainesville", "orlando", date, { passengers: 2, filters: { petsAllowed: true } }),
    );
    await saveAlert(app, rider, alertBody("gainesville", "orlando", date));
    // another rider may save the very same search
    await saveAlert(
      app,
      await createSession(app),
      alertBody("gainesville", "orlando", date, { filters: { petsAllowed: true } }),
    );
    expect(await listedIds(rider)).toHaveLength(4);
  });

  it(`keeps at most ${RIDE_ALERTS.maxActive} active alerts, also when saved at once; an expired one does not count`, async () => {
    const rider = await createSession(app);
    const expired = await saveAlert(app, rider, alertBody("miami", "orlando", dayFromToday(1)));
    await app.db
      .update(rideAlerts)
      .set({ departureDate: dayFromToday(-1) })
      .where(eq(rideAlerts.id, expired.id));
    const saves = await Promise.all(
      Array.from({ length: RIDE_ALERTS.maxActive + 2 }, (_, day) =>
        postAlert(app, rider, alertBody("gainesville", "orlando", dayFromToday(day + 1))),
      ),
    );
    const codes = saves.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(RIDE_ALERTS.maxActive);
    const refused = saves.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().error.message).toBe(RIDE_ALERT_MESSAGES.tooMany(RIDE_ALERTS.maxActive));
    expect(await listedIds(rider)).toHaveLength(RIDE_ALERTS.maxActive);
  });

  it("is for signed-in riders only", async () => {
    const body = alertBody("gainesville", "orlando", dayFromToday(3));
    expect((await postAlert(app, undefined, body)).statusCode).toBe(401);
    expect((await listAlerts(undefined)).statusCode).toBe(401);
    const driver = await createDriverSession(app);
    const asDriver = await postAlert(app, driver, body);
    expect(asDriver.statusCode).toBe(403);
    expect(asDriver.json().error.message).toBe(RIDE_ALERT_MESSAGES.onlyRiders);
    // a student who both drives and rides may
    const both = await createDriverSession(app, { userType: "both" });
    expect((await postAlert(app, both, body)).statusCode).toBe(201);
  });
});

describe("POST /api/ride-alerts: the rider's own limit", () => {
  it("answers 429 after 30 saves in an hour, even when each was deleted", async () => {
    const rider = await createSession(app);
    for (let save = 0; save < 30; save += 1) {
      const alert = await saveAlert(app, rider, alertBody("gainesville", "orlando", dayFromToday(2)));
      expect((await deleteAlert(rider, alert.id)).statusCode).toBe(204);
    }
    const limited = await postAlert(app, rider, alertBody("gainesville", "orlando", dayFromToday(2)));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(RIDE_ALERT_MESSAGES.limited);
    // another student on the same campus address is not held back
    expect(
      (await postAlert(app, await createSession(app), alertBody("gainesville", "orlando", dayFromToday(2))))
        .statusCode,
    ).toBe(201);
  });
});

describe("GET /api/ride-alerts", () => {
  it("lists only the rider's own active alerts, soonest first", async () => {
    const rider = await createSession(app);
    const later = await saveAlert(app, rider, alertBody("gainesville", "orlando", dayFromToday(9)));
    const today = await saveAlert(app, rider, alertBody("gainesville", "ocala", dayFromToday(0)));
    const soon = await saveAlert(app, rider, alertBody("miami", "orlando", dayFromToday(2)));
    const gone = await saveAlert(app, rider, alertBody("miami", "ocala", dayFromToday(2)));
    await app.db
      .update(rideAlerts)
      .set({ departureDate: dayFromToday(-1) })
      .where(eq(rideAlerts.id, gone.id));
    await saveAlert(app, await createSession(app), alertBody("gainesville", "orlando", dayFromToday(1)));
    expect(await listedIds(rider)).toEqual([today.id, soon.id, later.id]);
  });
});

describe("DELETE /api/ride-alerts/:id", () => {
  it("deletes the rider's own alert; another's, an unknown or a malformed id is 404", async () => {
    const rider = await createSession(app);
    const other = await createSession(app);
    const mine = await saveAlert(app, rider, alertBody("gainesville", "orlando", dayFromToday(3)));
    const theirs = await saveAlert(app, other, alertBody("gainesville", "orlando", dayFromToday(3)));

    const stranger = await deleteAlert(rider, theirs.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toEqual({ code: "NOT_FOUND", message: RIDE_ALERT_MESSAGES.notFound });
    expect(await listedIds(other)).toEqual([theirs.id]);
    expect((await deleteAlert(rider, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await deleteAlert(rider, "not-an-id")).statusCode).toBe(404);
    expect((await deleteAlert(undefined, mine.id)).statusCode).toBe(401);

    expect((await deleteAlert(rider, mine.id)).statusCode).toBe(204);
    expect(await listedIds(rider)).toEqual([]);
    expect((await deleteAlert(rider, mine.id)).statusCode).toBe(404);
  });
});

describe("account data", () => {
  it("exports the rider's alerts and the purge deletes them", async () => {
    const rider = await createSession(app);
    await saveAlert(
      app,
      rider,
      alertBody("gainesville", "orlando", dayFromToday(3), { originAddress: "12 Home St, Gainesville" }),
    );
    const exported = await app.inject({ method: "GET", url: "/api/me/export", headers: rider.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(JSON.parse(exported.body).rideAlerts).toEqual([
      expect.objectContaining({
        originAddress: "12 Home St, Gainesville",
        departureDate: dayFromToday(3),
        passengers: 1,
      }),
    ]);

    await app.db
      .update(profiles)
      .set({ deletedAt: sql`now() - interval '400 days'` })
      .where(eq(profiles.id, rider.user.id));
    expect(await purgeDeletedAccounts(app.db, app.storage)).toContain(rider.user.id);
    expect(await app.db.select().from(rideAlerts).where(eq(rideAlerts.userId, rider.user.id))).toEqual([]);
  });
});

describe("API documentation", () => {
  it("documents the ride alert endpoints", async () => {
    const { paths } = (await app.inject({ url: "/api/docs" })).json();
    expect(paths["/api/ride-alerts"]).toHaveProperty("post");
    expect(paths["/api/ride-alerts"]).toHaveProperty("get");
    expect(paths["/api/ride-alerts/{id}"]).toHaveProperty("delete");
  });
});
