import { DELETED_USER_NAME, PURGE_AFTER_DAYS } from "@campusride/shared/domain/deleted-account";
import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { notificationsResponseSchema } from "@campusride/shared/schemas/notifications";
import { tripRequestsResponseSchema } from "@campusride/shared/schemas/bookings";
import { makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  account,
  bookings,
  contactMessages,
  driverLicenses,
  notificationPreferences,
  notifications,
  profiles,
  rides,
  session,
  user,
} from "../../../src/db/schema/index.ts";
import { purgeDeletedAccounts, tombstoneEmail } from "../../../src/features/account/purge.ts";
import {
  authPost,
  cookieHeader,
  createSignedInUser,
  driverCar,
  lastMail,
  signupBody,
  type SignedInUser,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { uploadLicense } from "../../support/license-files.ts";
import { foundIds, searchBody, tripBetween } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp({ ADMIN_EMAILS: "reviewer@ufl.edu" });
const admin = await createSession(app, { email: "reviewer@ufl.edu" });

type Caller = { cookie: string };

/** A user signed in with a password, as the trip helpers take a session. */
function asSession(signedIn: SignedInUser): TestSession {
  return {
    user: { id: signedIn.id, email: signedIn.email },
    cookie: signedIn.cookie,
    headers: { cookie: signedIn.cookie },
  };
}

function get(url: string, caller?: Caller) {
  return app.inject({ method: "GET", url, headers: caller ? { cookie: caller.cookie } : {} });
}

function deleteAccount(caller: Caller, body: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/me/delete",
    payload: body,
    headers: { cookie: caller.cookie },
  });
}

async function deleted(caller: Caller, body: Record<string, unknown> = {}) {
  const response = await deleteAccount(caller, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });
  return response;
}

async function profileRow(userId: string) {
  const [row] = await app.db.select().from(profiles).where(eq(profiles.id, userId));
  return row!;
}

async function notificationTexts(caller: Caller): Promise<string[]> {
  const response = await get("/api/notifications", caller);
  expect(response.statusCode, response.body).toBe(200);
  return notificationsResponseSchema.parse(response.json()).notifications.map((told) => told.text);
}

/** A trip whose driver has approved `approvedRider` and has `pendingRider` waiting. */
async function tripWithRequests(approvedRider: TestSession, pendingRider?: TestSession) {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver, { availableSeats: 3 });
  const approved = await requestSeats(app, approvedRider, ride.id, 2);
  expect((await answerBooking(app, driver, approved.id, "approve")).statusCode).toBe(200);
  const pending = pendingRider ? await requestSeats(app, pendingRider, ride.id, 1) : undefined;
  return { driver, ride, approved, pending };
}

describe("POST /api/me/delete with a password", () => {
  it("refuses a wrong or missing password and changes nothing", async () => {
    const rider = await createSignedInUser(app);
    const { driver, approved } = await tripWithRequests(asSession(rider));

    const wrong = await deleteAccount(rider, { password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: "VALIDATION",
      fields: { password: ACCOUNT_MESSAGES.wrongPassword },
    });
    const missing = await deleteAccount(rider, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ password: ACCOUNT_MESSAGES.passwordRequired });

    expect(await profileRow(rider.id)).toMatchObject({ isActive: true, deletedAt: null });
    expect((await get("/api/me", rider)).statusCode).toBe(200);
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, approved.id));
    expect(booking!.status).toBe("approved");
    expect(await notificationTexts(driver)).not.toContainEqual(expect.stringContaining("cancelled"));
  });

  it("counts wrong passwords with every other password check: the sixth in 15 minutes is refused", async () => {
    const rider = await createSignedInUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await deleteAccount(rider, { password: `wrong-${attempt}` })).statusCode).toBe(400);
    }
    const limited = await deleteAccount(rider, { password: rider.password });
    expect(limited.statusCode).toBe(429);
    expect(await profileRow(rider.id)).toMatchObject({ deletedAt: null });
  });

  it("deletes the account, ends every session and refuses any later sign-in", async () => {
    const rider = await createSignedInUser(app);
    const otherBrowser = await authPost(app, "/sign-in/email", {
      email: rider.email,
      password: rider.password,
    });
    const otherCookie = cookieHeader(otherBrowser.headers["set-cookie"]);

    const response = await deleted(rider, { password: rider.password });
    // the answer expires the deleting browser's cookies
    const cookies = [response.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/campusride\.session_token=;.*Max-Age=0/);

    for (const cookie of [rider.cookie, otherCookie])
      expect((await get("/api/me", { cookie })).statusCode).toBe(401);
    expect(await app.db.select().from(session).where(eq(session.userId, rider.id))).toEqual([]);
    expect(await profileRow(rider.id)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });

    const signIn = await authPost(app, "/sign-in/email", { email: rider.email, password: rider.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toEqual({ code: "ACCOUNT_DELETED", message: ACCOUNT_MESSAGES.signInRefused });
    expect(signIn.headers["set-cookie"] ?? "").not.toContain("session_token=");
    // a wrong password still says only that
    const guess = await authPost(app, "/sign-in/email", { email: rider.email, password: "wrong-password-1" });
    expect(guess.statusCode).toBe(401);

    // deleting twice is refused (no session is left to do it with)
    expect((await deleteAccount(rider, { password: rider.password })).statusCode).toBe(401);
  });
});

describe("POST /api/me/delete without a password (Google sign-in)", () => {
  it("needs a sign-in from the last minutes instead", async () => {
    const member = await createSession(app);
    expect((await get("/api/me/deletion", member)).json()).toEqual({
      confirmWith: "recent-sign-in",
      isSignInRecent: true,
    });
    await app.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(session.userId, member.user.id));
    expect((await get("/api/me/deletion", member)).json()).toMatchObject({ isSignInRecent: false });
    const stale = await deleteAccount(member, { password: "anything" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toEqual({ code: "SESSION_NOT_FRESH", message: ACCOUNT_MESSAGES.signInAgain });
    expect(await profileRow(member.user.id)).toMatchObject({ deletedAt: null });

    const fresh = await createSession(app);
    await deleted(fresh);
    expect((await get("/api/me", fresh)).statusCode).toBe(401);
    // no new session either, however it would be made
    const auth = await app.auth.$context;
    await expect(auth.internalAdapter.createSession(fresh.user.id)).rejects.toMatchObject({
      body: { code: "ACCOUNT_DELETED" },
    });
  });

  it("removes a Google account that never completed its profile, with its sessions", async () => {
    const auth = await app.auth.$context;
    const googleOnly = await auth.internalAdapter.createUser(
      { email: `incomplete.${process.pid}@ufl.edu`, name: "Alex Rivera", emailVerified: true },
      { method: "oauth", oauth: { providerId: "google" } },
    );
    // (written straight: better-auth's hooks take a Google account only with its ID token)
    await app.db.insert(account).values({
      id: `google-${googleOnly.id}`,
      userId: googleOnly.id,
      providerId: "google",
      accountId: `sub-incomplete-${process.pid}`,
    });
    const created = await auth.internalAdapter.createSession(googleOnly.id);
    const signed = `${created.token}.${await makeSignature(created.token, auth.secret)}`;
    const member = { cookie: `${auth.authCookies.sessionToken.name}=${encodeURIComponent(signed)}` };

    const response = await app.inject({
      method: "POST",
      url: "/api/me/delete",
      payload: {},
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });
    expect(await app.db.select().from(user).where(eq(user.id, googleOnly.id))).toHaveLength(0);
    expect(await app.db.select().from(account).where(eq(account.userId, googleOnly.id))).toHaveLength(0);
    expect(await app.db.select().from(session).where(eq(session.userId, googleOnly.id))).toHaveLength(0);
  });

  it("asks an account with a password for it", async () => {
    const rider = await createSignedInUser(app);
    expect((await get("/api/me/deletion", rider)).json()).toEqual({
      confirmWith: "password",
      isSignInRecent: true,
    });
  });

  it("is for signed-in users only", async () => {
    const response = await app.inject({ method: "POST", url: "/api/me/delete", payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe("what others see of a deleted account", () => {
  it("cancels the rider's live requests, frees the seats and tells each driver of a deleted user", async () => {
    const rider = await createSession(app, { firstName: "Ana", lastName: "Quintero" });
    const other = await createSession(app, { firstName: "Ben" });
    const { driver, ride, approved } = await tripWithRequests(rider, other);
    const second = await tripWithRequests(other);
    const waiting = await requestSeats(app, rider, second.ride.id, 1);
    // a request answered earlier stays in the driver's list, now from a deleted user
    const third = await tripWithRequests(other);
    const declined = await requestSeats(app, rider, third.ride.id, 1);
    await answerBooking(app, third.driver, declined.id, "reject");

    await deleted(rider);

    const states = await app.db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(states.find((row) => row.id === approved.id)?.status).toBe("cancelled");
    expect(states.find((row) => row.id === waiting.id)?.status).toBe("cancelled");
    const [trip] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(trip!.seatsTaken).toBe(0);

    expect(await notificationTexts(driver)).toEqual([
      expect.stringMatching(
        new RegExp(`^${DELETED_USER_NAME} cancelled their request for Gainesville → Orlando`),
      ),
      expect.stringMatching(/^New request from Ben/),
      // what the driver was told before now names a deleted user as well
      expect.stringMatching(new RegExp(`^New request from ${DELETED_USER_NAME} for 2 seats`)),
    ]);
    expect((await notificationTexts(second.driver))[0]).toMatch(
      new RegExp(`^${DELETED_USER_NAME} cancelled their request`),
    );

    const requests = tripRequestsResponseSchema.parse(
      (await get(`/api/rides/${third.ride.id}/requests`, third.driver)).json(),
    );
    expect(requests.rejected.map((request) => request.rider)).toEqual([
      { id: rider.user.id, firstName: DELETED_USER_NAME, lastName: "" },
    ]);
    const everything = JSON.stringify(requests);
    expect(everything).not.toContain("Ana");
    expect(everything).not.toContain("Quintero");
  });

  it("announces the withdrawal live with the deleted user's name, never the real one", async () => {
    const rider = await createSession(app, { firstName: "Xiomara" });
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    await requestSeats(app, rider, ride.id, 1);
    const stream = await openEventStream(await listeningUrl(app), driver.headers);
    expect(stream.status).toBe(200);

    await deleted(rider);

    const told = await stream.waitFor((event) => event.data.includes("cancelled their request"));
    expect(JSON.parse(told.data).text).toMatch(new RegExp(`^${DELETED_USER_NAME} cancelled their request`));
    expect(stream.text()).not.toContain("Xiomara cancelled");
  });

  it("cancels the driver's upcoming trips, tells the riders, and names the driver a deleted user", async () => {
    const driver = await createDriverSession(app, { firstName: "Dana", lastName: "Driver" });
    const date = dayFromToday(5);
    const ride = await createRide(app, driver, {
      departureDate: date,
      ...tripBetween("gainesville", "orlando"),
    });
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    await answerBooking(app, driver, booking.id, "approve");
    expect(await foundIds(app, searchBody("gainesville", "orlando", date))).toContain(ride.id);

    await deleted(driver);

    expect(await foundIds(app, searchBody("gainesville", "orlando", date))).not.toContain(ride.id);
    const seen = await get(`/api/bookings/${booking.id}`, rider);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().ride).toMatchObject({
      status: "cancelled",
      driver: { firstName: DELETED_USER_NAME, lastName: "" },
    });
    expect(seen.body).not.toContain("Dana");
    expect(await notificationTexts(rider)).toContainEqual(
      expect.stringMatching(/^The driver cancelled Gainesville → Orlando/),
    );
    expect((await get(`/api/profiles/${driver.user.id}`, rider)).statusCode).toBe(404);
  });

  it("leaves the admin's license queue", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const upload = await uploadLicense(app, "/api/me/license", { cookie: driver.cookie });
    expect(upload.statusCode, upload.body).toBe(201);
    const queue = async () =>
      (
        (await get("/api/admin/licenses", admin)).json() as { licenses: Array<{ userId: string }> }
      ).licenses.map((license) => license.userId);
    expect(await queue()).toContain(driver.user.id);

    await deleted(driver);

    expect(await queue()).not.toContain(driver.user.id);
    const verify = await app.inject({
      method: "POST",
      url: `/api/admin/licenses/${driver.user.id}/verify`,
      payload: {},
      headers: { cookie: admin.cookie },
    });
    expect(verify.statusCode).toBe(404);
  });
});

describe("purgeDeletedAccounts", () => {
  it("a week after deletion, removes the personal data and license file and keeps the trips", async () => {
    const rider = await createSignedInUser(app, {
      firstName: "Priya",
      lastName: "Purgeable",
      phone: "(352) 555-0142",
      userType: "both",
      ...driverCar,
    });
    const upload = await uploadLicense(app, "/api/me/license", { cookie: rider.cookie });
    expect(upload.statusCode, upload.body).toBe(201);
    const [license] = await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, rider.id));
    expect(await app.storage.get(license!.storageKey)).not.toBeNull();
    const prefs = await app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: { cookie: rider.cookie },
      payload: {
        email: {
          newRequest: false,
          requestAnswered: true,
          tripChanged: true,
          reminder: true,
          message: true,
          rideAlert: true,
        },
      },
    });
    expect(prefs.statusCode, prefs.body).toBeLessThan(300);
    // an answered request stays in the driver's list
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const booking = await requestSeats(app, asSession(rider), ride.id, 1, {
      notes: "Priya's bag",
    });
    await answerBooking(app, driver, booking.id, "reject");

    await app.db
      .update(profiles)
      .set({
        emergencyContactName: "Ana Purgeable",
        emergencyContactPhone: "+13525550143",
        emergencyContactEmail: "ana@example.com",
        womenOnlyTrips: true,
      })
      .where(eq(profiles.id, rider.id));

    await deleted(rider, { password: rider.password });
    const deletedAt = (await profileRow(rider.id)).deletedAt!;
    const day = 24 * 60 * 60 * 1000;

    // within the grace period nothing goes (support may restore it)
    const early = await purgeDeletedAccounts(app.db, app.storage, {
      now: new Date(deletedAt.getTime() + (PURGE_AFTER_DAYS - 1) * day),
    });
    expect(early).not.toContain(rider.id);
    expect(await profileRow(rider.id)).toMatchObject({ firstName: "Priya", purgedAt: null });

    const purgeAt = new Date(deletedAt.getTime() + PURGE_AFTER_DAYS * day + 1000);
    expect(await purgeDeletedAccounts(app.db, app.storage, { now: purgeAt })).toContain(rider.id);
    // a second run finds nothing left to do
    expect(await purgeDeletedAccounts(app.db, app.storage, { now: purgeAt })).not.toContain(rider.id);

    const tombstone = tombstoneEmail(rider.id);
    expect(await profileRow(rider.id)).toMatchObject({
      firstName: DELETED_USER_NAME,
      lastName: "",
      email: tombstone,
      phone: null,
      university: null,
      graduationYear: null,
      carMake: null,
      licensePlate: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactEmail: null,
      womenOnlyTrips: false,
      isActive: false,
      purgedAt: purgeAt,
    });
    const [userRow] = await app.db.select().from(user).where(eq(user.id, rider.id));
    expect(userRow).toMatchObject({ name: DELETED_USER_NAME, email: tombstone, emailVerified: false });
    expect(await app.db.select().from(account).where(eq(account.userId, rider.id))).toEqual([]);
    expect(await app.db.select().from(driverLicenses).where(eq(driverLicenses.userId, rider.id))).toEqual([]);
    expect(await app.storage.get(license!.storageKey)).toBeNull();
    expect(await app.db.select().from(notifications).where(eq(notifications.userId, rider.id))).toEqual([]);
    expect(
      await app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, rider.id)),
    ).toEqual([]);

    // the booking stays, as a deleted user's, without what they wrote
    const [kept] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ status: "rejected", notes: null, riderId: rider.id });
    const requests = (await get(`/api/rides/${ride.id}/requests`, driver)).json();
    expect(requests.rejected[0].rider).toEqual({ id: rider.id, firstName: DELETED_USER_NAME, lastName: "" });

    // the student may sign up again with their own address
    const again = await authPost(app, "/sign-up/email", signupBody({ email: rider.email }));
    expect(again.statusCode, again.body).toBe(200);
    expect((await lastMail(app, rider.email))?.link).toBeTruthy();
  });

  it("a driver's purge clears the trips' addresses, the notes to riders and the contact-form messages", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, {
      originAddress: "12 Home Street, Gainesville, FL",
      destinationAddress: "400 Campus Drive, Tampa, FL",
    });
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    await app.db
      .update(bookings)
      .set({ driverNotes: "Meet at my garage" })
      .where(eq(bookings.id, booking.id));
    await app.db.insert(contactMessages).values({
      name: "Dana Driver",
      email: driver.user.email,
      subject: "General Inquiry",
      message: "How do I change my car?",
    });

    await deleted(driver);
    const deletedAt = (await profileRow(driver.user.id)).deletedAt!;
    const purgeAt = new Date(deletedAt.getTime() + (PURGE_AFTER_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await purgeDeletedAccounts(app.db, app.storage, { now: purgeAt })).toContain(driver.user.id);

    const [trip] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(trip).toMatchObject({
      departureCity: ride.departureCity,
      originAddress: null,
      destinationAddress: null,
      originLat: null,
      destinationLng: null,
      notes: null,
    });
    const [request] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(request).toMatchObject({ riderId: rider.user.id, driverNotes: null });
    expect(
      await app.db.select().from(contactMessages).where(eq(contactMessages.email, driver.user.email)),
    ).toEqual([]);
  });
});

describe("GET /api/me/export", () => {
  it("downloads the user's own data, and of others at most a first name", async () => {
    const driver = await createDriverSession(app, {
      firstName: "Olivia",
      lastName: "Otherperson",
      phone: "(352) 555-0177",
    });
    const ride = await createRide(app, driver, { notes: "Olivia's private trip note" });
    const rider = await createSignedInUser(app, {
      firstName: "Erin",
      lastName: "Exporter",
      phone: "(352) 555-0123",
    });
    const booking = await requestSeats(app, asSession(rider), ride.id, 1, {
      notes: "Erin's note",
    });
    await answerBooking(app, driver, booking.id, "approve");
    // a stranger's request on the same trip
    const stranger = await createSession(app, {
      firstName: "Sam",
      lastName: "Stranger",
      phone: "(352) 555-0188",
    });
    await requestSeats(app, stranger, ride.id, 1, { notes: "Sam's secret note" });

    const response = await get("/api/me/export", rider);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="campusride-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = response.json();

    expect(data.profile).toMatchObject({
      id: rider.id,
      firstName: "Erin",
      lastName: "Exporter",
      email: rider.email,
    });
    expect(data.account).toMatchObject({ email: rider.email, signInMethods: [{ provider: "password" }] });
    expect(data.bookingsAsRider).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: "approved",
        notes: "Erin's note",
        trip: expect.objectContaining({ driverFirstName: "Olivia", from: "Gainesville, FL" }),
      }),
    ]);
    expect(data.tripsAsDriver).toEqual([]);
    expect(data.notifications.map((told: { type: string }) => told.type)).toEqual(["booking_approved"]);
    // the verification link's sign-in and this one; no token of either
    expect(data.sessions.map((entry: { isCurrent: boolean }) => entry.isCurrent).sort()).toEqual([
      false,
      true,
    ]);
    expect(data.emailPreferences).toEqual({
      newRequest: true,
      requestAnswered: true,
      tripChanged: true,
      reminder: true,
      message: true,
      rideAlert: true,
    });

    // nothing of anyone else beyond the driver's first name, and no secret of the user's own
    for (const secret of [
      "Otherperson",
      driver.user.email,
      "555-0177",
      "+13525550177",
      "Olivia's private trip note",
      "Sam",
      stranger.user.email,
      "secret note",
      driver.user.id,
      'password":',
      "token",
    ]) {
      expect(response.body).not.toContain(secret);
    }
    const [credential] = await app.db.select().from(account).where(eq(account.userId, rider.id));
    expect(response.body).not.toContain(credential!.password!);

    // the driver's export shows the riders by first name only
    const driverExport = (await get("/api/me/export", driver)).json();
    expect(
      driverExport.tripsAsDriver[0].requests.map(
        (request: { riderFirstName: string }) => request.riderFirstName,
      ),
    ).toEqual(["Erin", "Sam"]);
    expect(JSON.stringify(driverExport)).not.toMatch(/Exporter|Stranger|555-0123|555-0188/);
  });

  it("is limited to a few downloads an hour, and to signed-in users", async () => {
    expect((await get("/api/me/export")).statusCode).toBe(401);
    const member = await createSession(app);
    for (let download = 0; download < 5; download += 1) {
      expect((await get("/api/me/export", member)).statusCode).toBe(200);
    }
    const limited = await get("/api/me/export", member);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(ACCOUNT_MESSAGES.exportLimited);
  });
});
