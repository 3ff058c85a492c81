import { NOTIFICATIONS_PAGE, notificationsResponseSchema } from "@campusride/shared/schemas/notifications";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp();

function listPage(session: TestSession | undefined, before?: string) {
  return app.inject({
    url: `/api/notifications${before === undefined ? "" : `?before=${before}`}`,
    headers: session?.headers ?? {},
  });
}

async function page(session: TestSession, before?: string) {
  const response = await listPage(session, before);
  expect(response.statusCode, response.body).toBe(200);
  return notificationsResponseSchema.parse(response.json());
}

function markRead(session: TestSession | undefined, payload?: object) {
  return app.inject({
    method: "POST",
    url: "/api/notifications/read",
    headers: session?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A driver told of `count` requests (through the triggers), and the trip. */
async function driverWithRequests(count: number) {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver, { availableSeats: 7 });
  const riders: TestSession[] = [];
  for (let n = 0; n < count; n += 1) {
    const rider = await createSession(app, { firstName: `Rider${n}` });
    await requestSeats(app, rider, ride.id);
    riders.push(rider);
  }
  return { driver, ride, riders };
}

describe("the notification centre", () => {
  it("refuses a signed-out caller (401)", async () => {
    for (const response of [await listPage(undefined), await markRead(undefined, {})]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
    }
  });

  it("lists the user's own notifications, newest first, with their texts and links", async () => {
    const { driver, ride, riders } = await driverWithRequests(2);
    const [first] = riders;
    const firstBooking = (
      await app.inject({ url: `/api/rides/${ride.id}/requests`, headers: driver.headers })
    ).json().pending[0];
    expect((await answerBooking(app, driver, firstBooking.id, "approve")).statusCode).toBe(200);

    const driverPage = await page(driver);
    expect(driverPage.unreadCount).toBe(2);
    expect(driverPage.hasMore).toBe(false);
    expect(driverPage.notifications.map((told) => told.text)).toEqual([
      expect.stringMatching(/^New request from Rider1 for 1 seat on Gainesville → Orlando, /),
      expect.stringMatching(/^New request from Rider0 for 1 seat on /),
    ]);
    expect(driverPage.notifications[0]).toMatchObject({
      type: "booking_requested",
      rideId: ride.id,
      path: `/dashboard/trip-requests/${ride.id}`,
      readAt: null,
    });
    expect(BigInt(driverPage.notifications[0]!.id) > BigInt(driverPage.notifications[1]!.id)).toBe(true);

    const riderPage = await page(first!);
    expect(riderPage.notifications.map((told) => [told.type, told.path])).toEqual([
      ["booking_approved", `/dashboard/ride-confirmation/${firstBooking.id}`],
    ]);
    expect((await page(riders[1]!)).notifications).toEqual([]);
  });

  it(`pages ${NOTIFICATIONS_PAGE} at a time with before=<last id>`, async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const total = NOTIFICATIONS_PAGE * 2 + 5;
    await app.db.execute(sql`
      insert into notifications (user_id, type, ride_id, data)
      select ${driver.user.id}, 'ride_reminder', ${ride.id}::uuid,
        jsonb_build_object('from', 'Stop ' || n, 'to', 'Orlando, FL', 'departureDate', '2026-12-03', 'departureTime', '09:30')
      from generate_series(1, ${total}) as n`);

    const seen: string[] = [];
    let before: string | undefined;
    const hasMore: boolean[] = [];
    for (;;) {
      const next = await page(driver, before);
      expect(next.unreadCount).toBe(total);
      seen.push(...next.notifications.map((told) => told.id));
      hasMore.push(next.hasMore);
      if (!next.hasMore) break;
      before = next.notifications.at(-1)!.id;
    }
    expect(hasMore).toEqual([true, true, false]);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.map(BigInt)).toEqual([...seen.map(BigInt)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const newest = await page(driver);
    expect(newest.notifications[0]!.text).toBe(
      `Reminder: Stop ${total} → Orlando leaves on Dec 3 at 9:30 AM`,
    );

    for (const bad of ["abc", "-1", "1".repeat(19)]) {
      const response = await listPage(driver, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
    }
  });

  it("marks one read, never another user's, then all", async () => {
    const { driver, riders } = await driverWithRequests(3);
    const other = await driverWithRequests(1);
    const [newest, middle] = (await page(driver)).notifications;
    const othersId = (await page(other.driver)).notifications[0]!.id;

    const one = await markRead(driver, { ids: [middle!.id, othersId] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unreadCount: 2 });
    const after = await page(driver);
    expect(after.notifications.find((told) => told.id === middle!.id)?.readAt).toEqual(expect.any(String));
    expect(after.notifications.find((told) => told.id === newest!.id)?.readAt).toBeNull();
    // the other driver's notification was named but is not theirs to mark
    expect((await page(other.driver)).unreadCount).toBe(1);
    expect((await page(other.driver)).notifications[0]!.readAt).toBeNull();

    const all = await markRead(driver, {});
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await page(driver)).notifications.every((told) => told.readAt !== null)).toBe(true);
    expect((await page(other.driver)).unreadCount).toBe(1);
    // reading again keeps the first time it was read
    expect((await page(driver)).notifications.find((told) => told.id === middle!.id)?.readAt).toBe(
      after.notifications.find((told) => told.id === middle!.id)?.readAt,
    );

    // no body marks all too
    const noBody = await markRead(other.driver);
    expect(noBody.statusCode, noBody.body).toBe(200);
    expect(noBody.json()).toEqual({ unreadCount: 0 });
    expect(riders).toHaveLength(3);
  });

  it("refuses ids that are not decimal strings", async () => {
    const user = await createSession(app);
    for (const payload of [{ ids: ["abc"] }, { ids: [1] }, { ids: [] }, { ids: Array(101).fill("1") }]) {
      const response = await markRead(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION");
    }
  });
});
