import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { SAFETY_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import { adminReportsResponseSchema, type AdminReport } from "@campusride/shared/schemas/safety";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications, reports } from "../../../src/db/schema/index.ts";
import { createSignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { createDriverSession, createRide, postBooking, requestSeats } from "../../support/trips.ts";

// Women-only trips: CampusRide does not verify gender, so the rider's choice is made once,
// a change goes through the admins, a women-only trip's driver always decides (never an
// instant booking) and can report a rider who is not eligible.

const app = await createTestApp({ ADMIN_EMAILS: "reviewer@ufl.edu" });
const admin = await createSession(app, { email: "reviewer@ufl.edu" });

const womenOnly = { ...DEFAULT_TRIP_PREFERENCES, womenOnly: true };

type Caller = Pick<TestSession, "headers">;

function send(method: "GET" | "POST" | "PUT", url: string, caller: Caller | undefined, body?: object) {
  return app.inject({ method, url, payload: body, headers: caller?.headers ?? {} });
}

const choose = (caller: Caller | undefined, womenOnlyTrips: unknown) =>
  send("PUT", "/api/me/women-only-trips", caller, { womenOnlyTrips });

const askForChange = (caller: TestSession | undefined, details?: string) =>
  send("POST", "/api/me/women-only-trips/change-request", caller, details === undefined ? {} : { details });

/** As the admin, or as `caller` (null: signed out). */
const adminSets = (userId: string, body: object, caller: Caller | null = admin) =>
  send("POST", `/api/admin/users/${userId}/women-only-trips`, caller ?? undefined, body);

const reportNotEligible = (caller: TestSession | undefined, bookingId: string) =>
  send("POST", `/api/bookings/${bookingId}/report-not-eligible`, caller);

async function ownProfile(caller: Caller) {
  const me = await send("GET", "/api/me", caller);
  expect(me.statusCode, me.body).toBe(200);
  return me.json().profile as { womenOnlyTrips: boolean; womenOnlyTripsLocked: boolean };
}

async function queue(): Promise<AdminReport[]> {
  const response = await send("GET", "/api/admin/reports", admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminReportsResponseSchema.parse(response.json()).reports;
}

async function reportsAbout(userId: string) {
  return app.db.select().from(reports).where(eq(reports.reportedUserId, userId));
}

async function bookingStatus(bookingId: string) {
  const [row] = await app.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

describe("a women-only trip with instant booking", () => {
  it("never approves a request at once: it waits for the driver, who is told of a request", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { preferences: womenOnly, instantBooking: true });
    // she asks for women-only trips on her profile (her first choice)
    const rider = await createSession(app);
    expect((await choose(rider, true)).statusCode).toBe(200);
    const booking = await requestSeats(app, rider, ride.id, 1);
    expect(booking.status).toBe("pending");
    expect(await bookingStatus(booking.id)).toBe("pending");
    const seen = await send("GET", `/api/rides/${ride.id}`, driver);
    expect(seen.json()).toMatchObject({ seatsRemaining: ride.availableSeats });
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, driver.user.id));
    expect(told.map((row) => row.type)).toEqual(["booking_requested"]);
    // the same trip made not women-only books instantly again
    const plain = await createRide(app, driver, { instantBooking: true });
    expect((await requestSeats(app, await createSession(app), plain.id, 1)).status).toBe("approved");
  });
});

describe("the women-only choice", () => {
  it("is made at sign-up when ticked, and locked from then on", async () => {
    const signedUp = await createSignedInUser(app, { womenOnlyTrips: true });
    const session = { headers: { cookie: signedUp.cookie } };
    expect(await ownProfile(session)).toMatchObject({ womenOnlyTrips: true, womenOnlyTripsLocked: true });
    const refused = await choose(session, false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: "CONFLICT", message: WOMEN_ONLY_MESSAGES.alreadyChosen });
    // left unticked, nothing is chosen yet
    const unticked = await createSession(app);
    expect(await ownProfile(unticked)).toMatchObject({ womenOnlyTrips: false, womenOnlyTripsLocked: false });
  });

  it("is set once on the profile; the same answer again changes nothing, another is refused with 409", async () => {
    const rider = await createSession(app);
    const first = await choose(rider, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ womenOnlyTrips: true });
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTrips: true, womenOnlyTripsLocked: true });

    expect((await choose(rider, true)).statusCode).toBe(200);
    const second = await choose(rider, false);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(WOMEN_ONLY_MESSAGES.alreadyChosen);
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTrips: true });

    // a first answer of "no" is a choice too
    const other = await createSession(app);
    expect((await choose(other, false)).statusCode).toBe(200);
    expect((await choose(other, true)).statusCode).toBe(409);
    expect(await ownProfile(other)).toMatchObject({ womenOnlyTrips: false, womenOnlyTripsLocked: true });
  });

  it("keeps one of two different first answers sent at once", async () => {
    const rider = await createSession(app);
    const answers = await Promise.all([choose(rider, true), choose(rider, false)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json().womenOnlyTrips;
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTrips: kept, womenOnlyTripsLocked: true });
  });

  it("refuses the signed out and bad input", async () => {
    expect((await choose(undefined, true)).statusCode).toBe(401);
    const rider = await createSession(app);
    const bad = await choose(rider, "yes");
    expect(bad.statusCode).toBe(400);
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTripsLocked: false });
  });
});

describe("a change request", () => {
  it("lands in the admin queue, and the admin's answer sets the choice and closes it", async () => {
    const rider = await createSession(app, { firstName: "Rae", lastName: "Diaz", womenOnlyTrips: true });
    const filed = await askForChange(rider, "I ticked it <b>by mistake</b>");
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toEqual({ id: expect.any(String), message: WOMEN_ONLY_MESSAGES.changeRequested });
    const again = await askForChange(rider);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(WOMEN_ONLY_MESSAGES.changeRequestOpen);

    const entry = (await queue()).find((report) => report.id === filed.json().id);
    expect(entry).toMatchObject({
      reason: "women_only_change",
      status: "open",
      details: "I ticked it by mistake",
      reporter: { id: rider.user.id },
      reported: { id: rider.user.id, womenOnlyTrips: true },
    });

    const done = await adminSets(rider.user.id, { womenOnlyTrips: false, reportId: filed.json().id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(WOMEN_ONLY_MESSAGES.adminCleared);
    expect(await ownProfile(rider)).toEqual(
      expect.objectContaining({ womenOnlyTrips: false, womenOnlyTripsLocked: true }),
    );
    const [report] = await app.db.select().from(reports).where(eq(reports.id, filed.json().id));
    expect(report).toMatchObject({ status: "actioned", resolvedBy: admin.user.id });
    // still locked: the student's own change is refused, a new request may be filed
    expect((await choose(rider, true)).statusCode).toBe(409);
    expect((await askForChange(rider)).statusCode).toBe(201);
  });

  it("is refused while no choice is made (the student makes it), signed out, or with oversize details", async () => {
    const rider = await createSession(app);
    const early = await askForChange(rider);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(WOMEN_ONLY_MESSAGES.notChosenYet);
    expect((await askForChange(undefined)).statusCode).toBe(401);
    expect((await choose(rider, true)).statusCode).toBe(200);
    const long = await askForChange(rider, "x".repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(await reportsAbout(rider.user.id)).toEqual([]);
  });

  it("cannot be filed through the student report form", async () => {
    const rider = await createSession(app, { womenOnlyTrips: true });
    const other = await createSession(app);
    const response = await send("POST", "/api/reports", rider, {
      userId: other.user.id,
      reason: "women_only_change",
    });
    expect(response.statusCode).toBe(400);
    expect(await reportsAbout(other.user.id)).toEqual([]);
  });
});

describe("the admin's women-only answer", () => {
  it("is for admins only, never on their own account, and needs a report about that student", async () => {
    const rider = await createSession(app, { womenOnlyTrips: true });
    for (const caller of [rider, null]) {
      expect((await adminSets(rider.user.id, { womenOnlyTrips: false }, caller)).statusCode).toBe(404);
    }
    const own = await adminSets(admin.user.id, { womenOnlyTrips: true });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(WOMEN_ONLY_MESSAGES.adminSelf);
    const otherReport = await askForChange(await createSession(app, { womenOnlyTrips: true }));
    const mismatched = await adminSets(rider.user.id, {
      womenOnlyTrips: false,
      reportId: otherReport.json().id,
    });
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json().error.message).toBe(SAFETY_MESSAGES.reportNotFound);
    expect((await adminSets(rider.user.id, {})).statusCode).toBe(400);
    expect((await adminSets("no-such-user", { womenOnlyTrips: true })).statusCode).toBe(404);
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTrips: true });
  });

  it("turns the choice on for a student who never made it", async () => {
    const rider = await createSession(app);
    const done = await adminSets(rider.user.id, { womenOnlyTrips: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(WOMEN_ONLY_MESSAGES.adminSet);
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTrips: true, womenOnlyTripsLocked: true });
  });
});

describe("a women-only trip's driver reporting a rider as not eligible", () => {
  async function pendingOnWomenOnlyTrip() {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { preferences: womenOnly, instantBooking: true });
    const rider = await createSession(app, { womenOnlyTrips: true });
    const booking = await requestSeats(app, rider, ride.id, 1);
    return { driver, ride, rider, booking };
  }

  it("rejects the request and files the report in one click; the admin clears the choice from the queue", async () => {
    const { driver, ride, rider, booking } = await pendingOnWomenOnlyTrip();
    // a second pending request of the same rider on another women-only trip
    const otherDriver = await createDriverSession(app);
    const otherRide = await createRide(app, otherDriver, { preferences: womenOnly });
    const otherBooking = await requestSeats(app, rider, otherRide.id, 1);
    const plainRide = await createRide(app, otherDriver);
    const plainBooking = await requestSeats(app, rider, plainRide.id, 1);

    const response = await reportNotEligible(driver, booking.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { id: booking.id, status: "rejected" },
      message: WOMEN_ONLY_MESSAGES.reportedIneligible,
    });
    const entry = (await queue()).find((report) => report.reported.id === rider.user.id);
    expect(entry).toMatchObject({
      reason: "women_only_ineligible",
      status: "open",
      reporter: { id: driver.user.id },
      reported: { womenOnlyTrips: true },
    });
    // the rider is told of a rejection, as for any other
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, rider.user.id));
    expect(told.map((row) => row.type)).toContain("booking_rejected");
    // a second click finds nothing pending: 409 and no second report
    expect((await reportNotEligible(driver, booking.id)).statusCode).toBe(409);
    expect(await reportsAbout(rider.user.id)).toHaveLength(1);

    const cleared = await adminSets(rider.user.id, { womenOnlyTrips: false, reportId: entry!.id });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await ownProfile(rider)).toMatchObject({ womenOnlyTrips: false, womenOnlyTripsLocked: true });
    expect((await reportsAbout(rider.user.id)).map((report) => report.status)).toEqual(["actioned"]);
    // her pending request on another women-only trip is withdrawn; others stay
    expect(await bookingStatus(otherBooking.id)).toBe("cancelled");
    expect(await bookingStatus(plainBooking.id)).toBe("pending");
    // and she can no longer request a women-only trip
    const refused = await postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 1 });
    expect(refused.statusCode).toBe(403);
  });

  it("is the trip's driver's only, on a women-only trip, for a pending request", async () => {
    const { ride, rider, booking } = await pendingOnWomenOnlyTrip();
    for (const caller of [rider, await createDriverSession(app), admin]) {
      expect((await reportNotEligible(caller, booking.id)).statusCode).toBe(404);
    }
    expect((await reportNotEligible(undefined, booking.id)).statusCode).toBe(401);
    expect((await reportNotEligible(rider, "not-a-uuid")).statusCode).toBe(404);
    expect(await bookingStatus(booking.id)).toBe("pending");

    const driver = await createDriverSession(app);
    const plain = await createRide(app, driver);
    const plainBooking = await requestSeats(app, await createSession(app), plain.id, 1);
    const notWomenOnly = await reportNotEligible(driver, plainBooking.id);
    expect(notWomenOnly.statusCode).toBe(409);
    expect(notWomenOnly.json().error.message).toBe(WOMEN_ONLY_MESSAGES.notWomenOnlyTrip);
    expect(await bookingStatus(plainBooking.id)).toBe("pending");
    expect(await reportsAbout(rider.user.id)).toEqual([]);
    expect(ride.preferences.womenOnly).toBe(true);
  });
});
