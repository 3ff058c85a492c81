import { addDaysLocal, departureInstant, todayLocal } from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, IDEMPOTENCY_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import {
  driverRideSchema,
  latestDepartureDate,
  publicRideSchema,
  type DriverRide,
} from "@campusride/shared/schemas/rides";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, driverLicenses, profiles, rides } from "../../../src/db/schema/index.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  postRide,
  requestSeats,
  rideBody,
} from "../../support/trips.ts";

const app = await createTestApp();

/** The next day US clocks go forward: the second Sunday of March, after today. */
function nextSpringForward(): string {
  const today = todayLocal();
  for (let year = Number(today.slice(0, 4)); ; year += 1) {
    const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const day = 1 + ((7 - firstOfMarch) % 7) + 7;
    const date = `${year}-03-${String(day).padStart(2, "0")}`;
    if (date > today) return date;
  }
}

async function rideCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rides);
  return row!.n;
}

async function storedRide(id: string) {
  const [row] = await app.db.select().from(rides).where(eq(rides.id, id));
  return row!;
}

function ridePath(id: string, action = "") {
  return `/api/rides/${id}${action ? `/${action}` : ""}`;
}

function patchRide(session: TestSession | undefined, id: string, body: unknown) {
  return app.inject({
    method: "PATCH",
    url: ridePath(id),
    headers: session?.headers ?? {},
    payload: body as object,
  });
}

function closeRide(session: TestSession | undefined, id: string, action: "complete" | "cancel") {
  return app.inject({ method: "POST", url: ridePath(id, action), headers: session?.headers ?? {} });
}

describe("POST /api/rides: who may offer a ride", () => {
  it("refuses a signed-out visitor (401) and creates nothing", async () => {
    const before = await rideCount();
    const response = await postRide(app, undefined, rideBody());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
    expect(await rideCount()).toBe(before);
  });

  it("refuses a rider with the catalogue's message, whatever the body", async () => {
    const rider = await createSession(app);
    const before = await rideCount();
    for (const body of [rideBody(), rideBody({ availableSeats: "abc" })]) {
      const response = await postRide(app, rider, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: "FORBIDDEN", message: TRIP_MESSAGES.onlyDrivers });
    }
    expect(await rideCount()).toBe(before);
  });

  it("tells a driver without a license, with one waiting for review, or with one refused, why", async () => {
    const driver = await createSession(app, { userType: "driver", ...driverCar });
    const before = await rideCount();
    const refusal = async () => (await postRide(app, driver, rideBody())).json().error;

    expect(await refusal()).toMatchObject({ code: "FORBIDDEN", message: TRIP_MESSAGES.licenseMissing });

    const license = {
      userId: driver.user.id,
      storageKey: "licenses/x.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
    };
    await app.db.insert(driverLicenses).values(license);
    expect(await refusal()).toMatchObject({ code: "FORBIDDEN", message: TRIP_MESSAGES.licensePending });

    await app.db
      .update(driverLicenses)
      .set({ status: "rejected", rejectionReason: "Blurry photo" })
      .where(eq(driverLicenses.userId, driver.user.id));
    expect(await refusal()).toMatchObject({ code: "FORBIDDEN", message: TRIP_MESSAGES.licenseRejected });
    expect(await rideCount()).toBe(before);
  });

  it("tells a verified driver whose car details are incomplete to add them", async () => {
    const driver = await createDriverSession(app);
    await app.db.update(profiles).set({ carModel: "" }).where(eq(profiles.id, driver.user.id));
    const before = await rideCount();
    const response = await postRide(app, driver, rideBody());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(TRIP_MESSAGES.carDetailsMissing);
    expect(await rideCount()).toBe(before);
  });

  it("lets a user who is both rider and driver offer a ride", async () => {
    const both = await createDriverSession(app, { userType: "both" });
    const response = await postRide(app, both, rideBody());
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("POST /api/rides: a verified driver's trip", () => {
  it("creates an active trip with seats remaining, the rider's price and the stored departure instant", async () => {
    const driver = await createDriverSession(app, { firstName: "Dana", lastName: "Reyes" });
    const date = dayFromToday(5);
    const response = await postRide(
      app,
      driver,
      rideBody({
        departureDate: date,
        departureTime: "14:05",
        availableSeats: 4,
        pricePerSeatCents: 2500,
        originAddress: "Reitz Union, Gainesville, FL",
        originLat: 29.6465,
        originLng: -82.3474,
        notes: "<b>Two</b> bags max",
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const ride: DriverRide = driverRideSchema.parse(response.json());
    expect(ride).toMatchObject({
      driverId: driver.user.id,
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      originAddress: "Reitz Union, Gainesville, FL",
      originLat: 29.6465,
      departureDate: date,
      departureTime: "14:05",
      availableSeats: 4,
      seatsRemaining: 4,
      pricePerSeatCents: 2500,
      riderPricePerSeatCents: 3500,
      status: "active",
      distance: 115,
      timeLength: "1 hour 55 mins",
      notes: "Two bags max",
      pendingRequests: 0,
      driver: { id: driver.user.id, firstName: "Dana", lastName: "Reyes", carMake: "Toyota", carYear: 2020 },
    });
    const stored = await storedRide(ride.id);
    expect(stored.departureAt.toISOString()).toBe(departureInstant(date, "14:05").toISOString());
    expect(stored.seatsTaken).toBe(0);
  });

  it.each([
    ["a date in the past", { departureDate: dayFromToday(-1) }, TRIP_MESSAGES.datePast],
    [
      "today at a time already gone",
      { departureDate: todayLocal(), departureTime: "00:00" },
      TRIP_MESSAGES.departurePast,
    ],
    ["a date in year 9999", { departureDate: "9999-12-31" }, TRIP_MESSAGES.dateTooFar],
    [
      "a year and a day ahead",
      { departureDate: addDaysLocal(latestDepartureDate(), 1) },
      TRIP_MESSAGES.dateTooFar,
    ],
    ["30 February", { departureDate: "2026-02-30" }, TRIP_MESSAGES.dateInvalid],
    ["30 February of a future year", { departureDate: "2099-02-30" }, TRIP_MESSAGES.dateInvalid],
    ["a date that is not one", { departureDate: "next friday" }, TRIP_MESSAGES.dateInvalid],
    ["no date", { departureDate: "" }, TRIP_MESSAGES.date],
    ["0 seats", { availableSeats: 0 }, TRIP_MESSAGES.seats],
    ["8 seats", { availableSeats: 8 }, TRIP_MESSAGES.seats],
    ["seats 'abc'", { availableSeats: "abc" }, TRIP_MESSAGES.seats],
    ["2.5 seats", { availableSeats: 2.5 }, TRIP_MESSAGES.seats],
    ["a price of 0", { pricePerSeatCents: 0 }, TRIP_MESSAGES.price],
    ["a price of -1", { pricePerSeatCents: -1 }, TRIP_MESSAGES.price],
    ["a price of 1e9", { pricePerSeatCents: 1e9 }, TRIP_MESSAGES.priceTooHigh],
    ["a time of 25:00", { departureTime: "25:00" }, TRIP_MESSAGES.timeInvalid],
    ["an empty time", { departureTime: "" }, TRIP_MESSAGES.time],
    ["no departure city", { departureCity: "  " }, TRIP_MESSAGES.cities],
    ["a destination that is only markup", { destinationCity: "<i></i>" }, TRIP_MESSAGES.cities],
    ["200 kB of notes", { notes: "x".repeat(200_000) }, TRIP_MESSAGES.notesTooLong],
  ])("refuses %s (400) with its message and creates nothing", async (_case, overrides, message) => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    const response = await postRide(app, driver, rideBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await rideCount()).toBe(before);
  });

  it("takes a trip a year ahead to the day, and names the date field when it is further", async () => {
    const driver = await createDriverSession(app);
    const lastDay = await postRide(app, driver, rideBody({ departureDate: latestDepartureDate() }));
    expect(lastDay.statusCode).toBe(201);
    const further = await postRide(app, driver, rideBody({ departureDate: "9999-12-31" }));
    expect(further.json().error).toMatchObject({
      code: "VALIDATION",
      fields: { departureDate: TRIP_MESSAGES.dateTooFar },
    });
  });

  it("makes one trip of a double submit with the same Idempotency-Key", async () => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    const body = rideBody({ departureCity: "Tallahassee, FL" });
    const first = await postRide(app, driver, body, "create-trip-1");
    const again = await postRide(app, driver, body, "create-trip-1");
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    // two at once, as a double click sends them
    const [one, two] = await Promise.all([
      postRide(app, driver, body, "create-trip-2"),
      postRide(app, driver, body, "create-trip-2"),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json().id).toBe(two.json().id);
    expect(await rideCount()).toBe(before + 2);

    // the key is the driver's own: another driver's same key makes their own trip
    const other = await createDriverSession(app);
    const theirs = await postRide(app, other, body, "create-trip-1");
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);

    // a key sent again with another trip is a client's mistake, not a replay
    const reused = await postRide(app, driver, { ...body, pricePerSeatCents: 3000 }, "create-trip-1");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    expect(await rideCount()).toBe(before + 3);
  });

  it("refuses a time the clocks skip on the day daylight saving time starts", async () => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    const response = await postRide(
      app,
      driver,
      rideBody({ departureDate: nextSpringForward(), departureTime: "02:30" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TRIP_MESSAGES.timeSkipped);
    expect(await rideCount()).toBe(before);
    const later = await postRide(
      app,
      driver,
      rideBody({ departureDate: nextSpringForward(), departureTime: "03:30" }),
    );
    expect(later.statusCode).toBe(201);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    for (const key of ["has space", "a".repeat(101), "semi;colon"]) {
      const response = await postRide(app, driver, rideBody(), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await rideCount()).toBe(before);
  });
});

describe("GET /api/rides/mine", () => {
  it("lists upcoming trips soonest first and past, completed and cancelled ones latest first", async () => {
    const driver = await createDriverSession(app);
    const later = await createRide(app, driver, { departureDate: dayFromToday(3) });
    const sooner = await createRide(app, driver, { departureDate: dayFromToday(1) });
    const cancelled = await createRide(app, driver, { departureDate: dayFromToday(2) });
    const completed = await createRide(app, driver, { departureDate: dayFromToday(4) });
    expect((await closeRide(driver, cancelled.id, "cancel")).statusCode).toBe(200);
    await moveDeparture(app, completed.id, dayFromToday(-1));
    expect((await closeRide(driver, completed.id, "complete")).statusCode).toBe(200);
    // a trip whose date has gone by, still active
    const gone = await createRide(app, driver, { departureDate: dayFromToday(6) });
    await app.db
      .update(rides)
      .set({ departureDate: dayFromToday(-2), departureAt: departureInstant(dayFromToday(-2), "09:30") })
      .where(eq(rides.id, gone.id));
    // another driver's trip is not in the list
    await createRide(app, await createDriverSession(app));

    const upcoming = await app.inject({ url: "/api/rides/mine?scope=upcoming", headers: driver.headers });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json().rides.map((ride: DriverRide) => ride.id)).toEqual([sooner.id, later.id]);

    const past = await app.inject({ url: "/api/rides/mine?scope=past", headers: driver.headers });
    expect(past.json().rides.map((ride: DriverRide) => ride.id)).toEqual([
      cancelled.id,
      completed.id,
      gone.id,
    ]);
    expect(past.json().rides.map((ride: DriverRide) => ride.status)).toEqual([
      "cancelled",
      "completed",
      "active",
    ]);

    // upcoming is the default scope
    const plain = await app.inject({ url: "/api/rides/mine", headers: driver.headers });
    expect(plain.json().rides).toHaveLength(2);
  });

  it("shows seats remaining and the count of requests waiting for an answer", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 4 });
    const first = await requestSeats(app, await createSession(app), ride.id, 2);
    await requestSeats(app, await createSession(app), ride.id, 1);
    await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await answerBooking(app, driver, first.id, "approve")).statusCode).toBe(200);

    const response = await app.inject({ url: "/api/rides/mine", headers: driver.headers });
    const [listed] = response.json().rides;
    expect(listed).toMatchObject({ id: ride.id, availableSeats: 4, seatsRemaining: 2, pendingRequests: 2 });
  });

  it("caps the list at 100 and refuses a scope it does not know", async () => {
    const driver = await createDriverSession(app);
    const template = await createRide(app, driver);
    const { id: _id, createdAt: _c, updatedAt: _u, ...row } = await storedRide(template.id);
    await app.db.insert(rides).values(Array.from({ length: 104 }, () => ({ ...row, idempotencyKey: null })));
    const response = await app.inject({ url: "/api/rides/mine", headers: driver.headers });
    expect(response.json().rides).toHaveLength(100);
    const unknown = await app.inject({ url: "/api/rides/mine?scope=everything", headers: driver.headers });
    expect(unknown.statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await app.inject({ url: "/api/rides/mine" })).statusCode).toBe(401);
  });
});

describe("GET /api/rides/:id", () => {
  it("shows an active ride's public fields and its notes to anyone, and its requests only to its driver", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { notes: "Meet at the north garage" });

    const signedOut = await app.inject({ url: ridePath(ride.id) });
    expect(signedOut.statusCode).toBe(200);
    const shown = signedOut.json();
    expect(publicRideSchema.strict().safeParse(shown).success).toBe(true);
    expect(shown).toMatchObject({ notes: "Meet at the north garage" });
    expect(shown).not.toHaveProperty("pendingRequests");
    expect(signedOut.body).not.toContain(driver.user.email);

    const rider = await app.inject({ url: ridePath(ride.id), headers: (await createSession(app)).headers });
    expect(rider.json()).toMatchObject({ notes: "Meet at the north garage" });
    expect(rider.json()).not.toHaveProperty("pendingRequests");

    const own = await app.inject({ url: ridePath(ride.id), headers: driver.headers });
    expect(own.json()).toMatchObject({ id: ride.id, notes: "Meet at the north garage", pendingRequests: 0 });
  });

  it("hides a ride that is no longer active from everyone but its driver", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    await closeRide(driver, ride.id, "cancel");
    const other = await app.inject({ url: ridePath(ride.id), headers: (await createSession(app)).headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
    const own = await app.inject({ url: ridePath(ride.id), headers: driver.headers });
    expect(own.json()).toMatchObject({ id: ride.id, status: "cancelled" });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-ride", "1%27%20or%201=1"]) {
      const response = await app.inject({ url: ridePath(id) });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe("PATCH /api/rides/:id", () => {
  it("changes the departure time (and its instant), notes and seats of the driver's own trip", async () => {
    const driver = await createDriverSession(app);
    const date = dayFromToday(2);
    const ride = await createRide(app, driver, { departureDate: date, availableSeats: 3 });
    const response = await patchRide(driver, ride.id, {
      departureTime: "18:45",
      notes: "New notes",
      availableSeats: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      departureTime: "18:45",
      notes: "New notes",
      availableSeats: 5,
      seatsRemaining: 5,
    });
    const stored = await storedRide(ride.id);
    expect(stored.departureAt.toISOString()).toBe(departureInstant(date, "18:45").toISOString());
    expect(stored.updatedAt.getTime()).toBeGreaterThan(new Date(ride.updatedAt).getTime());

    const cleared = await patchRide(driver, ride.id, { notes: "" });
    expect(cleared.json().notes).toBeNull();
  });

  it("never offers fewer seats than are already approved", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 4 });
    const booking = await requestSeats(app, await createSession(app), ride.id, 2);
    await answerBooking(app, driver, booking.id, "approve");

    const refused = await patchRide(driver, ride.id, { availableSeats: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TRIP_MESSAGES.seatsBelowApproved);
    expect((await storedRide(ride.id)).availableSeats).toBe(4);

    const exact = await patchRide(driver, ride.id, { availableSeats: 2 });
    expect(exact.json()).toMatchObject({ availableSeats: 2, seatsRemaining: 0 });
  });

  it.each([
    ["an empty time", { departureTime: "" }, TRIP_MESSAGES.timeInvalid],
    ["a time of 25:00", { departureTime: "25:00" }, TRIP_MESSAGES.timeInvalid],
    ["8 seats", { availableSeats: 8 }, TRIP_MESSAGES.seats],
    ["200 kB of notes", { notes: "x".repeat(200_000) }, TRIP_MESSAGES.notesTooLong],
  ])("refuses %s (400) and changes nothing", async (_case, body, message) => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const before = await storedRide(ride.id);
    const response = await patchRide(driver, ride.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await storedRide(ride.id)).toEqual(before);
  });

  it("refuses a time that has already passed today", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { departureDate: todayLocal(), departureTime: "23:59" });
    const response = await patchRide(driver, ride.id, { departureTime: "00:00" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(TRIP_MESSAGES.departurePast);
  });

  it("answers another driver 404 and changes nothing; a closed trip cannot be edited", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const before = await storedRide(ride.id);
    const other = await createDriverSession(app);
    for (const body of [{ departureTime: "07:00" }, { availableSeats: "abc" }]) {
      const response = await patchRide(other, ride.id, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TRIP_MESSAGES.notDriver);
    }
    expect(await storedRide(ride.id)).toEqual(before);
    expect((await patchRide(undefined, ride.id, { departureTime: "07:00" })).statusCode).toBe(401);

    await closeRide(driver, ride.id, "cancel");
    const closed = await patchRide(driver, ride.id, { departureTime: "07:00" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(TRIP_MESSAGES.notActive);
  });
});

describe("POST /api/rides/:id/complete and /cancel", () => {
  it("closes the driver's own active trip once; another driver gets 404", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const other = await createDriverSession(app);
    const notTheirs = await closeRide(other, ride.id, "cancel");
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.message).toBe(TRIP_MESSAGES.notDriver);
    expect((await storedRide(ride.id)).status).toBe("active");
    expect((await closeRide(undefined, ride.id, "cancel")).statusCode).toBe(401);

    const cancelled = await closeRide(driver, ride.id, "cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    for (const action of ["cancel", "complete"] as const) {
      const again = await closeRide(driver, ride.id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(TRIP_MESSAGES.notActive);
    }
  });

  it("a cancelled trip keeps its requests, and none of them can be approved any more", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const pending = await requestSeats(app, await createSession(app), ride.id, 1);
    const approved = await requestSeats(app, await createSession(app), ride.id, 1);
    await answerBooking(app, driver, approved.id, "approve");
    await closeRide(driver, ride.id, "cancel");

    const statuses = await app.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.rideId, ride.id));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [pending.id]: "pending",
      [approved.id]: "approved",
    });
    const late = await answerBooking(app, driver, pending.id, "approve");
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TRIP_MESSAGES.notActive);
    expect((await storedRide(ride.id)).seatsTaken).toBe(1);
  });

  it("completing a trip completes its approved requests and records what the driver earned", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { pricePerSeatCents: 2000, availableSeats: 4 });
    const two = await requestSeats(app, await createSession(app), ride.id, 2);
    const one = await requestSeats(app, await createSession(app), ride.id, 1);
    const waiting = await requestSeats(app, await createSession(app), ride.id, 1);
    await answerBooking(app, driver, two.id, "approve");
    await answerBooking(app, driver, one.id, "approve");

    // not before the trip has left: earnings count trips that happened
    const early = await closeRide(driver, ride.id, "complete");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(TRIP_MESSAGES.notDepartedYet);
    expect((await storedRide(ride.id)).status).toBe("active");

    await moveDeparture(app, ride.id, todayLocal(), "00:00");
    const response = await closeRide(driver, ride.id, "complete");
    expect(response.json().status).toBe("completed");
    expect((await storedRide(ride.id)).priceCents).toBe(6000);
    const rows = await app.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(status).toEqual({ [two.id]: "completed", [one.id]: "completed", [waiting.id]: "pending" });

    const summary = await app.inject({ url: "/api/me/summary", headers: driver.headers });
    expect(summary.json()).toMatchObject({ totalEarningsCents: 6000, ridesCompleted: 1 });
  });
});

describe("POST /api/rides/route-info", () => {
  it("fills missing or zero distance and duration of the driver's own trips, pausing between them", async () => {
    const driver = await createDriverSession(app);
    const byCity = await createRide(app, driver, { distance: undefined, timeLength: undefined });
    const byPoint = await createRide(app, driver, {
      departureCity: "Gainesville, FL",
      destinationCity: "Tampa, FL",
      originLat: 29.6516,
      originLng: -82.3248,
      destinationLat: 27.9506,
      destinationLng: -82.4572,
      distance: 0,
    });
    const complete = await createRide(app, driver, { distance: 115, timeLength: "1 hour 55 mins" });
    const other = await createDriverSession(app);
    const theirs = await createRide(app, other, { distance: undefined, timeLength: undefined });

    const started = Date.now();
    const response = await app.inject({
      method: "POST",
      url: "/api/rides/route-info",
      headers: driver.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, count: 2, error: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    const city = await storedRide(byCity.id);
    // the fixed Gainesville–Orlando distance (docs/product/places-and-routes.md#distances)
    expect(city.distanceMiles).toBe(115);
    expect(city.timeLength).toMatch(/hour/);
    const point = await storedRide(byPoint.id);
    expect(point.distanceMiles).toBeGreaterThan(100);
    expect(point.timeLength).toMatch(/hour/);
    expect((await storedRide(complete.id)).updatedAt.toISOString()).toBe(complete.updatedAt);
    expect((await storedRide(theirs.id)).distanceMiles).toBeNull();

    // nothing left to fill
    const again = await app.inject({ method: "POST", url: "/api/rides/route-info", headers: driver.headers });
    expect(again.json()).toEqual({ success: true, count: 0, error: null });
  });

  it("reports the trips it could not route and fills the others", async () => {
    const driver = await createDriverSession(app);
    await createRide(app, driver, {
      departureCity: "Qwxzyv Plpmk",
      destinationCity: "Orlando, FL",
      distance: undefined,
      timeLength: undefined,
    });
    const good = await createRide(app, driver, { distance: undefined, timeLength: undefined });
    const response = await app.inject({
      method: "POST",
      url: "/api/rides/route-info",
      headers: driver.headers,
    });
    expect(response.json()).toEqual({ success: false, count: 1, error: TRIP_MESSAGES.routeFailed });
    expect((await storedRide(good.id)).distanceMiles).toBe(115);
  });

  it("needs a signed-in driver, a few times per ten minutes", async () => {
    expect((await app.inject({ method: "POST", url: "/api/rides/route-info" })).statusCode).toBe(401);
    const rider = await createSession(app);
    const refused = await app.inject({
      method: "POST",
      url: "/api/rides/route-info",
      headers: rider.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TRIP_MESSAGES.onlyDrivers);

    const driver = await createDriverSession(app);
    const fill = () => app.inject({ method: "POST", url: "/api/rides/route-info", headers: driver.headers });
    for (let call = 0; call < 5; call += 1) expect((await fill()).statusCode).toBe(200);
    const limited = await fill();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // the limit is the driver's own: another driver behind the same address is not held up
    const other = await createDriverSession(app);
    const theirs = await app.inject({ method: "POST", url: "/api/rides/route-info", headers: other.headers });
    expect(theirs.statusCode).toBe(200);
  });
});

describe("API documentation", () => {
  it("lists the trip and request endpoints", async () => {
    const { paths } = (await app.inject({ url: "/api/docs" })).json();
    expect(paths["/api/rides"]).toHaveProperty("post");
    expect(paths["/api/rides/mine"]).toHaveProperty("get");
    expect(paths["/api/rides/route-info"]).toHaveProperty("post");
    expect(Object.keys(paths["/api/rides/{id}"])).toEqual(expect.arrayContaining(["get", "patch"]));
    for (const action of ["complete", "cancel"])
      expect(paths[`/api/rides/{id}/${action}`]).toHaveProperty("post");
    expect(paths["/api/rides/{id}/requests"]).toHaveProperty("get");
    expect(paths["/api/bookings"]).toHaveProperty("post");
    for (const action of ["approve", "reject", "cancel"]) {
      expect(paths[`/api/bookings/{id}/${action}`]).toHaveProperty("post");
    }
  });
});
