import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { expect } from "vitest";
import { createSession } from "../session.ts";
import { completeTrip } from "../payments.ts";
import { answerBooking, createRide, dayFromToday, moveDeparture, requestSeats } from "../trips.ts";
import type { World } from "./world.ts";

/** A new upcoming trip of the driver's (a departure time of its own, so no two collide). */
let tripCount = 0;
export async function driversNewTrip(world: World, womenOnly = false): Promise<string> {
  tripCount += 1;
  const minutes = String(tripCount % 60).padStart(2, "0");
  const ride = await createRide(world.app, world.sessions.driver, {
    departureDate: dayFromToday(10 + Math.floor(tripCount / 60)),
    departureTime: `1${tripCount % 10}:${minutes}`,
    availableSeats: 4,
    ...(womenOnly ? { preferences: { ...DEFAULT_TRIP_PREFERENCES, womenOnly } } : {}),
  });
  return ride.id;
}

/** A new rider's pending request on a new women-only trip of the driver's (she asks for women-only trips). */
export async function womenOnlyPendingRequest(world: World): Promise<{ rideId: string; bookingId: string }> {
  const rideId = await driversNewTrip(world, true);
  const rider = await createSession(world.app, { womenOnlyTrips: true });
  const booking = await requestSeats(world.app, rider, rideId);
  expect(booking.status).toBe("pending");
  return { rideId, bookingId: booking.id };
}

/** The other rider's pending request on a new trip of the driver's. */
export async function otherRidersPendingRequest(
  world: World,
): Promise<{ rideId: string; bookingId: string }> {
  const rideId = await driversNewTrip(world);
  const booking = await requestSeats(world.app, world.sessions.otherRider, rideId);
  expect(booking.status).toBe("pending");
  return { rideId, bookingId: booking.id };
}

/** The other rider's approved seat on a trip of the driver's that left yesterday (not yet completed). */
export async function otherRidersSeatOnTripThatLeft(
  world: World,
): Promise<{ rideId: string; bookingId: string }> {
  const { rideId, bookingId } = await otherRidersPendingRequest(world);
  expect((await answerBooking(world.app, world.sessions.driver, bookingId, "approve")).statusCode).toBe(200);
  await moveDeparture(world.app, rideId, dayFromToday(-1));
  return { rideId, bookingId };
}

/** The other rider's approved seat on the driver's trip that left yesterday and was completed. */
export async function otherRidersCompletedTrip(world: World): Promise<{ rideId: string; bookingId: string }> {
  const seat = await otherRidersPendingRequest(world);
  expect((await answerBooking(world.app, world.sessions.driver, seat.bookingId, "approve")).statusCode).toBe(
    200,
  );
  await completeTrip(world.app, world.sessions.driver, seat.rideId);
  return seat;
}

/** The other rider's seat on the driver's trip that left yesterday, marked a no-show by the driver. */
export async function otherRidersNoShow(world: World): Promise<{ rideId: string; bookingId: string }> {
  const seat = await otherRidersSeatOnTripThatLeft(world);
  const marked = await world.app.inject({
    method: "POST",
    url: `/api/bookings/${seat.bookingId}/no-show`,
    headers: world.sessions.driver.headers,
  });
  expect(marked.statusCode, marked.body).toBe(200);
  return seat;
}

/** The other rider's open dispute of a no-show on the driver's trip: the report's id. */
export async function otherRidersNoShowDispute(world: World): Promise<string> {
  const { bookingId } = await otherRidersNoShow(world);
  const disputed = await world.app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/no-show/dispute`,
    headers: world.sessions.otherRider.headers,
    payload: { reason: "I waited at the pickup" },
  });
  expect(disputed.statusCode, disputed.body).toBe(201);
  return disputed.json().id as string;
}
