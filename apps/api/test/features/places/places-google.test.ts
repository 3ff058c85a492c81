import { MAPS_MESSAGES, routeErrorMessage } from "@campusride/shared/messages";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { startMapsStandIn, type Reply } from "../../support/maps-stand-in.ts";

// Google Places (New), Geocoding and Routes, played by a local stand-in that answers in
// the documented formats. Short timeout and retry delay keep failures fast.
const API_KEY = "test-key-never-shown";
const standIn = await startMapsStandIn();
const app = await createTestApp({
  GOOGLE_MAPS_API_KEY: API_KEY,
  GOOGLE_MAPS_BASE_URL: standIn.url,
  MAPS_TIMEOUT_MS: "300",
  MAPS_RETRY_BASE_MS: "5",
});

const GAINESVILLE = { lat: 29.65163, lng: -82.32483 };
const ORLANDO = { lat: 28.53834, lng: -81.37924 };
const ROUTE_URL = `/api/routes?from=${GAINESVILLE.lat},${GAINESVILLE.lng}&to=${ORLANDO.lat},${ORLANDO.lng}`;
const COMPUTE_ROUTES = "/directions/v2:computeRoutes";

let nextIp = 1;
async function get(url: string) {
  const response = await app.inject({ method: "GET", url, remoteAddress: `10.5.0.${nextIp++ % 250}` });
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.body).not.toContain(API_KEY);
  return response;
}

const googleError = (code: number, status: string, message: string): Reply => ({
  status: code,
  json: { error: { code, message, status } },
});

const ucfPlace = {
  id: "ChIJucfCampus123",
  displayName: { text: "University of Central Florida", languageCode: "en" },
  formattedAddress: "4000 Central Florida Blvd, Orlando, FL 32816, USA",
  location: { latitude: 28.6024274, longitude: -81.2000599 },
  viewport: {
    low: { latitude: 28.58, longitude: -81.21 },
    high: { latitude: 28.61, longitude: -81.19 },
  },
  addressComponents: [
    { longText: "Orlando", shortText: "Orlando", types: ["locality", "political"], languageCode: "en" },
    {
      longText: "Florida",
      shortText: "FL",
      types: ["administrative_area_level_1", "political"],
      languageCode: "en",
    },
    { longText: "United States", shortText: "US", types: ["country", "political"], languageCode: "en" },
  ],
};

beforeEach(async () => {
  standIn.reset();
  await app.db.execute(sql`delete from route_cache`);
});

describe("Google Places (New)", () => {
  it("autocompletes from the server with the key in a header, US only", async () => {
    standIn.on("POST", "/v1/places:autocomplete", () => ({
      status: 200,
      json: {
        suggestions: [
          {
            placePrediction: {
              place: "places/ChIJgainesville",
              placeId: "ChIJgainesville",
              text: { text: "Gainesville, FL, USA", matches: [{ endOffset: 6 }] },
              structuredFormat: {
                mainText: { text: "Gainesville", matches: [{ endOffset: 6 }] },
                secondaryText: { text: "FL, USA" },
              },
              types: ["locality", "political", "geocode"],
            },
          },
          { queryPrediction: { text: { text: "gainesville restaurants" } } },
        ],
      },
    }));
    const response = await get("/api/places/autocomplete?q=Gaines&session=abc-123");
    expect(response.json()).toEqual({
      results: [
        {
          placeId: "ChIJgainesville",
          name: "Gainesville",
          address: "Gainesville, FL, USA",
          lat: null,
          lng: null,
        },
      ],
    });
    const [request] = standIn.requestsTo("/v1/places:autocomplete");
    expect(request?.headers["x-goog-api-key"]).toBe(API_KEY);
    expect(request?.headers["x-goog-fieldmask"]).toBeDefined();
    expect(request?.body).toMatchObject({
      input: "Gaines",
      sessionToken: "abc-123",
      languageCode: "en",
      includedRegionCodes: ["us"],
    });
    expect(
      (request?.body as { includedPrimaryTypes: string[] }).includedPrimaryTypes.length,
    ).toBeLessThanOrEqual(5);
  });

  it("falls back to the offline gazetteer with a warning when the key is refused (403)", async () => {
    standIn.on("POST", "/v1/places:autocomplete", () =>
      googleError(
        403,
        "PERMISSION_DENIED",
        "Places API (New) has not been used in project 1 before or it is disabled.",
      ),
    );
    const body = (await get("/api/places/autocomplete?q=Gaines")).json();
    expect(body.warning).toBe(MAPS_MESSAGES.placesAuthFailed);
    expect(body.results[0].address).toBe("Gainesville, FL, USA");
    // permission errors are never retried
    expect(standIn.requestsTo("/v1/places:autocomplete")).toHaveLength(1);
  });

  it("retries a 429 three times, then falls back with a warning", async () => {
    standIn.on("POST", "/v1/places:autocomplete", () =>
      googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded."),
    );
    const body = (await get("/api/places/autocomplete?q=Orlan")).json();
    expect(body.warning).toBe(MAPS_MESSAGES.placesUnavailable);
    expect(body.results[0].address).toBe("Orlando, FL, USA");
    expect(standIn.requestsTo("/v1/places:autocomplete")).toHaveLength(4);
  });

  it("treats garbage and a hang as unavailable, without hanging itself", async () => {
    standIn.on("POST", "/v1/places:searchText", () => ({
      status: 200,
      text: "<html>Service Unavailable</html>",
    }));
    const garbage = (await get("/api/places/search?q=Tampa")).json();
    expect(garbage.warning).toBe(MAPS_MESSAGES.placesUnavailable);
    expect(garbage.results[0].address).toBe("Tampa, FL, USA");

    standIn.on("POST", "/v1/places:searchNearby", () => "hang");
    const started = Date.now();
    const hung = (await get("/api/places/nearby?lat=29.65&lng=-82.32")).json();
    expect(hung.warning).toBe(MAPS_MESSAGES.placesUnavailable);
    expect(standIn.requestsTo("/v1/places:searchNearby")).toHaveLength(4);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("reads place details with a field mask", async () => {
    standIn.on("GET", "/v1/places/ChIJucfCampus123", () => ({ status: 200, json: ucfPlace }));
    const body = (await get("/api/places/ChIJucfCampus123")).json();
    expect(body).toEqual({
      place: {
        placeId: "ChIJucfCampus123",
        name: "University of Central Florida",
        address: "4000 Central Florida Blvd, Orlando, FL 32816, USA",
        lat: 28.6024274,
        lng: -81.2000599,
      },
    });
    const [request] = standIn.requestsTo("/v1/places/ChIJucfCampus123");
    expect(request?.headers["x-goog-fieldmask"]).toBe(
      "id,displayName,formattedAddress,location,viewport,addressComponents",
    );
  });

  it("answers 404 for an id Google does not know, 400 for a place outside the US", async () => {
    standIn.on("GET", "/v1/places/ChIJmissing", () =>
      googleError(404, "NOT_FOUND", "The place ID 'ChIJmissing' is not found."),
    );
    const missing = await get("/api/places/ChIJmissing");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MAPS_MESSAGES.placeNotFound);
    expect(standIn.requestsTo("/v1/places/ChIJmissing")).toHaveLength(1);

    standIn.on("GET", "/v1/places/ChIJtoronto", () => ({
      status: 200,
      json: {
        ...ucfPlace,
        id: "ChIJtoronto",
        location: { latitude: 43.6532, longitude: -79.3832 },
        addressComponents: [{ longText: "Canada", shortText: "CA", types: ["country", "political"] }],
      },
    }));
    const abroad = await get("/api/places/ChIJtoronto");
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error.message).toBe(MAPS_MESSAGES.outsideUs);
  });

  it("still serves offline ids when Google is configured", async () => {
    const body = (await get("/api/places/campus:ufl")).json();
    expect(body.place.name).toBe("University of Florida");
    expect(standIn.requests).toHaveLength(0);
  });

  it("reports place details as unavailable when Google answers garbage", async () => {
    standIn.on("GET", "/v1/places/ChIJbroken", () => ({ status: 200, json: { id: "ChIJbroken" } }));
    expect((await get("/api/places/ChIJbroken")).json()).toEqual({
      place: null,
      warning: MAPS_MESSAGES.placesUnavailable,
    });
  });

  it("searches text (10) and nearby (20, default types) with the documented bodies", async () => {
    standIn.on("POST", "/v1/places:searchText", () => ({ status: 200, json: { places: [ucfPlace] } }));
    standIn.on("POST", "/v1/places:searchNearby", () => ({ status: 200, json: {} }));
    expect((await get("/api/places/search?q=UCF")).json().results[0].placeId).toBe("ChIJucfCampus123");
    expect((await get("/api/places/nearby?lat=28.6&lng=-81.2")).json()).toEqual({ results: [] });
    expect(standIn.requestsTo("/v1/places:searchText")[0]?.body).toMatchObject({
      textQuery: "UCF",
      pageSize: 10,
      regionCode: "us",
    });
    expect(standIn.requestsTo("/v1/places:searchNearby")[0]?.body).toEqual({
      includedTypes: ["restaurant", "gas_station", "university"],
      maxResultCount: 20,
      languageCode: "en",
      regionCode: "us",
      locationRestriction: { circle: { center: { latitude: 28.6, longitude: -81.2 }, radius: 5000 } },
    });
  });
});

describe("Google Places: US only", () => {
  it("drops places outside the US from text search, and refuses a nearby search abroad", async () => {
    const eiffel = {
      ...ucfPlace,
      id: "ChIJeiffel",
      displayName: { text: "Eiffel Tower", languageCode: "en" },
      formattedAddress: "Av. Gustave Eiffel, 75007 Paris, France",
      location: { latitude: 48.8584, longitude: 2.2945 },
      addressComponents: [{ longText: "France", shortText: "FR", types: ["country", "political"] }],
    };
    standIn.on("POST", "/v1/places:searchText", () => ({
      status: 200,
      json: { places: [eiffel, ucfPlace] },
    }));
    const found = (await get("/api/places/search?q=tower")).json();
    expect(found.results.map((place: { placeId: string }) => place.placeId)).toEqual(["ChIJucfCampus123"]);

    standIn.on("POST", "/v1/places:searchNearby", () => ({ status: 200, json: { places: [eiffel] } }));
    const abroad = await get("/api/places/nearby?lat=48.8584&lng=2.2945");
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error.message).toBe(MAPS_MESSAGES.outsideUs);
    expect(standIn.requestsTo("/v1/places:searchNearby")).toHaveLength(0);
  });
});

describe("Google Geocoding", () => {
  it("geocodes by address and reads status values", async () => {
    standIn.on("GET", "/maps/api/geocode/json", (request) =>
      request.query.get("address") === "nowhere at all"
        ? { status: 200, json: { results: [], status: "ZERO_RESULTS" } }
        : {
            status: 200,
            json: {
              status: "OK",
              results: [
                {
                  place_id: "ChIJtampa",
                  formatted_address: "Tampa, FL, USA",
                  geometry: { location: { lat: 27.9506, lng: -82.4572 }, location_type: "APPROXIMATE" },
                  address_components: [
                    { long_name: "Tampa", short_name: "Tampa", types: ["locality", "political"] },
                    { long_name: "United States", short_name: "US", types: ["country", "political"] },
                  ],
                  types: ["locality", "political"],
                },
              ],
            },
          },
    );
    const found = (await get("/api/places/geocode?address=Tampa")).json();
    expect(found.place).toEqual({
      placeId: "ChIJtampa",
      name: "Tampa",
      address: "Tampa, FL, USA",
      lat: 27.9506,
      lng: -82.4572,
    });
    const request = standIn.requestsTo("/maps/api/geocode/json")[0];
    expect(request?.query.get("key")).toBe(API_KEY);
    expect(request?.query.get("components")).toBe("country:US");
    expect((await get("/api/places/geocode?address=nowhere%20at%20all")).statusCode).toBe(404);
  });

  it("falls back to the gazetteer on REQUEST_DENIED without retrying", async () => {
    standIn.on("GET", "/maps/api/geocode/json", () => ({
      status: 200,
      json: { error_message: "The provided API key is invalid.", results: [], status: "REQUEST_DENIED" },
    }));
    const body = (await get("/api/places/geocode?address=Gainesville,%20FL")).json();
    expect(body.place.address).toBe("Gainesville, FL, USA");
    expect(standIn.requestsTo("/maps/api/geocode/json")).toHaveLength(1);
  });
});

describe("Google Routes computeRoutes", () => {
  const okRoute: Reply = {
    status: 200,
    json: {
      routes: [
        { distanceMeters: 185_075, duration: "6843s", polyline: { encodedPolyline: "_p~iF~ps|U_ulLnnqC" } },
      ],
    },
  };

  it("asks for DRIVE, traffic-aware, imperial with a field mask, and converts meters to miles", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => okRoute);
    const body = (await get(ROUTE_URL)).json();
    expect(body).toMatchObject({
      distance: { text: "115 mi", value: 115 },
      duration: { text: "1 hour 54 mins", value: 6843 },
      polyline: "_p~iF~ps|U_ulLnnqC",
      estimated: false,
      source: "google",
      price: { driverPriceCents: 1419, riderPriceCents: 1987 },
    });
    expect(body.error).toBeUndefined();
    const [request] = standIn.requestsTo(COMPUTE_ROUTES);
    expect(request?.headers["x-goog-api-key"]).toBe(API_KEY);
    expect(request?.headers["x-goog-fieldmask"]).toBe(
      "routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline",
    );
    expect(request?.body).toMatchObject({
      origin: { location: { latLng: { latitude: GAINESVILLE.lat, longitude: GAINESVILLE.lng } } },
      destination: { location: { latLng: { latitude: ORLANDO.lat, longitude: ORLANDO.lng } } },
      travelMode: "DRIVE",
      routingPreference: "TRAFFIC_AWARE",
      units: "IMPERIAL",
    });
  });

  it("caches a route for 24 hours in the database", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => okRoute);
    await get(ROUTE_URL);
    const again = (await get(ROUTE_URL)).json();
    expect(again.distance.value).toBe(115);
    expect(again.polyline).toBe("_p~iF~ps|U_ulLnnqC");
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(1);
    const { rows } = (await app.db.execute(
      sql`select provider, extract(epoch from expires_at - created_at) as ttl from route_cache`,
    )) as unknown as { rows: Array<{ provider: string; ttl: string }> };
    expect(rows).toEqual([{ provider: "google", ttl: expect.anything() }]);
    expect(Number(rows[0]?.ttl)).toBe(24 * 60 * 60);
    // an expired entry is not used
    await app.db.execute(sql`update route_cache set expires_at = now() - interval '1 second'`);
    await get(ROUTE_URL);
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(2);
  });

  it("shows the 1.3× estimate with 'No route found…' for an empty answer", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => ({ status: 200, json: {} }));
    const body = (await get(ROUTE_URL)).json();
    expect(body.error).toBe(MAPS_MESSAGES.zeroResults);
    expect(body.estimated).toBe(true);
    expect(body.distance.value).toBe(125); // 95.8 straight miles × 1.3
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(1);
  });

  it("shows the 1.3× estimate for a route too long", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => googleError(400, "INVALID_ARGUMENT", "Route too long."));
    const body = (await get(ROUTE_URL)).json();
    expect(body.error).toBe(MAPS_MESSAGES.routeTooLong);
    expect(body.distance.value).toBe(125);
  });

  it("maps 403 to request denied, 400 to a route error, neither retried", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () =>
      googleError(403, "PERMISSION_DENIED", "Routes API has not been enabled."),
    );
    const denied = (await get(ROUTE_URL)).json();
    expect(denied.error).toBe(MAPS_MESSAGES.requestDenied);
    expect(denied.estimated).toBe(true);
    // the offline measure: two points in Gainesville and Orlando meet the fixed city pair
    expect(denied.distance.value).toBe(115);
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(1);

    standIn.reset();
    standIn.on("POST", COMPUTE_ROUTES, () =>
      googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload received."),
    );
    const invalid = (await get(ROUTE_URL)).json();
    expect(invalid.error).toBe(routeErrorMessage(MAPS_MESSAGES.routesFailed));
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(1);
  });

  it("retries 429 three times with doubling delays, then says quota exceeded", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded."));
    const body = (await get(ROUTE_URL)).json();
    expect(body.error).toBe(MAPS_MESSAGES.quotaExceeded);
    const times = standIn.requestsTo(COMPUTE_ROUTES).map((request) => request.at);
    expect(times).toHaveLength(4);
    // 5, 10, 20 ms at least between attempts
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(5);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(10);
    expect((times[3] ?? 0) - (times[2] ?? 0)).toBeGreaterThanOrEqual(20);
  });

  it("answers a network error, not a hang, when Google never responds", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => "hang");
    const body = (await get(ROUTE_URL)).json();
    expect(body.error).toBe(MAPS_MESSAGES.network);
    expect(body.estimated).toBe(true);
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(4);
  });

  it("treats garbage and 5xx as route errors after retrying", async () => {
    standIn.on("POST", COMPUTE_ROUTES, () => ({ status: 200, json: { routes: [{ duration: 12 }] } }));
    expect((await get(ROUTE_URL)).json().error).toBe(routeErrorMessage(MAPS_MESSAGES.routesFailed));
    expect(standIn.requestsTo(COMPUTE_ROUTES)).toHaveLength(4);
    standIn.reset();
    standIn.on("POST", COMPUTE_ROUTES, () => ({ status: 503, text: "upstream connect error" }));
    expect((await get(ROUTE_URL)).json().error).toBe(routeErrorMessage(MAPS_MESSAGES.routesFailed));
  });

  it("answers 502 (the one 5xx) when a Google place id cannot be looked up for a route", async () => {
    // Nothing else knows where such a place is; the web sends "lat,lng" for Google places.
    standIn.on("GET", "/v1/places/ChIJdown", () => "hang");
    const response = await app.inject({
      url: "/api/routes?from=ChIJdown&to=campus:ufl",
      remoteAddress: "10.5.9.9",
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({ code: "BAD_GATEWAY", message: MAPS_MESSAGES.placeDetailsFailed });
    expect(standIn.requestsTo("/v1/places/ChIJdown")).toHaveLength(4);
  });

  it("resolves Google place ids through place details before routing", async () => {
    standIn.on("GET", "/v1/places/ChIJucfCampus123", () => ({ status: 200, json: ucfPlace }));
    standIn.on("POST", COMPUTE_ROUTES, () => okRoute);
    const body = (await get("/api/routes?from=ChIJucfCampus123&to=campus:ufl")).json();
    expect(body.origin).toEqual({
      lat: 28.6024274,
      lng: -81.2000599,
      label: "University of Central Florida",
    });
    expect(body.destination.label).toBe("University of Florida");
  });
});
