import { CAMPUSES } from "@campusride/shared/domain/campuses";
import { FRIENDLY_MESSAGES, MAPS_MESSAGES } from "@campusride/shared/messages";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";

// No GOOGLE_MAPS_API_KEY and no OSRM_URL: the offline gazetteer and estimate answer.
const app = await createTestApp();

const GAINESVILLE = "city:4156404";
const ORLANDO = "city:4167147";
const MIAMI = "city:4164138";
const TAMPA = "city:4174757";

let nextIp = 1;
function get(url: string, ip = `10.4.0.${nextIp++ % 250}`) {
  return app.inject({ method: "GET", url, remoteAddress: ip });
}

function expectError(response: Awaited<ReturnType<typeof get>>, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.message).toBe(message);
}

describe("GET /api/places/autocomplete", () => {
  it("offers Gainesville, FL first and the University of Florida for 'Gaines'", async () => {
    const response = await get("/api/places/autocomplete?q=Gaines");
    expect(response.statusCode).toBe(200);
    const { results, warning } = response.json();
    expect(warning).toBeUndefined();
    expect(results[0]).toEqual({
      placeId: GAINESVILLE,
      name: "Gainesville",
      address: "Gainesville, FL, USA",
      lat: 29.65163,
      lng: -82.32483,
    });
    expect(results.map((place: { name: string }) => place.name)).toContain("University of Florida");
    expect(results.length).toBeLessThanOrEqual(10);
  });

  it("ranks Florida's campuses for 'Gaines' above towns of other states", async () => {
    const { results } = (await get("/api/places/autocomplete?q=Gaines")).json();
    const addresses: string[] = results.map((place: { address: string }) => place.address);
    const firstElsewhere = addresses.findIndex((address) => !address.endsWith(", FL, USA"));
    expect(firstElsewhere, addresses.join("; ")).toBeGreaterThan(0);
    for (const campus of ["University of Florida", "Santa Fe College"]) {
      const index = addresses.findIndex((address) => address.startsWith(`${campus}, Gainesville`));
      expect(index, addresses.join("; ")).toBeGreaterThan(0);
      expect(index, addresses.join("; ")).toBeLessThan(firstElsewhere);
    }
  });

  it("ranks Florida, then prefix matches, then population", async () => {
    const { results } = (await get("/api/places/autocomplete?q=orl")).json();
    const names = results.map((place: { address: string }) => place.address);
    expect(names[0]).toBe("Orlando, FL, USA");
    // Florida before Orland Park, IL
    expect(names.indexOf("Orland Park, IL, USA")).toBeGreaterThan(names.indexOf("Orlovista, FL, USA"));
  });

  it("finds campuses by abbreviation and airports by code", async () => {
    expect((await get("/api/places/autocomplete?q=UF")).json().results[0].placeId).toBe("campus:ufl");
    expect((await get("/api/places/autocomplete?q=mco")).json().results[0].address).toBe(
      "Orlando International Airport (MCO), Orlando, FL, USA",
    );
  });

  it("narrows by state after a comma", async () => {
    const { results } = (await get("/api/places/autocomplete?q=Gainesville,%20GA")).json();
    expect(results.map((place: { address: string }) => place.address)).toEqual(["Gainesville, GA, USA"]);
  });

  it("returns only US places", async () => {
    for (const q of ["London", "Paris", "Toronto", "Mexico", "Berlin"]) {
      const { results } = (await get(`/api/places/autocomplete?q=${q}`)).json();
      for (const place of results) expect(place.address).toMatch(/, [A-Z]{2}, USA$/);
    }
    expect((await get("/api/places/autocomplete?q=Guadalajara")).json().results).toEqual([]);
    expect((await get("/api/places/autocomplete?q=Mississauga")).json().results).toEqual([]);
  });

  it("answers an empty list when nothing matches", async () => {
    const response = await get("/api/places/autocomplete?q=zzqxv");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [] });
  });

  it("refuses empty, one-character and missing queries with 400", async () => {
    for (const url of [
      "/api/places/autocomplete?q=",
      "/api/places/autocomplete?q=a",
      "/api/places/autocomplete?q=%20%20x%20",
      "/api/places/autocomplete",
    ]) {
      expectError(await get(url), 400, MAPS_MESSAGES.queryTooShort);
    }
  });

  it("refuses a 10 kB query with 400", async () => {
    expectError(
      await get(`/api/places/autocomplete?q=${"a".repeat(10_000)}`),
      400,
      MAPS_MESSAGES.queryTooLong,
    );
    expectError(await get(`/api/places/search?q=${"a".repeat(10_000)}`), 400, MAPS_MESSAGES.queryTooLong);
  });

  it("copes with markup and odd characters without a 5xx", async () => {
    for (const q of ["<script>", "%00%00", "'; drop table", "ñandú", "🚗🚗"]) {
      const response = await get(`/api/places/autocomplete?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBeLessThan(500);
    }
  });
});

describe("GET /api/places/:placeId", () => {
  it("returns a campus with its coordinates", async () => {
    const response = await get("/api/places/campus:ufl");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place: {
        placeId: "campus:ufl",
        name: "University of Florida",
        address: "University of Florida, Gainesville, FL, USA",
        lat: 29.6436,
        lng: -82.3549,
      },
    });
  });

  it("knows every Florida public university of the State University System", async () => {
    for (const id of [
      "ufl",
      "fsu",
      "ucf",
      "usf",
      "fiu",
      "fau",
      "unf",
      "famu",
      "fgcu",
      "uwf",
      "ncf",
      "floridapoly",
    ]) {
      const response = await get(`/api/places/campus:${id}`);
      expect(response.statusCode, id).toBe(200);
    }
    expect(CAMPUSES.filter((campus) => campus.sector === "public").length).toBeGreaterThanOrEqual(12);
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    expectError(await get("/api/places/city:999999999"), 404, MAPS_MESSAGES.placeNotFound);
    expectError(await get("/api/places/campus:nowhere"), 404, MAPS_MESSAGES.placeNotFound);
    expectError(await get("/api/places/ChIJunknownGoogleId"), 404, MAPS_MESSAGES.placeNotFound);
    expectError(
      await get(`/api/places/${encodeURIComponent("<b>x</b>")}`),
      400,
      MAPS_MESSAGES.invalidPlaceId,
    );
    expectError(await get(`/api/places/${"x".repeat(400)}`), 400, MAPS_MESSAGES.invalidPlaceId);
  });
});

describe("GET /api/places/search, /nearby and /geocode", () => {
  it("searches text, at most 10 results", async () => {
    const response = await get("/api/places/search?q=University");
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.length).toBe(10);
    expect(results[0].address).toMatch(/FL, USA$/);
  });

  it("finds universities near a point by default (restaurants and gas stations need a maps service)", async () => {
    const response = await get("/api/places/nearby?lat=29.6516&lng=-82.3248");
    expect(response.statusCode).toBe(200);
    const ids = response.json().results.map((place: { placeId: string }) => place.placeId);
    expect(ids).toEqual(["campus:ufl"]); // 5 km by default
    const wider = (await get("/api/places/nearby?lat=29.6516&lng=-82.3248&radius=15000")).json();
    expect(wider.results.map((place: { placeId: string }) => place.placeId)).toEqual([
      "campus:ufl",
      "campus:sfcollege",
    ]);
    expect(
      (await get("/api/places/nearby?lat=29.6516&lng=-82.3248&types=restaurant")).json().results,
    ).toEqual([]);
  });

  it("finds places of the given types within a radius, nearest first, at most 20", async () => {
    const airports = (
      await get("/api/places/nearby?lat=28.5383&lng=-81.3792&types=airport&radius=50000")
    ).json();
    expect(airports.results.map((place: { placeId: string }) => place.placeId)).toEqual(["landmark:mco"]);
    const towns = (
      await get("/api/places/nearby?lat=28.5383&lng=-81.3792&types=locality&radius=50000")
    ).json();
    expect(towns.results.length).toBe(20);
    expect(towns.results[0].placeId).toBe(ORLANDO);
  });

  it("refuses lat 91, lng 181, missing or non-numeric coordinates and unknown types", async () => {
    for (const query of [
      "lat=91&lng=0",
      "lat=0&lng=181",
      "lat=-90.5&lng=0",
      "lat=&lng=",
      "lng=0",
      "lat=abc&lng=1",
    ]) {
      expectError(await get(`/api/places/nearby?${query}`), 400, MAPS_MESSAGES.invalidLocation);
    }
    const unknownType = await get("/api/places/nearby?lat=29&lng=-82&types=casino");
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.message).toBe("Unknown place type: casino");
  });

  it("geocodes an address and answers 404 when nothing matches", async () => {
    const response = await get(`/api/places/geocode?address=${encodeURIComponent("Tampa, FL")}`);
    expect(response.json().place).toMatchObject({ placeId: TAMPA, address: "Tampa, FL, USA" });
    expectError(await get("/api/places/geocode?address=qqqzzz"), 404, MAPS_MESSAGES.noPlaces);
  });
});

describe("GET /api/routes", () => {
  it("gives Gainesville → Orlando as 115 miles, 1 hour 55 mins and the Camry's suggested price", async () => {
    const response = await get(`/api/routes?from=${GAINESVILLE}&to=${ORLANDO}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      origin: { lat: 29.65163, lng: -82.32483, label: "Gainesville" },
      destination: { lat: 28.53834, lng: -81.37924, label: "Orlando" },
      distance: { text: "115 mi", value: 115 },
      duration: { text: "1 hour 55 mins", value: 6900 },
      estimated: false,
      source: "fixed",
      price: {
        mpg: 50,
        car: { make: "Toyota", model: "Camry" },
        gasCents: 729,
        wearCents: 690,
        driverPriceCents: 1419,
        platformFeeCents: 568,
        riderPriceCents: 1987,
      },
    });
  });

  it("uses the fixed city pairs in both directions", async () => {
    for (const [from, to, miles] of [
      [GAINESVILLE, MIAMI, 337],
      [MIAMI, GAINESVILLE, 337],
      [TAMPA, GAINESVILLE, 139],
      [ORLANDO, GAINESVILLE, 115],
    ] as const) {
      expect((await get(`/api/routes?from=${from}&to=${to}`)).json().distance.value).toBe(miles);
    }
  });

  it("applies the city pair to a campus in that city", async () => {
    const body = (await get(`/api/routes?from=campus:ufl&to=${ORLANDO}`)).json();
    expect(body.distance.value).toBe(115);
    expect(body.origin.label).toBe("University of Florida");
  });

  it("estimates other trips offline by road, at 45 mph under 50 miles", async () => {
    // Gainesville → Ocala: about 34 straight miles
    const body = (await get("/api/routes?from=29.65163,-82.32483&to=29.1872,-82.1401")).json();
    expect(body.estimated).toBe(true);
    expect(body.source).toBe("offline");
    expect(body.distance.value).toBeGreaterThan(34);
    expect(body.distance.value).toBeLessThan(45);
    expect(body.duration.value).toBe(Math.round((body.distance.value / 45) * 3600));
    expect(body.polyline).toBeUndefined();
  });

  it("gives a short trip (under half a mile) the time of the mile it shows", async () => {
    const body = (await get("/api/routes?from=29.65163,-82.32483&to=29.6516,-82.3200")).json();
    expect(body.distance.value).toBe(1);
    expect(body.duration.value).toBe(Math.round((1 / 45) * 3600));
    expect(body.duration.text).not.toBe("0 mins");
  });

  it("prices with the driver's car when given, the default 25 MPG for an unknown one", async () => {
    const prius = (await get(`/api/routes?from=${GAINESVILLE}&to=${MIAMI}&make=Toyota&model=Prius`)).json();
    expect(prius.price).toMatchObject({ mpg: 52, driverPriceCents: 4076, riderPriceCents: 5707 });
    const other = (await get(`/api/routes?from=${GAINESVILLE}&to=${ORLANDO}&make=Other&model=Other`)).json();
    expect(other.price).toMatchObject({ mpg: 25, driverPriceCents: 2148 });
  });

  it("refuses the same origin and destination", async () => {
    expectError(
      await get(`/api/routes?from=${GAINESVILLE}&to=${GAINESVILLE}`),
      400,
      MAPS_MESSAGES.sameLocation,
    );
    expectError(
      await get("/api/routes?from=29.65163,-82.32483&to=29.65163,-82.32483"),
      400,
      MAPS_MESSAGES.sameLocation,
    );
  });

  it("refuses coordinates out of range and places outside the US", async () => {
    expectError(await get(`/api/routes?from=91,0&to=${ORLANDO}`), 400, MAPS_MESSAGES.invalidLocation);
    expectError(await get(`/api/routes?from=${ORLANDO}&to=0,181`), 400, MAPS_MESSAGES.invalidLocation);
    expectError(await get(`/api/routes?from=51.5074,-0.1278&to=${ORLANDO}`), 400, MAPS_MESSAGES.outsideUs);
    expectError(await get(`/api/routes?from=${ORLANDO}&to=19.4326,-99.1332`), 400, MAPS_MESSAGES.outsideUs);
  });

  it("answers 404 for unknown place ids and 400 for missing or junk endpoints", async () => {
    expectError(await get(`/api/routes?from=city:123&to=${ORLANDO}`), 404, MAPS_MESSAGES.placeNotFound);
    expectError(await get(`/api/routes?from=${ORLANDO}`), 400, MAPS_MESSAGES.bothLocations);
    expectError(await get(`/api/routes?from=&to=${ORLANDO}`), 400, MAPS_MESSAGES.bothLocations);
    expectError(
      await get(`/api/routes?from=${encodeURIComponent("<script>")}&to=${ORLANDO}`),
      400,
      MAPS_MESSAGES.invalidPlaceId,
    );
    expectError(
      await get(`/api/routes?from=${"9".repeat(10_000)}&to=${ORLANDO}`),
      400,
      MAPS_MESSAGES.queryTooLong,
    );
  });
});

describe("rate limit", () => {
  it("allows a campus behind one address 3,000 places requests a minute, then answers 429", async () => {
    const ip = "10.9.9.9";
    const statuses = new Set<number>();
    for (let attempt = 1; attempt <= 3_000; attempt += 1) {
      statuses.add((await get("/api/places/campus:ufl", ip)).statusCode);
    }
    expect([...statuses]).toEqual([200]);
    const limited = await get("/api/places/autocomplete?q=Gaines", ip);
    expectError(limited, 429, FRIENDLY_MESSAGES.rateLimit);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get("/api/places/campus:ufl", "10.9.9.10")).statusCode).toBe(200);
  });
});
