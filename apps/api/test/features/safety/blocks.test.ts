import { BOOKING_MESSAGES, SAFETY_MESSAGES } from "@campusride/shared/messages";
import { blocksResponseSchema } from "@campusride/shared/schemas/safety";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { driverWithOrlandoRide, postSearch, searchBody, tripBetween } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  postBooking,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp();

function block(session: TestSession | undefined, userId: string, method: "PUT" | "DELETE" = "PUT") {
  return app.inject({ method, url: `/api/blocks/${userId}`, headers: session?.headers ?? {} });
}

async function blocks(session: TestSession) {
  const response = await app.inject({ url: "/api/blocks", headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return blocksResponseSchema.parse(response.json()).blocks;
}

function readRide(session: TestSession | undefined, rideId: string) {
  return app.inject({ url: `/api/rides/${rideId}`, headers: session?.headers ?? {} });
}

/** The ride ids a search from Gainesville to Orlando on `date` finds for `session` (signed out: none). */
async function searchedIds(session: TestSession | undefined, date: string): Promise<string[]> {
  const response = await postSearch(app, searchBody("gainesville", "orlando", date), session?.headers ?? {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Array<{ id: string }> }).data.map((ride) => ride.id);
}

async function bookingStatus(bookingId: string) {
  const [row] = await app.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

describe("PUT /api/blocks/:userId", () => {
  it("blocks once (201, then 200), lists the block by name, and unblocks", async () => {
    const rider = await createSession(app);
    const other = await createSession(app, { firstName: "Olga", lastName: "Ruiz" });
    const first = await block(rider, other.user.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ message: SAFETY_MESSAGES.blocked });
    expect((await block(rider, other.user.id)).statusCode).toBe(200);
    const list = await blocks(rider);
    expect(list).toEqual([
      { user: { id: other.user.id, firstName: "Olga", lastName: "Ruiz" }, createdAt: expect.any(String) },
    ]);
    // the blocked student sees no trace of it in their own list
    expect(await blocks(other)).toEqual([]);

    const lifted = await block(rider, other.user.id, "DELETE");
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ message: SAFETY_MESSAGES.unblocked });
    expect(await blocks(rider)).toEqual([]);
    expect((await block(rider, other.user.id, "DELETE")).statusCode).toBe(200);
  });

  it("refuses blocking yourself (400), an unknown user (404), and anyone signed out (401)", async () => {
    const rider = await createSession(app);
    const self = await block(rider, rider.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({ code: "VALIDATION", message: SAFETY_MESSAGES.blockSelf });
    const unknown = await block(rider, "no-such-user");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SAFETY_MESSAGES.userNotFound);
    expect((await block(undefined, rider.user.id)).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/blocks" })).statusCode).toBe(401);
    expect(await blocks(rider)).toEqual([]);
  });
});

describe("the API document", () => {
  it("describes blocking and reporting, but none of the admins' routes", async () => {
    const { paths } = (await app.inject({ url: "/api/docs" })).json();
    expect(Object.keys(paths["/api/blocks/{userId}"]).sort()).toEqual(["delete", "put"]);
    expect(paths["/api/blocks"]).toHaveProperty("get");
    expect(paths["/api/reports"].post.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["userId", "reason"]),
    );
    expect(Object.keys(paths).filter((path) => path.startsWith("/api/admin"))).toEqual([]);
  });
});

describe("a block, either way", () => {
  it("hides the driver's trip from the rider, in its page and in search, until it is lifted", async () => {
    const date = dayFromToday(9);
    const { driver, ride } = await driverWithOrlandoRide(app, date);
    const rider = await createSession(app);
    expect(await searchedIds(rider, date)).toContain(ride.id);

    // the driver blocks the rider; then the rider blocks the driver: both hide the trip
    for (const [blocker, blocked] of [
      [driver, rider],
      [rider, driver],
    ] as const) {
      expect((await block(blocker, blocked.user.id)).statusCode).toBe(201);
      const page = await readRide(rider, ride.id);
      expect(page.statusCode).toBe(404);
      expect(page.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
      expect(await searchedIds(rider, date)).not.toContain(ride.id);
      const request = await postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 });
      expect(request.statusCode).toBe(404);
      expect(request.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
      // everyone else still finds it: the shared answer is not the blocked viewer's
      expect(await searchedIds(undefined, date)).toContain(ride.id);
      expect(await searchedIds(await createSession(app), date)).toContain(ride.id);
      expect((await readRide(undefined, ride.id)).statusCode).toBe(200);
      // the driver still sees their own trip
      expect((await readRide(driver, ride.id)).statusCode).toBe(200);
      expect((await block(blocker, blocked.user.id, "DELETE")).statusCode).toBe(200);
    }

    expect((await readRide(rider, ride.id)).statusCode).toBe(200);
    expect(await searchedIds(rider, date)).toContain(ride.id);
    await requestSeats(app, rider, ride.id);
  });

  it("counts only the rides the viewer can see", async () => {
    const date = dayFromToday(10);
    const { driver, ride } = await driverWithOrlandoRide(app, date);
    const { ride: otherRide } = await driverWithOrlandoRide(app, date);
    const rider = await createSession(app);
    await block(rider, driver.user.id);
    const response = await postSearch(app, searchBody("gainesville", "orlando", date), rider.headers);
    const answer = response.json() as { data: Array<{ id: string }>; summary: { matchedRides: number } };
    expect(answer.data.map((found) => found.id)).toEqual([otherRide.id]);
    expect(answer.summary.matchedRides).toBe(1);
    const everyone = (await postSearch(app, searchBody("gainesville", "orlando", date))).json();
    expect(everyone.data.map((found: { id: string }) => found.id).sort()).toEqual(
      [ride.id, otherRide.id].sort(),
    );
  });

  it("settles the pending requests between the two at once; approved seats stay", async () => {
    const blocker = await createDriverSession(app, { userType: "both", firstName: "Bea" });
    const blocked = await createDriverSession(app, { userType: "both", firstName: "Cal" });
    const blockersTrip = await createRide(app, blocker, tripBetween("gainesville", "orlando"));
    const blockedTrip = await createRide(app, blocked, tripBetween("gainesville", "orlando"));
    const secondTrip = await createRide(app, blocker, {
      ...tripBetween("gainesville", "orlando"),
      departureTime: "15:00",
    });
    const theirRequest = await requestSeats(app, blocked, blockersTrip.id);
    const ownRequest = await requestSeats(app, blocker, blockedTrip.id);
    const approved = await requestSeats(app, blocked, secondTrip.id);
    expect((await answerBooking(app, blocker, approved.id, "approve")).statusCode).toBe(200);
    const bystander = await createSession(app);
    const untouched = await requestSeats(app, bystander, blockersTrip.id);

    expect((await block(blocker, blocked.user.id)).statusCode).toBe(201);
    expect(await bookingStatus(theirRequest.id)).toBe("rejected");
    expect(await bookingStatus(ownRequest.id)).toBe("cancelled");
    expect(await bookingStatus(approved.id)).toBe("approved");
    expect(await bookingStatus(untouched.id)).toBe("pending");
    // each side hears of it as of a reject and a withdrawal
    const told = async (userId: string, bookingId: string) =>
      (
        await app.db
          .select({ type: notifications.type })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.bookingId, bookingId)))
      ).map((row) => row.type);
    expect(await told(blocked.user.id, theirRequest.id)).toContain("booking_rejected");
    expect(await told(blocked.user.id, ownRequest.id)).toContain("booking_cancelled");
  });

  it("hides from the rider a request the block settled, with its trip; the seat and the driver's view stay", async () => {
    const driver = await createDriverSession(app);
    const rider = await createSession(app);
    const trip = await createRide(app, driver, tripBetween("gainesville", "orlando"));
    const laterTrip = await createRide(app, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureTime: "15:00",
    });
    const request = await requestSeats(app, rider, trip.id);
    const seat = await requestSeats(app, rider, laterTrip.id);
    expect((await answerBooking(app, driver, seat.id, "approve")).statusCode).toBe(200);
    const read = (session: TestSession, bookingId: string) =>
      app.inject({ url: `/api/bookings/${bookingId}`, headers: session.headers });
    const mine = async () =>
      [
        ...(await app.inject({ url: "/api/bookings/mine?scope=upcoming", headers: rider.headers })).json()
          .bookings,
        ...(await app.inject({ url: "/api/bookings/mine?scope=past", headers: rider.headers })).json()
          .bookings,
      ].map((booking: { id: string }) => booking.id);
    expect((await read(rider, request.id)).statusCode).toBe(200);

    expect((await block(driver, rider.user.id)).statusCode).toBe(201);
    expect(await bookingStatus(request.id)).toBe("rejected");
    const hidden = await read(rider, request.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(BOOKING_MESSAGES.notFound);
    expect(await mine()).toEqual([seat.id]);
    expect((await read(rider, seat.id)).statusCode).toBe(200);
    expect((await read(driver, request.id)).statusCode).toBe(200);
    // lifted: the request reads again
    expect((await block(driver, rider.user.id, "DELETE")).statusCode).toBe(200);
    expect((await read(rider, request.id)).statusCode).toBe(200);
  });
  it("keeps a confirmed seat on a blocked driver's trip readable, and says why the trip's page is gone", async () => {
    const driver = await createDriverSession(app);
    const rider = await createSession(app);
    const stranger = await createSession(app);
    const trip = await createRide(app, driver, tripBetween("gainesville", "orlando"));
    const seat = await requestSeats(app, rider, trip.id);
    expect((await answerBooking(app, driver, seat.id, "approve")).statusCode).toBe(200);
    const read = (session: TestSession) =>
      app.inject({ url: `/api/bookings/${seat.id}`, headers: session.headers });
    expect((await read(rider)).json().tripHidden).toBeUndefined();

    expect((await block(driver, rider.user.id)).statusCode).toBe(201);
    // the seat: still the rider's, with its trip, marked as hidden from them
    const booking = await read(rider);
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({ status: "approved", tripHidden: true, ride: { id: trip.id } });
    expect(booking.json().driverPhone).toBeUndefined();
    // the driver's own reading says nothing of it
    expect((await read(driver)).json().tripHidden).toBeUndefined();
    // the trip's page: gone for the rider, who is told where the seat is; anyone blocked
    // without a seat still reads the text of a trip that does not exist
    const page = await readRide(rider, trip.id);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe(BOOKING_MESSAGES.tripHiddenWithSeat);
    expect((await block(stranger, driver.user.id)).statusCode).toBe(201);
    const strangers = await readRide(stranger, trip.id);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
    // the seat can still be cancelled by its rider
    const cancelled = await app.inject({
      method: "POST",
      url: `/api/bookings/${seat.id}/cancel`,
      headers: rider.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
