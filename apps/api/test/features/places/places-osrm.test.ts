import { MAPS_MESSAGES, routeErrorMessage } from "@campusride/shared/messages";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { startMapsStandIn } from "../../support/maps-stand-in.ts";

// OSRM for routes (places stay offline), played by a local stand-in speaking OSRM's
// HTTP API v1.
const standIn = await startMapsStandIn();
const app = await createTestApp({
  OSRM_URL: `${standIn.url}/osrm/`,
  MAPS_TIMEOUT_MS: "300",
  MAPS_RETRY_BASE_MS: "5",
});

const ROUTE_PATH = "/osrm/route/v1/driving/";
const ROUTE_URL = "/api/routes?from=city:4156404&to=city:4167147"; // Gainesville → Orlando

let nextIp = 1;
async function get(url: string) {
  const response = await app.inject({ method: "GET", url, remoteAddress: `10.6.0.${nextIp++ % 250}` });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

beforeEach(async () => {
  standIn.reset();
  await app.db.execute(sql`delete from route_cache`);
});

describe("OSRM /route/v1/driving", () => {
  it("routes lng,lat;lng,lat and reads meters, seconds and the polyline", async () => {
    standIn.on("GET", ROUTE_PATH, () => ({
      status: 200,
      json: {
        code: "Ok",
        routes: [
          {
            geometry: "oiy`Dhuo{NnkFm~D",
            legs: [{ steps: [], summary: "", weight: 7020.1, duration: 6911.4, distance: 182_340.2 }],
            weight_name: "routability",
            weight: 7020.1,
            duration: 6911.4,
            distance: 182_340.2,
          },
        ],
        waypoints: [
          { hint: "abc", distance: 4.2, name: "University Avenue", location: [-82.32483, 29.65163] },
          { hint: "def", distance: 3.1, name: "Orange Avenue", location: [-81.37924, 28.53834] },
        ],
      },
    }));
    const body = (await get(ROUTE_URL)).json();
    expect(body).toMatchObject({
      distance: { text: "113 mi", value: 113 },
      duration: { text: "1 hour 55 mins", value: 6911 },
      polyline: "oiy`Dhuo{NnkFm~D",
      estimated: false,
      source: "osrm",
    });
    const [request] = standIn.requestsTo(ROUTE_PATH);
    expect(request?.path).toBe("/osrm/route/v1/driving/-82.32483,29.65163;-81.37924,28.53834");
    expect(request?.query.get("geometries")).toBe("polyline");
    // cached: a second lookup does not call OSRM
    await get(ROUTE_URL);
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(1);
  });

  it("keeps places offline", async () => {
    const body = (await get("/api/places/autocomplete?q=Gaines")).json();
    expect(body.results[0].address).toBe("Gainesville, FL, USA");
    expect(standIn.requests).toHaveLength(0);
  });

  it("shows the 1.3× estimate for NoRoute and TooBig, without retrying", async () => {
    standIn.on("GET", ROUTE_PATH, () => ({
      status: 400,
      json: { code: "NoRoute", message: "Impossible route between points" },
    }));
    const none = (await get(ROUTE_URL)).json();
    expect(none.error).toBe(MAPS_MESSAGES.zeroResults);
    expect(none.distance.value).toBe(125);
    expect(none.estimated).toBe(true);
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(1);

    standIn.reset();
    standIn.on("GET", ROUTE_PATH, () => ({
      status: 400,
      json: { code: "TooBig", message: "Too many table coordinates" },
    }));
    expect((await get(ROUTE_URL)).json().error).toBe(MAPS_MESSAGES.routeTooLong);
  });

  it("does not retry InvalidQuery or 403, and says so", async () => {
    standIn.on("GET", ROUTE_PATH, () => ({
      status: 400,
      json: { code: "InvalidQuery", message: "Query string malformed close to position 28" },
    }));
    const invalid = (await get(ROUTE_URL)).json();
    expect(invalid.error).toBe(routeErrorMessage(MAPS_MESSAGES.routesFailed));
    // the fixed pair still gives the distance
    expect(invalid.distance.value).toBe(115);
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(1);

    standIn.reset();
    standIn.on("GET", ROUTE_PATH, () => ({ status: 403, text: "Forbidden" }));
    expect((await get(ROUTE_URL)).json().error).toBe(MAPS_MESSAGES.requestDenied);
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(1);
  });

  it("retries 429, garbage and timeouts three times", async () => {
    standIn.on("GET", ROUTE_PATH, () => ({ status: 429, text: "Too Many Requests" }));
    expect((await get(ROUTE_URL)).json().error).toBe(MAPS_MESSAGES.quotaExceeded);
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(4);

    standIn.reset();
    standIn.on("GET", ROUTE_PATH, () => ({ status: 200, text: "not json" }));
    expect((await get(ROUTE_URL)).json().error).toBe(routeErrorMessage(MAPS_MESSAGES.routesFailed));
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(4);

    standIn.reset();
    standIn.on("GET", ROUTE_PATH, () => "hang");
    const hung = (await get(ROUTE_URL)).json();
    expect(hung.error).toBe(MAPS_MESSAGES.network);
    expect(hung.distance.value).toBe(115);
    expect(standIn.requestsTo(ROUTE_PATH)).toHaveLength(4);
  });
});
