import { expect } from "vitest";
import { dayFromToday, rideBody } from "../trips.ts";
import { statuses, onlyFor, type RouteTable } from "./table.ts";
import type { World } from "./world.ts";

/** A weekly series body at a time of its own (early morning), so no two of one driver overlap. */
let seriesCount = 0;
function seriesBody(startsInDays: number): Record<string, unknown> {
  seriesCount += 1;
  const { departureDate: _date, ...trip } = rideBody({ availableSeats: 4 });
  return {
    ...trip,
    weekdays: [1 + (seriesCount % 7)],
    departureTime: `0${seriesCount % 6}:${String(seriesCount % 60).padStart(2, "0")}`,
    startsOn: dayFromToday(startsInDays),
    endsOn: dayFromToday(startsInDays + 20),
  };
}

/** A new series of the driver's, its trips of the next weeks made. */
async function driversNewSeries(world: World): Promise<string> {
  const response = await world.app.inject({
    method: "POST",
    url: "/api/ride-series",
    headers: world.sessions.driver.headers,
    payload: seriesBody(1),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().series.id;
}

/** Weekly series: drivers' schedules of trips, and riders' requests for all of a series' trips. */
export const rideSeriesTable: RouteTable = {
  "POST /api/ride-series": [
    {
      // a series starting in six weeks: none of its trips overlaps the world's
      request: () => ({ url: "/api/ride-series", payload: seriesBody(42) }),
      expect: statuses(201, { rider: 403, otherRider: 403, admin: 403 }),
    },
  ],
  "GET /api/ride-series/mine": [
    {
      request: () => ({ url: "/api/ride-series/mine" }),
      expect: statuses(200, { rider: 403, otherRider: 403, admin: 403 }),
    },
  ],
  "GET /api/ride-series/:id": [
    {
      object: "the driver's series (anyone signed in sees it)",
      prepare: driversNewSeries,
      request: (_w, _actor, seriesId: string) => ({ url: `/api/ride-series/${seriesId}` }),
      expect: statuses(200),
    },
  ],
  "PATCH /api/ride-series/:id": [
    {
      object: "the driver's series",
      prepare: driversNewSeries,
      request: (_w, _actor, seriesId: string) => ({
        url: `/api/ride-series/${seriesId}`,
        payload: { notes: "Meet at the Reitz Union bus loop" },
      }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  "POST /api/ride-series/:id/cancel": [
    {
      object: "the driver's series",
      prepare: driversNewSeries,
      request: (_w, _actor, seriesId: string) => ({ url: `/api/ride-series/${seriesId}/cancel` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  "POST /api/ride-series/:id/requests": [
    {
      object: "the driver's series: every rider may ask for its trips (both too, not its own)",
      prepare: driversNewSeries,
      request: (_w, _actor, seriesId: string) => ({
        url: `/api/ride-series/${seriesId}/requests`,
        payload: { seatsRequested: 1, bagsCount: 0 },
      }),
      expect: statuses(201, { driver: 403, otherDriver: 403 }),
    },
  ],
};
