import { rideAlertSchema, type RideAlert } from "@campusride/shared/schemas/ride-alerts";
import { expect } from "vitest";
import type { App } from "../../src/app.ts";
import { PLACES } from "./search.ts";
import type { TestSession } from "./session.ts";

type Place = keyof typeof PLACES;

/** A POST /api/ride-alerts body from one place to another on `date`; override any field. */
export function alertBody(from: Place, to: Place, date: string, overrides: Record<string, unknown> = {}) {
  return {
    originLat: PLACES[from].lat,
    originLng: PLACES[from].lng,
    destinationLat: PLACES[to].lat,
    destinationLng: PLACES[to].lng,
    originAddress: `${from}, FL`.replace(/^./, (first) => first.toUpperCase()),
    destinationAddress: `${to}, FL`.replace(/^./, (first) => first.toUpperCase()),
    departureDate: date,
    passengers: 1,
    ...overrides,
  };
}

export function postAlert(app: App, session: TestSession | undefined, body: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/ride-alerts",
    headers: session?.headers ?? {},
    payload: body as object,
  });
}

/** An alert that must be saved (201). */
export async function saveAlert(app: App, session: TestSession, body: unknown): Promise<RideAlert> {
  const response = await postAlert(app, session, body);
  expect(response.statusCode, response.body).toBe(201);
  return rideAlertSchema.parse(response.json());
}
