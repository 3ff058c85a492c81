import { startConversationResponseSchema } from "@campusride/shared/schemas/conversations";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import type { TestSession } from "./session.ts";
import { createSession } from "./session.ts";
import { createDriverSession, createRide } from "./trips.ts";

/** POST /api/rides/:rideId/messages as `session`: a question to the ride's driver. */
export function askDriver(app: App, session: TestSession, rideId: string, body: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/rides/${rideId}/messages`,
    headers: session.headers,
    payload: { body },
  });
}

/** POST /api/conversations/:id/messages as `session`. */
export function postMessage(app: App, session: TestSession, conversationId: string, body: unknown) {
  return app.inject({
    method: "POST",
    url: `/api/conversations/${conversationId}/messages`,
    headers: session.headers,
    payload: { body },
  });
}

/** A driver's trip (Dana) and a rider (Sam) who asked the driver `question` about it (201). */
export async function askedRide(
  app: App,
  question: string,
  phones: { driver?: string; rider?: string } = {},
) {
  const driver = await createDriverSession(app, {
    firstName: "Dana",
    lastName: "Driver",
    ...(phones.driver ? { phone: phones.driver } : {}),
  });
  const ride = await createRide(app, driver);
  const rider = await createSession(app, {
    firstName: "Sam",
    lastName: "Rider",
    ...(phones.rider ? { phone: phones.rider } : {}),
  });
  const response = await askDriver(app, rider, ride.id, question);
  expect(response.statusCode, response.body).toBe(201);
  const started = startConversationResponseSchema.parse(response.json());
  return { driver, ride, rider, conversationId: started.conversation.id, started };
}
