import { notificationText } from "@campusride/shared/domain/notifications";
import { PUSH_MESSAGES } from "@campusride/shared/messages";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications, pushSubscriptions, session } from "../../../src/db/schema/index.ts";
import { createSignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { startPushStandIn, type StandInSubscription } from "../../support/push-stand-in.ts";
import { createSession, signInAgain, type TestSession } from "../../support/session.ts";
import { createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp();
const keyAnswer = await app.inject({
  method: "GET",
  url: "/api/push/public-key",
  headers: (await createSession(app)).headers,
});
const { publicKey } = keyAnswer.json<{ publicKey: string }>();
const pushService = await startPushStandIn({ vapidPublicKey: publicKey });
afterAll(() => pushService.close());

const URL = "/api/push/subscriptions";

function subscribe(caller: { headers: { cookie: string } } | undefined, payload: unknown) {
  return app.inject({ method: "POST", url: URL, headers: caller?.headers ?? {}, payload: payload as object });
}

function unsubscribe(caller: { headers: { cookie: string } } | undefined, endpoint: string) {
  return app.inject({ method: "DELETE", url: URL, headers: caller?.headers ?? {}, payload: { endpoint } });
}

async function subscribed(caller: TestSession): Promise<StandInSubscription> {
  const subscription = pushService.subscribe();
  const response = await subscribe(caller, { ...subscription, expirationTime: null });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ subscribed: true });
  return subscription;
}

function rowsOf(userId: string) {
  return app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A driver subscribed on this browser, and their trip. */
async function subscribedDriver() {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const subscription = await subscribed(driver);
  const ride = await createRide(app, driver);
  return { driver, subscription, ride };
}

/** Resolves once `endpoint` has had `count` requests (pushes taken or answered otherwise). */
async function requestsTo(endpoint: string, count = 1, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (pushService.requestsTo(endpoint) < count) {
    if (Date.now() - start > timeoutMs) throw new Error(`no push reached ${endpoint} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await app.pushSender.idle();
}

/** Gives a push that should not come the time one would have taken. */
async function nothingMore(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await app.pushSender.idle();
}

function pushesTo(endpoint: string) {
  return pushService.received.filter((push) => push.endpoint === endpoint);
}

describe("GET /api/push/public-key", () => {
  it("answers the server's VAPID public key to a signed-in user, the same each time", async () => {
    expect(keyAnswer.statusCode, keyAnswer.body).toBe(200);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await app.inject({
      method: "GET",
      url: "/api/push/public-key",
      headers: (await createSession(app)).headers,
    });
    expect(again.json()).toEqual({ publicKey });
    expect((await app.inject({ method: "GET", url: "/api/push/public-key" })).statusCode).toBe(401);
  });
});

describe("POST and DELETE /api/push/subscriptions", () => {
  it("keeps the browser's subscription for the session that sent it, once per endpoint", async () => {
    const user = await createSession(app);
    const subscription = await subscribed(user);
    const [row] = await rowsOf(user.user.id);
    const [own] = await app.db.select().from(session).where(eq(session.userId, user.user.id));
    expect(row).toMatchObject({
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      sessionId: own!.id,
    });
    // the same browser again (new keys): still one row, with the new keys
    const renewed = { ...subscription, keys: pushService.subscribe().keys };
    expect((await subscribe(user, renewed)).statusCode).toBe(200);
    const rows = await rowsOf(user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(renewed.keys.p256dh);
  });

  it("moves a browser's endpoint to whoever signed in on it last", async () => {
    const first = await createSession(app);
    const subscription = await subscribed(first);
    const second = await createSession(app);
    expect((await subscribe(second, subscription)).statusCode).toBe(200);
    expect(await rowsOf(first.user.id)).toHaveLength(0);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
  });

  it("refuses the signed-out, and bodies that are not a browser's subscription", async () => {
    const good = pushService.subscribe();
    expect((await subscribe(undefined, good)).statusCode).toBe(401);
    const user = await createSession(app);
    const bad: Array<[unknown, string]> = [
      [{ ...good, endpoint: "not a url" }, "endpoint"],
      [{ ...good, endpoint: "ftp://fcm.googleapis.com/fcm/send/x" }, "endpoint"],
      // a server inside our network, or any host that is not a push service, is never called
      [{ ...good, endpoint: "https://10.0.0.7/push/abc" }, "endpoint"],
      [{ ...good, endpoint: "https://evil.example/fcm.googleapis.com" }, "endpoint"],
      [{ ...good, endpoint: "https://fcm.googleapis.com.evil.example/x" }, "endpoint"],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${"x".repeat(2100)}` }, "endpoint"],
      [{ ...good, keys: { ...good.keys, p256dh: "abc" } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } }, "keys.auth"],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, "keys.auth"],
      [{ endpoint: good.endpoint }, "keys"],
    ];
    for (const [body, field] of bad) {
      const response = await subscribe(user, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), response.body).toContain(field);
    }
    expect(await rowsOf(user.user.id)).toHaveLength(0);
    // a real push service's endpoint is taken
    const fcm = { ...good, endpoint: "https://fcm.googleapis.com/fcm/send/abc:def" };
    expect((await subscribe(user, fcm)).statusCode).toBe(200);
  });

  it("forgets only the caller's own subscription", async () => {
    const owner = await createSession(app);
    const other = await createSession(app);
    const subscription = await subscribed(owner);
    const stranger = await unsubscribe(other, subscription.endpoint);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(PUSH_MESSAGES.notFound);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    expect((await unsubscribe(undefined, subscription.endpoint)).statusCode).toBe(401);
    const own = await unsubscribe(owner, subscription.endpoint);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ subscribed: false });
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    expect((await unsubscribe(owner, subscription.endpoint)).statusCode).toBe(404);
  });
});

describe("pushing notifications", () => {
  it("pushes a new request to the driver's browser, encrypted for it and signed by the server", async () => {
    const { driver, subscription, ride } = await subscribedDriver();
    const rider = await createSession(app, { firstName: "Sam" });
    await requestSeats(app, rider, ride.id, 2);
    await requestsTo(subscription.endpoint);
    const [push] = pushesTo(subscription.endpoint);
    expect(push, JSON.stringify(pushService.refused)).toBeDefined();
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, driver.user.id), eq(notifications.type, "booking_requested")));
    expect(JSON.parse(push!.text)).toEqual({
      title: "CampusRide",
      body: notificationText("booking_requested", told!.data),
      url: `/dashboard/trip-requests/${ride.id}`,
      tag: `campusride-${told!.id}`,
    });
    expect(JSON.parse(push!.text).body).toMatch(/^New request from Sam for 2 seats on Gainesville → Orlando/);
    expect(push!.topic).toBe(`n${told!.id}`);
    expect(push!.ttl).toBeGreaterThan(0);
    expect(push!.urgency).toBe("normal");
    expect(push!.vapid.aud).toBe(new globalThis.URL(pushService.url).origin);
    // the rider had no subscription: nothing else was pushed
    expect(pushService.received.filter((p) => p.text.includes(`campusride-${told!.id}`))).toHaveLength(1);
  });

  it("pushes to each of the user's subscribed browsers", async () => {
    const { driver, subscription, ride } = await subscribedDriver();
    const phone = await signInAgain(app, driver.user);
    const second = await subscribed(phone);
    await requestSeats(app, await createSession(app), ride.id, 1);
    await requestsTo(subscription.endpoint);
    await requestsTo(second.endpoint);
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
    expect(pushesTo(second.endpoint)).toHaveLength(1);
  });

  it("pushes nothing of a kind the user turned off, and again once it is back on", async () => {
    const { driver, subscription, ride } = await subscribedDriver();
    const preferences = (
      await app.inject({ method: "GET", url: "/api/notifications/preferences", headers: driver.headers })
    ).json();
    expect(preferences.push).toEqual({
      newRequest: true,
      requestAnswered: true,
      tripChanged: true,
      reminder: true,
      message: true,
      rideAlert: true,
      rideDay: true,
    });
    const off = { ...preferences, push: { ...preferences.push, newRequest: false } };
    const saved = await app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: driver.headers,
      payload: off,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(off);
    await requestSeats(app, await createSession(app), ride.id, 1);
    await nothingMore();
    expect(pushesTo(subscription.endpoint)).toHaveLength(0);
    // the email choices alone (an older page) leave the push choices as they are
    const emailOnly = await app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: driver.headers,
      payload: { email: preferences.email },
    });
    expect(emailOnly.json().push.newRequest).toBe(false);

    await app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: driver.headers,
      payload: preferences,
    });
    await requestSeats(app, await createSession(app), ride.id, 1);
    await requestsTo(subscription.endpoint);
    expect(pushesTo(subscription.endpoint)).toHaveLength(1);
  });

  it("pushes a ride-day status at high urgency under its own preference", async () => {
    const rider = await createSession(app);
    const subscription = await subscribed(rider);
    const driver = await createDriverSession(app, { firstName: "Dana" });
    const ride = await createRide(app, driver);
    await app.db.execute(
      // what the ride-day service writes when the driver sets 'on my way'
      sql`select campusride_notify_user(${rider.user.id}, 'ride_day_status', ${ride.id}::uuid, null,
        ${JSON.stringify({ from: "Gainesville", to: "Orlando", driverFirstName: "Dana", dayKind: "on_my_way" })}::jsonb)`,
    );
    await requestsTo(subscription.endpoint);
    const [push] = pushesTo(subscription.endpoint);
    expect(JSON.parse(push!.text).body).toBe("Dana is on the way to the pickup for Gainesville → Orlando");
    expect(push!.urgency).toBe("high");
  });

  it("forgets a subscription its push service says is gone (404 or 410)", async () => {
    for (const status of [404, 410]) {
      const { driver, subscription, ride } = await subscribedDriver();
      pushService.answer(subscription.endpoint, status);
      await requestSeats(app, await createSession(app), ride.id, 1);
      await requestsTo(subscription.endpoint);
      expect(await rowsOf(driver.user.id), String(status)).toHaveLength(0);
    }
  });

  it("keeps a subscription whose push service failed otherwise", async () => {
    const { driver, subscription, ride } = await subscribedDriver();
    pushService.answer(subscription.endpoint, 400);
    await requestSeats(app, await createSession(app), ride.id, 1);
    await requestsTo(subscription.endpoint);
    expect(await rowsOf(driver.user.id)).toHaveLength(1);
  });
});

describe("subscriptions end with their session", () => {
  it("signing out forgets the subscriptions of that browser, not the others", async () => {
    const user = await createSession(app);
    const other = await signInAgain(app, user.user);
    await subscribed(user);
    const kept = await subscribed(other);
    const signedOut = await app.inject({ method: "POST", url: "/api/auth/sign-out", headers: user.headers });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    const rows = await rowsOf(user.user.id);
    expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it("deleting the account forgets every subscription", async () => {
    const account = await createSignedInUser(app);
    const caller = {
      user: { id: account.id, email: account.email },
      cookie: account.cookie,
      headers: { cookie: account.cookie },
    };
    await subscribed(caller);
    await subscribed(await signInAgain(app, caller.user));
    expect(await rowsOf(account.id)).toHaveLength(2);
    const deleted = await app.inject({
      method: "POST",
      url: "/api/me/delete",
      headers: caller.headers,
      payload: { password: account.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf(account.id)).toHaveLength(0);
  });
});
