import type { SearchResponse } from "@campusride/shared/schemas/search";
import { afterAll, expect } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { createTestApp, testConfig } from "./app.ts";
import { workerDatabase } from "./database.ts";
import { createDriverSession, createRide } from "./trips.ts";
import { capturedLogger } from "./captured-log.ts";

/** City centres the search tests travel between. */
export const PLACES = {
  gainesville: { lat: 29.6516, lng: -82.3248 },
  ocala: { lat: 29.1872, lng: -82.1401 },
  orlando: { lat: 28.5384, lng: -81.3789 },
  jacksonville: { lat: 30.3322, lng: -81.6557 },
  stAugustine: { lat: 29.9012, lng: -81.3124 },
  miami: { lat: 25.7617, lng: -80.1918 },
  fortLauderdale: { lat: 26.1224, lng: -80.1373 },
} as const;

type Place = keyof typeof PLACES;

/** POST /api/rides fields locating a trip from one place to another. */
export function tripBetween(from: Place, to: Place) {
  return {
    originLat: PLACES[from].lat,
    originLng: PLACES[from].lng,
    destinationLat: PLACES[to].lat,
    destinationLng: PLACES[to].lng,
  };
}

/** A search payload from one place to another on `date`; override any field. */
export function searchBody(from: Place, to: Place, date: string, overrides: Record<string, unknown> = {}) {
  return {
    originLat: PLACES[from].lat,
    originLng: PLACES[from].lng,
    destinationLat: PLACES[to].lat,
    destinationLng: PLACES[to].lng,
    passengers: 1,
    departureDate: date,
    ...overrides,
  };
}

export function postSearch(app: App, body: unknown, headers: Record<string, string | undefined> = {}) {
  return app.inject({ method: "POST", url: "/api/search", payload: body as object, headers });
}

/** A search that must succeed (200): its answer. */
export async function searchRides(app: App, body: unknown): Promise<SearchResponse> {
  const response = await postSearch(app, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The ids a search returns, in order. */
export async function foundIds(app: App, body: unknown): Promise<string[]> {
  return (await searchRides(app, body)).data.map((ride) => ride.id);
}

/** A new driver and their Gainesville → Orlando trip on `date`, through the API. */
export async function driverWithOrlandoRide(
  app: App,
  date: string,
  overrides: Parameters<typeof createRide>[2] = {},
) {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, {
    ...tripBetween("gainesville", "orlando"),
    departureDate: date,
    ...overrides,
  });
  return { driver, ride };
}

/**
 * Two API instances on the worker's database (PostgreSQL with TEST_DB=postgres, else one
 * PGlite): B never hears of A's changes in-process, only through the database's NOTIFY.
 * `configOverrides` apply to both (e.g. the SMTP server they send through).
 */
export async function twoInstances(
  configOverrides: Record<string, string> = {},
): Promise<{ instanceA: App; instanceB: App }> {
  const instanceA = await createTestApp(configOverrides);
  const database = await workerDatabase();
  const instanceB = await buildApp({
    config: testConfig(configOverrides),
    database: { ...database, close: async () => {} },
    logger: capturedLogger(),
  });
  await instanceB.ready();
  afterAll(() => instanceB.close());
  return { instanceA, instanceB };
}
