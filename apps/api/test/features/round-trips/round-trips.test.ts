import { BOOKING_MESSAGES, IDEMPOTENCY_MESSAGES, ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { createdBookingSchema } from "@campusride/shared/schemas/bookings";
import { createdRideSchema, driverRideSchema } from "@campusride/shared/schemas/rides";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { PLACES, searchBody, searchRides, tripBetween } from "../../support/search.ts";
import { createSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  postBooking,
  postRide,
  rideBody,
} from "../../support/trips.ts";

const app = await createTestApp();

const OUT_DATE = dayFromToday(7);
const BACK_DATE = dayFromToday(9);

async function rideCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rides);
  return row!.n;
}

async function bookingCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(bookings);
  return row!.n;
}

/** A Gainesville → Orlando trip on OUT_DATE 09:30 with a pickup and a drop-off spot, and its return. */
function roundTripBody(
  returnTrip: Record<string, unknown> | null = { departureDate: BACK_DATE, departureTime: "17:00" },
) {
  return rideBody({
    ...tripBetween("gainesville", "orlando"),
    departureDate: OUT_DATE,
    pickupSpot: { label: "Reitz Union", lat: 29.6465, lng: -82.3479, note: "By the bus loop" },
    dropoffSpot: { label: "Orlando Amtrak", lat: 28.5256, lng: -81.3818 },
    preferences: {
      luggageSize: "small_bag",
      maxTwoInBack: true,
      petsAllowed: false,
      smokingAllowed: false,
      musicAllowed: true,
      womenOnly: false,
    },
    ...(returnTrip ? { returnTrip } : {}),
  });
}

async function createRoundTrip(
  driver = undefined as Awaited<ReturnType<typeof createDriverSession>> | undefined,
) {
  const owner = driver ?? (await createDriverSession(app));
  const response = await postRide(app, owner, roundTripBody());
  expect(response.statusCode, response.body).toBe(201);
  const outbound = createdRideSchema.parse(response.json());
  return { driver: owner, outbound, back: outbound.returnTrip! };
}

describe("POST /api/rides with a return trip", () => {
  it("creates both legs linked: the same car, seats, price and preferences, places and spots reversed", async () => {
    const { driver, outbound, back } = await createRoundTrip();
    expect(outbound).toMatchObject({
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      returnRideId: back.id,
      outboundRideId: null,
      seriesId: null,
    });
    expect(back).toMatchObject({
      departureCity: "Orlando, FL",
      destinationCity: "Gainesville, FL",
      originLat: PLACES.orlando.lat,
      destinationLat: PLACES.gainesville.lat,
      departureDate: BACK_DATE,
      departureTime: "17:00",
      availableSeats: outbound.availableSeats,
      pricePerSeatCents: outbound.pricePerSeatCents,
      preferences: outbound.preferences,
      notes: outbound.notes,
      pickupSpot: { label: "Orlando Amtrak", note: null },
      dropoffSpot: { label: "Reitz Union", note: "By the bus loop" },
      driverId: driver.user.id,
      outboundRideId: outbound.id,
      returnRideId: null,
    });
    // each leg's own page, and the driver's list, show the link
    const page = await app.inject({ url: `/api/rides/${outbound.id}` });
    expect(page.json()).toMatchObject({ returnRideId: back.id, outboundRideId: null, seriesId: null });
    const backPage = await app.inject({ url: `/api/rides/${back.id}`, headers: driver.headers });
    expect(driverRideSchema.parse(backPage.json()).outboundRideId).toBe(outbound.id);
    const mine = await app.inject({ url: "/api/rides/mine", headers: driver.headers });
    const listed = mine.json().rides as {
      id: string;
      returnRideId: string | null;
      outboundRideId: string | null;
    }[];
    expect(
      listed.map(({ id, returnRideId, outboundRideId }) => ({ id, returnRideId, outboundRideId })),
    ).toEqual([
      { id: outbound.id, returnRideId: back.id, outboundRideId: null },
      { id: back.id, returnRideId: null, outboundRideId: outbound.id },
    ]);
  });

  it.each([
    [
      "a return date before the trip out",
      { departureDate: dayFromToday(6), departureTime: "17:00" },
      "returnTrip.departureDate",
      ROUND_TRIP_MESSAGES.returnDateBeforeOutbound,
    ],
    // 09:30 + 1 hour 55 mins: 11:25 is the estimated arrival
    [
      "a return leaving at the arrival",
      { departureDate: OUT_DATE, departureTime: "11:25" },
      "returnTrip.departureTime",
      ROUND_TRIP_MESSAGES.returnBeforeArrival,
    ],
    [
      "a return leaving before the trip out",
      { departureDate: OUT_DATE, departureTime: "08:00" },
      "returnTrip.departureTime",
      ROUND_TRIP_MESSAGES.returnBeforeArrival,
    ],
    [
      "a return with no time",
      { departureDate: BACK_DATE, departureTime: "" },
      "returnTrip.departureTime",
      ROUND_TRIP_MESSAGES.returnTimeMissing,
    ],
  ])("refuses %s (400 on its field) and writes nothing", async (_case, returnTrip, field, message) => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    const response = await postRide(app, driver, roundTripBody(returnTrip), `bad-return-${_case.length}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
    expect(await rideCount()).toBe(before);
  });

  it("takes a return leaving right after the arrival on the same day", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(
      app,
      driver,
      roundTripBody({ departureDate: OUT_DATE, departureTime: "11:26" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().returnTrip.departureTime).toBe("11:26");
  });

  it("makes exactly one pair for one Idempotency-Key, however often it is sent", async () => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    const answers = await Promise.all(
      [1, 2, 3].map(() => postRide(app, driver, roundTripBody(), "round-trip-once")),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const [first] = answers.map((answer) => createdRideSchema.parse(answer.json()));
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({ id: first!.id, returnTrip: { id: first!.returnTrip!.id } });
    }
    expect(await rideCount()).toBe(before + 2);
    // the same key for a trip without the return is another request
    const other = await postRide(app, driver, roundTripBody(null), "round-trip-once");
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
  });
});

describe("POST /api/search with a return date", () => {
  it("answers the rides back on the return date beside the rides out, and nothing more without one", async () => {
    const { outbound, back } = await createRoundTrip();
    const out = searchBody("gainesville", "orlando", OUT_DATE);
    const answer = await searchRides(app, { ...out, returnDate: BACK_DATE });
    expect(answer.data.map((ride) => ride.id)).toContain(outbound.id);
    expect(answer.data.find((ride) => ride.id === outbound.id)?.returnRideId).toBe(back.id);
    expect(answer.returnData?.map((ride) => ride.id)).toContain(back.id);
    expect(answer.returnData?.find((ride) => ride.id === back.id)?.outboundRideId).toBe(outbound.id);
    expect(answer.returnSummary?.matchedRides).toBeGreaterThan(0);
    const plain = await searchRides(app, out);
    expect(plain).not.toHaveProperty("returnData");
    expect(plain).not.toHaveProperty("returnSummary");
    // another date back finds no ride back
    const other = await searchRides(app, { ...out, returnDate: dayFromToday(10) });
    expect(other.returnData).toEqual([]);
  });

  it("refuses a return date before the departure date (400)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/search",
      payload: { ...searchBody("gainesville", "orlando", OUT_DATE), returnDate: dayFromToday(6) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      returnDate: ROUND_TRIP_MESSAGES.returnDateBeforeDeparture,
    });
  });
});

/** Both legs asked for and refused with `status` (and `message`): no booking is written. */
async function expectPairRefused(
  rider: Awaited<ReturnType<typeof createSession>>,
  legs: { rideId: string; returnRideId: string },
  status: number,
  message?: string,
) {
  const before = await bookingCount();
  const response = await postBooking(app, rider, { ...legs, seatsRequested: 1 });
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.json().error.message).toBe(message);
  expect(await bookingCount()).toBe(before);
}

describe("POST /api/bookings with a return ride", () => {
  it("requests both legs at once (201), each then approved and cancelled on its own", async () => {
    const { driver, outbound, back } = await createRoundTrip();
    const rider = await createSession(app);
    const response = await postBooking(app, rider, {
      rideId: outbound.id,
      returnRideId: back.id,
      seatsRequested: 2,
      bagsCount: 1,
      notes: "Back on Sunday",
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = createdBookingSchema.parse(response.json());
    expect(booking).toMatchObject({ rideId: outbound.id, status: "pending", seatsRequested: 2 });
    expect(booking.returnBooking).toMatchObject({
      rideId: back.id,
      status: "pending",
      seatsRequested: 2,
      bagsCount: 1,
      notes: "Back on Sunday",
    });
    // the driver sees a request on each leg, and answers them apart
    const approved = await answerBooking(app, driver, booking.id, "approve");
    expect(approved.json().status).toBe("approved");
    const backBooking = await app.inject({
      url: `/api/bookings/${booking.returnBooking!.id}`,
      headers: rider.headers,
    });
    expect(backBooking.json().status).toBe("pending");
    expect((await answerBooking(app, driver, booking.returnBooking!.id, "approve")).json().status).toBe(
      "approved",
    );
    // the rider cancels the way back only: the way out stands
    expect((await answerBooking(app, rider, booking.returnBooking!.id, "cancel")).json().status).toBe(
      "cancelled",
    );
    const out = await app.inject({ url: `/api/bookings/${booking.id}`, headers: rider.headers });
    expect(out.json().status).toBe("approved");
  });

  it("writes nothing when the ride back is full", async () => {
    const { outbound, back } = await createRoundTrip();
    await app.db.update(rides).set({ seatsTaken: 3 }).where(eq(rides.id, back.id));
    await expectPairRefused(
      await createSession(app),
      { rideId: outbound.id, returnRideId: back.id },
      409,
      ROUND_TRIP_MESSAGES.returnLegRefused(BOOKING_MESSAGES.notEnoughSeats),
    );
  });

  it("writes nothing when the ride back's driver blocked the rider", async () => {
    const { outbound } = await createRoundTrip();
    // a ride back by another driver, who blocked the rider
    const other = await createDriverSession(app);
    const otherBack = await createRide(app, other, {
      ...tripBetween("orlando", "gainesville"),
      departureCity: "Orlando, FL",
      destinationCity: "Gainesville, FL",
      departureDate: BACK_DATE,
    });
    const rider = await createSession(app);
    const blocked = await app.inject({
      method: "PUT",
      url: `/api/blocks/${rider.user.id}`,
      headers: other.headers,
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    await expectPairRefused(rider, { rideId: outbound.id, returnRideId: otherBack.id }, 404);
  });

  it("writes nothing when the rider already holds a request on the ride back", async () => {
    const { outbound, back } = await createRoundTrip();
    const rider = await createSession(app);
    expect((await postBooking(app, rider, { rideId: back.id, seatsRequested: 1 })).statusCode).toBe(201);
    await expectPairRefused(
      rider,
      { rideId: outbound.id, returnRideId: back.id },
      409,
      ROUND_TRIP_MESSAGES.returnLegRefused(BOOKING_MESSAGES.alreadyRequested),
    );
  });

  it("refuses a ride back that does not go the other way or leaves first (400)", async () => {
    const { outbound, back } = await createRoundTrip();
    const other = await createDriverSession(app);
    const sameWay = await createRide(app, other, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: BACK_DATE,
    });
    const rider = await createSession(app);
    const before = await bookingCount();
    for (const [rideId, returnRideId, message] of [
      [outbound.id, sameWay.id, ROUND_TRIP_MESSAGES.returnNotOtherWay],
      [back.id, outbound.id, ROUND_TRIP_MESSAGES.returnNotAfter],
      [outbound.id, outbound.id, ROUND_TRIP_MESSAGES.returnSameRide],
    ] as const) {
      const response = await postBooking(app, rider, { rideId, returnRideId, seatsRequested: 1 });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ returnRideId: message });
    }
    expect(await bookingCount()).toBe(before);
  });

  it("makes one pair for one Idempotency-Key", async () => {
    const { outbound, back } = await createRoundTrip();
    const rider = await createSession(app);
    const body = { rideId: outbound.id, returnRideId: back.id, seatsRequested: 1 };
    const first = await postBooking(app, rider, body, "pair-once");
    const again = await postBooking(app, rider, body, "pair-once");
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const [row] = await app.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.riderId, rider.user.id));
    expect(row!.n).toBe(2);
  });
});
