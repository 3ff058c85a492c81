import { SAFETY_MESSAGES } from "@campusride/shared/messages";
import { adminReportsResponseSchema, type AdminReport } from "@campusride/shared/schemas/safety";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, profiles, rides, session } from "../../../src/db/schema/index.ts";
import { listRecentMail } from "../../../src/features/mailbox/queries.ts";
import { authPost, createSignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { driverWithOrlandoRide, postSearch, searchBody } from "../../support/search.ts";
import { askedRide } from "../../support/messages.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { createRide, dayFromToday, requestSeats } from "../../support/trips.ts";

const app = await createTestApp({ ADMIN_EMAILS: "reviewer@ufl.edu, second.admin@ufl.edu" });
const admin = await createSession(app, { email: "reviewer@ufl.edu" });

function send(
  method: "GET" | "POST",
  url: string,
  caller: TestSession | { cookie: string } | undefined,
  body?: object,
) {
  return app.inject({ method, url, payload: body, headers: caller ? { cookie: caller.cookie } : {} });
}

async function fileReport(reporter: TestSession, userId: string, reason = "harassment") {
  const response = await send("POST", "/api/reports", reporter, {
    userId,
    reason,
    details: "Rude at pickup",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function queue(status?: string): Promise<AdminReport[]> {
  const response = await send("GET", `/api/admin/reports${status ? `?status=${status}` : ""}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminReportsResponseSchema.parse(response.json()).reports;
}

function deactivate(
  userId: string,
  body: object = { reason: "Several harassment reports" },
  caller: TestSession = admin,
) {
  return send("POST", `/api/admin/users/${userId}/deactivate`, caller, body);
}

describe("the report queue, to anyone but an admin", () => {
  it("answers like a path that does not exist, for a rider and signed out alike", async () => {
    const rider = await createSession(app);
    const routes = [
      ["GET", "/api/admin/reports"],
      ["POST", `/api/admin/reports/${crypto.randomUUID()}/dismiss`],
      ["POST", `/api/admin/users/${rider.user.id}/deactivate`],
      ["POST", `/api/admin/users/${rider.user.id}/reactivate`],
    ] as const;
    for (const caller of [rider, undefined]) {
      for (const [method, url] of routes) {
        const response = await send(method, url, caller, method === "POST" ? { reason: "x" } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(
      await app.db
        .select({ isActive: profiles.isActive })
        .from(profiles)
        .where(eq(profiles.id, rider.user.id)),
    ).toEqual([{ isActive: true }]);
  });
});

describe("GET /api/admin/reports", () => {
  it("names the trip a reported message was written about, for the card's link to it", async () => {
    const { driver, ride, rider, started } = await askedRide(app, "Is there room for a guitar?");
    const response = await send("POST", "/api/reports", driver, {
      userId: rider.user.id,
      messageId: started.message.id,
      reason: "harassment",
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = (await queue()).find((report) => report.id === response.json().id);
    expect(entry).toMatchObject({ rideId: ride.id, messageBody: "Is there room for a guitar?" });
  });

  it("lists open reports newest first with both people, the message text and the other reports' count", async () => {
    const reporter = await createSession(app, { firstName: "Rae", lastName: "Diaz" });
    const reported = await createSession(app, { firstName: "Max", lastName: "Ford" });
    const first = await fileReport(reporter, reported.user.id, "no_show");
    const second = await fileReport(await createSession(app), reported.user.id, "harassment");
    const open = await queue();
    const ours = open.filter((entry) => entry.reported.id === reported.user.id);
    expect(ours.map((entry) => entry.id)).toEqual([second, first]);
    expect(ours[1]).toMatchObject({
      status: "open",
      reason: "no_show",
      details: "Rude at pickup",
      messageBody: null,
      rideId: null,
      reporter: { id: reporter.user.id, firstName: "Rae", lastName: "Diaz", email: reporter.user.email },
      reported: {
        id: reported.user.id,
        firstName: "Max",
        lastName: "Ford",
        email: reported.user.email,
        isActive: true,
      },
      otherReportsCount: 1,
    });
    expect(await queue("dismissed")).toEqual([]);
    expect((await send("GET", "/api/admin/reports?status=closed", admin)).statusCode).toBe(400);
  });
});

describe("POST /api/admin/reports/:id/dismiss", () => {
  it("moves an open report to dismissed once; a second dismiss is 409, an unknown one 404", async () => {
    const reported = await createSession(app);
    const id = await fileReport(await createSession(app), reported.user.id);
    const dismissed = await send("POST", `/api/admin/reports/${id}/dismiss`, admin);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ message: SAFETY_MESSAGES.dismissed });
    expect((await queue()).map((entry) => entry.id)).not.toContain(id);
    expect((await queue("dismissed")).map((entry) => entry.id)).toContain(id);
    expect((await send("POST", `/api/admin/reports/${id}/dismiss`, admin)).statusCode).toBe(409);
    expect((await send("POST", `/api/admin/reports/${crypto.randomUUID()}/dismiss`, admin)).statusCode).toBe(
      404,
    );
    expect((await send("POST", "/api/admin/reports/not-a-uuid/dismiss", admin)).statusCode).toBe(404);
  });
});

describe("POST /api/admin/users/:userId/deactivate", () => {
  it("signs the account out everywhere, refuses its sign-in, cancels its trips and requests, actions its reports", async () => {
    const date = dayFromToday(12);
    const driver = await createSignedInUser(app, {
      userType: "both",
      carMake: "Kia",
      carModel: "Rio",
      carYear: 2019,
      carColor: "Red",
    });
    // a verified license, as createDriverSession gives
    await app.db.update(profiles).set({ driverLicenseVerified: true }).where(eq(profiles.id, driver.id));
    const driverSession = {
      user: { id: driver.id, email: driver.email },
      cookie: driver.cookie,
      headers: { cookie: driver.cookie },
    };
    const ride = await createRide(app, driverSession, {
      departureDate: date,
      originLat: 29.6516,
      originLng: -82.3248,
      destinationLat: 28.5384,
      destinationLng: -81.3789,
    });
    const rider = await createSession(app);
    await requestSeats(app, rider, ride.id);
    const { ride: otherTrip } = await driverWithOrlandoRide(app, date);
    const ownRequest = await requestSeats(app, driverSession, otherTrip.id);
    const reportId = await fileReport(rider, driver.id);
    const earlier = await fileReport(await createSession(app), driver.id, "unsafe_driving");
    const seen = async () =>
      (await postSearch(app, searchBody("gainesville", "orlando", date)))
        .json()
        .data.map((found: { id: string }) => found.id);
    expect(await seen()).toContain(ride.id);

    const response = await deactivate(driver.id, { reportId, reason: "Threatened a rider" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: SAFETY_MESSAGES.deactivated });

    expect(await app.db.select().from(session).where(eq(session.userId, driver.id))).toEqual([]);
    expect((await send("GET", "/api/me", driver)).statusCode).toBe(401);
    const signIn = await authPost(app, "/sign-in/email", { email: driver.email, password: driver.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toEqual({
      code: "FORBIDDEN",
      message: SAFETY_MESSAGES.signInRefused,
    });

    const [trip] = await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, ride.id));
    expect(trip?.status).toBe("cancelled");
    const [request] = await app.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, ownRequest.id));
    expect(request?.status).toBe("cancelled");
    expect(await seen()).not.toContain(ride.id);
    const actioned = (await queue("actioned")).map((entry) => entry.id);
    expect(actioned).toEqual(expect.arrayContaining([reportId, earlier]));
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, driver.id));
    expect(row).toMatchObject({ isActive: false, deactivatedAt: expect.any(Date) });
    // the account is told why, by mail
    await app.backgroundTasks.settled();
    const mail = (await listRecentMail(app.db, 100)).find((message) => message.to === driver.email);
    expect(mail?.subject).toBe("Your CampusRide account has been deactivated");
    expect(mail?.text).toContain("Threatened a rider");

    expect((await deactivate(driver.id)).statusCode).toBe(409);

    // reactivated: sign-in works again; the cancelled trip stays cancelled
    const back = await send("POST", `/api/admin/users/${driver.id}/reactivate`, admin);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ message: SAFETY_MESSAGES.reactivated });
    const again = await authPost(app, "/sign-in/email", { email: driver.email, password: driver.password });
    expect(again.statusCode, again.body).toBe(200);
    const [after] = await app.db.select({ status: rides.status }).from(rides).where(eq(rides.id, ride.id));
    expect(after?.status).toBe("cancelled");
    expect((await send("POST", `/api/admin/users/${driver.id}/reactivate`, admin)).statusCode).toBe(409);
  });

  it("refuses deactivating yourself or another admin (403), an unknown user or report (404), no reason (400)", async () => {
    const otherAdmin = await createSession(app, { email: "second.admin@ufl.edu" });
    const self = await deactivate(admin.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(SAFETY_MESSAGES.deactivateSelf);
    const peer = await deactivate(otherAdmin.user.id);
    expect(peer.statusCode).toBe(403);
    expect(peer.json().error.message).toBe(SAFETY_MESSAGES.deactivateAdmin);
    expect((await deactivate("nobody")).statusCode).toBe(404);

    const student = await createSession(app);
    const aboutSomeoneElse = await fileReport(student, (await createSession(app)).user.id);
    expect((await deactivate(student.user.id, { reportId: aboutSomeoneElse, reason: "x" })).statusCode).toBe(
      404,
    );
    const noReason = await deactivate(student.user.id, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(SAFETY_MESSAGES.deactivateReasonRequired);
    // nothing was written by any of these
    expect((await send("GET", "/api/me", student)).statusCode).toBe(200);
  });
});
