import type { CreateReviewInput } from "@campusride/shared/schemas/reviews";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { createSession, type TestSession } from "./session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  requestSeats,
} from "./trips.ts";

export interface TripWithRiders {
  rideId: string;
  driver: TestSession;
  riders: TestSession[];
}

/**
 * A trip whose riders' seats the driver approved, then left `daysAgo` days ago; completed
 * by its driver unless `complete` is false. The API refuses a past departure, so the
 * departure is moved once the seats are confirmed.
 */
export async function tripWithRiders(
  app: App,
  { riders: count = 1, daysAgo = 1, complete = true } = {},
): Promise<TripWithRiders> {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { availableSeats: Math.max(count, 1) });
  const riders: TestSession[] = [];
  for (let n = 0; n < count; n += 1) {
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    riders.push(rider);
  }
  await moveDeparture(app, ride.id, dayFromToday(-daysAgo));
  if (complete) {
    const done = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/complete`,
      headers: driver.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  return { rideId: ride.id, driver, riders };
}

export function postReview(
  app: App,
  author: TestSession,
  rideId: string,
  body: Partial<CreateReviewInput> & { subjectId: string },
) {
  return app.inject({
    method: "POST",
    url: `/api/rides/${rideId}/reviews`,
    headers: author.headers,
    payload: { rating: 5, tags: [], ...body },
  });
}

/** A review that must be accepted (201). */
export async function review(
  app: App,
  author: TestSession,
  rideId: string,
  body: Partial<CreateReviewInput> & { subjectId: string },
) {
  const response = await postReview(app, author, rideId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export function getJson(app: App, session: TestSession, url: string) {
  return app.inject({ method: "GET", url, headers: session.headers });
}
