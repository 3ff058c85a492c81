import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationPreferences, notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp();
const URL = "/api/notifications/preferences";
const ALL_ON = {
  newRequest: true,
  requestAnswered: true,
  tripChanged: true,
  reminder: true,
  message: true,
  rideAlert: true,
};
const ALL_PUSH = { ...ALL_ON, rideDay: true };

function getPreferences(session?: TestSession) {
  return app.inject({ method: "GET", url: URL, headers: session?.headers ?? {} });
}

function putPreferences(
  session: TestSession | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "PUT",
    url: URL,
    headers: { ...(session?.headers ?? {}), ...headers },
    payload: payload as object,
  });
}

describe("GET and PUT /api/notifications/preferences", () => {
  it("answers every kind on for a user who never chose", async () => {
    const response = await getPreferences(await createSession(app));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: ALL_ON, push: ALL_PUSH });
  });

  it("saves the user's choice, answers it, and changes it again", async () => {
    const user = await createSession(app);
    const choice = { email: { ...ALL_ON, newRequest: false, reminder: false }, push: ALL_PUSH };
    const saved = await putPreferences(user, choice);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(choice);
    expect((await getPreferences(user)).json()).toEqual(choice);

    const again = { email: { ...ALL_ON, tripChanged: false }, push: { ...ALL_PUSH, rideDay: false } };
    expect((await putPreferences(user, again)).json()).toEqual(again);
    expect((await getPreferences(user)).json()).toEqual(again);
    const rows = await app.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.user.id));
    expect(rows).toHaveLength(1);
    // another user's choices are their own
    expect((await getPreferences(await createSession(app))).json()).toEqual({
      email: ALL_ON,
      push: ALL_PUSH,
    });
  });

  it("refuses the signed-out, with nothing saved", async () => {
    const get = await getPreferences();
    expect(get.statusCode).toBe(401);
    expect(get.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    const put = await putPreferences(undefined, { email: ALL_ON });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("refuses an incomplete or malformed choice, and a change sent from another site", async () => {
    const user = await createSession(app);
    for (const payload of [
      { email: { newRequest: false } },
      { email: { ...ALL_ON, reminder: "no" } },
      { email: ALL_ON, push: { ...ALL_PUSH, rideDay: "yes" } },
      { email: ALL_ON, push: { newRequest: false } },
      { newRequest: false },
      {},
    ]) {
      const response = await putPreferences(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    }
    const foreign = await putPreferences(
      user,
      { email: { ...ALL_ON, newRequest: false } },
      { origin: "https://elsewhere.example" },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await getPreferences(user)).json()).toEqual({ email: ALL_ON, push: ALL_PUSH });
  });

  it("decides the emails of the events that follow", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await putPreferences(driver, { email: { ...ALL_ON, newRequest: false } })).statusCode).toBe(200);
    await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await putPreferences(driver, { email: ALL_ON })).statusCode).toBe(200);
    await requestSeats(app, await createSession(app), ride.id, 1);

    const told = await app.db
      .select({ emailStatus: notifications.emailStatus })
      .from(notifications)
      .where(eq(notifications.userId, driver.user.id))
      .orderBy(notifications.id);
    expect(told.map((row) => row.emailStatus !== "none")).toEqual([true, false, true]);
  });
});
