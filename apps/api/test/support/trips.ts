import { randomUUID } from "node:crypto";
import { addDaysLocal, departureInstant, todayLocal } from "@campusride/shared/domain/local-time";
import { IDEMPOTENCY_KEY_HEADER } from "@campusride/shared/schemas/idempotency";
import type { CreateRideInput, DriverRide } from "@campusride/shared/schemas/rides";
import type { Booking } from "@campusride/shared/schemas/bookings";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { driverLicenses, profiles, rides } from "../../src/db/schema/index.ts";
import { driverCar } from "./accounts.ts";
import { PDF } from "./license-files.ts";
import { createSession, type TestSession } from "./session.ts";

/** A date `days` from today in America/New_York. */
export function dayFromToday(days: number): string {
  return addDaysLocal(todayLocal(), days);
}

/**
 * Time passes: the trip now leaves at `date` `time` (its past, for a trip that has left).
 * The API refuses a departure in the past, so this writes the row.
 */
export async function moveDeparture(app: App, rideId: string, date: string, time = "10:00"): Promise<void> {
  await app.db
    .update(rides)
    .set({ departureDate: date, departureTime: time, departureAt: departureInstant(date, time) })
    .where(eq(rides.id, rideId));
}

/** A driver with a car and a license (a PDF) an admin has verified: one who may offer rides. */
export async function createDriverSession(
  app: App,
  overrides: Record<string, unknown> = {},
): Promise<TestSession> {
  const driver = await createSession(app, { userType: "driver", ...driverCar, ...overrides });
  const storageKey = `licenses/${randomUUID()}.pdf`;
  await app.storage.put(storageKey, PDF);
  await app.db.insert(driverLicenses).values({
    userId: driver.user.id,
    storageKey,
    contentType: "application/pdf",
    sizeBytes: 1000,
    status: "verified",
    reviewedAt: new Date(),
  });
  await app.db.update(profiles).set({ driverLicenseVerified: true }).where(eq(profiles.id, driver.user.id));
  return driver;
}

/** A valid POST /api/rides body: Gainesville → Orlando a week from now; override any field. */
export function rideBody(
  overrides: Partial<Record<keyof CreateRideInput, unknown>> = {},
): Record<string, unknown> {
  return {
    departureCity: "Gainesville, FL",
    destinationCity: "Orlando, FL",
    departureDate: dayFromToday(7),
    departureTime: "09:30",
    availableSeats: 3,
    pricePerSeatCents: 2500,
    notes: "Leaving from Reitz Union",
    distance: 115,
    timeLength: "1 hour 55 mins",
    ...overrides,
  };
}

export function postRide(app: App, session: TestSession | undefined, body: unknown, idempotencyKey?: string) {
  return app.inject({
    method: "POST",
    url: "/api/rides",
    headers: {
      ...(session?.headers ?? {}),
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    },
    payload: body as object,
  });
}

/** Creates a ride through the API (201) and returns it. */
export async function createRide(
  app: App,
  driver: TestSession,
  overrides: Parameters<typeof rideBody>[0] = {},
): Promise<DriverRide> {
  const response = await postRide(app, driver, rideBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export function postBooking(
  app: App,
  session: TestSession | undefined,
  body: unknown,
  idempotencyKey?: string,
) {
  return app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: {
      ...(session?.headers ?? {}),
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    },
    payload: body as object,
  });
}

/** A rider's pending request through the API (201). */
export async function requestSeats(
  app: App,
  rider: TestSession,
  rideId: string,
  seatsRequested = 1,
  extra: Record<string, unknown> = {},
): Promise<Booking> {
  const response = await postBooking(app, rider, { rideId, seatsRequested, bagsCount: 1, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** POST /api/bookings/:id/{approve,reject,cancel} as `session`. */
export function answerBooking(
  app: App,
  session: TestSession,
  bookingId: string,
  action: "approve" | "reject" | "cancel",
) {
  return app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/${action}`,
    headers: session.headers,
  });
}

/** The driver moves their trip to another time (PATCH /api/rides/:id, 200). */
export async function changeDepartureTime(app: App, driver: TestSession, rideId: string, time: string) {
  const response = await app.inject({
    method: "PATCH",
    url: `/api/rides/${rideId}`,
    headers: driver.headers,
    payload: { departureTime: time },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The driver cancels their trip (POST /api/rides/:id/cancel, 200). */
export async function cancelTrip(app: App, driver: TestSession, rideId: string) {
  const response = await app.inject({
    method: "POST",
    url: `/api/rides/${rideId}/cancel`,
    headers: driver.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}
