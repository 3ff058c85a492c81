import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { PlaceDetails, RouteQuery, RouteResult } from "@campusride/shared/schemas/places";
import type { RouteInfoResult } from "@campusride/shared/schemas/rides";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { listRidesMissingRoute, saveRouteInfo, type RideMissingRoute } from "./queries.ts";

/**
 * The routes service of the places feature (what GET /api/routes answers with), handed
 * in by app.ts: a trip's distance and duration come from the same lookup, cache and
 * offline estimate as the create form's Trip Information panel.
 */
export interface RouteLookup {
  route(db: Database, query: RouteQuery): Promise<RouteResult>;
  geocode(address: string): Promise<PlaceDetails>;
}

/** The bulk fill pauses this long between rides, sparing the maps service. */
export const ROUTE_FILL_PAUSE_MS = 100;

/**
 * A route endpoint: the stored coordinates, else the address geocoded, else (an address
 * the maps service does not know) the city.
 */
async function endpoint(
  lookup: RouteLookup,
  lat: number | null,
  lng: number | null,
  address: string | null,
  city: string,
): Promise<string | undefined> {
  if (lat !== null && lng !== null) return `${lat},${lng}`;
  if (address && address !== city) {
    try {
      const { place } = await lookup.geocode(address);
      if (place) return place.placeId;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  const { place } = await lookup.geocode(city);
  return place?.placeId;
}

async function measureRide(
  db: Database,
  lookup: RouteLookup,
  ride: RideMissingRoute,
): Promise<RouteResult | undefined> {
  const [from, to] = await Promise.all([
    endpoint(lookup, ride.originLat, ride.originLng, ride.originAddress, ride.departureCity),
    endpoint(lookup, ride.destinationLat, ride.destinationLng, ride.destinationAddress, ride.destinationCity),
  ]);
  if (!from || !to) return undefined;
  return lookup.route(db, { from, to });
}

/**
 * The ride's route, or undefined when its places cannot be found or routed (a place the
 * maps service does not know or cannot reach, or outside the US); anything else (the
 * database) fails the request.
 */
async function measureRideOrNone(
  db: Database,
  lookup: RouteLookup,
  ride: RideMissingRoute,
): Promise<RouteResult | undefined> {
  try {
    return await measureRide(db, lookup, ride);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return undefined;
  }
}

/**
 * Measures and keeps the route of one ride that lacks it (distance in whole miles and
 * duration), as "Update Route Info" does for the driver's rides: for pages that would
 * otherwise have to guess its arrival. Undefined when it cannot be measured.
 */
export async function fillRideRoute(
  db: Database,
  lookup: RouteLookup,
  ride: RideMissingRoute & { driverId: string },
): Promise<{ distanceMiles: number; timeLength: string } | undefined> {
  const route = await measureRideOrNone(db, lookup, ride);
  if (!route) return undefined;
  await saveRouteInfo(db, ride.id, ride.driverId, route.distance.value, route.duration.text);
  return { distanceMiles: route.distance.value, timeLength: route.duration.text };
}

/** `fillRideRoute` with this lookup, telling `onRideChanged` of the ride it measured (a shared trip's page asks it). */
export function missingRouteMeasurer(lookup: RouteLookup, onRideChanged: (rideId: string) => Promise<void>) {
  return async (db: Database, ride: RideMissingRoute & { driverId: string }) => {
    const measured = await fillRideRoute(db, lookup, ride);
    if (measured) await onRideChanged(ride.id);
    return measured;
  };
}

/**
 * Fills in distance (whole miles) and duration of the driver's rides that lack them
 * ("Update Route Info", docs/product/trips.md#route-info), one ride at a time with a pause between rides. A ride
 * whose places cannot be found or routed is left as it is and reported in `error`.
 * Distance and duration are public: `onRideChanged` hears of each ride filled in.
 */
export async function fillRouteInfo(
  db: Database,
  lookup: RouteLookup,
  driverId: string,
  onRideChanged: (rideId: string) => Promise<void>,
): Promise<RouteInfoResult> {
  const missing = await listRidesMissingRoute(db, driverId);
  let count = 0;
  let failed = 0;
  for (const [index, ride] of missing.entries()) {
    if (index > 0) await sleep(ROUTE_FILL_PAUSE_MS);
    const route = await measureRideOrNone(db, lookup, ride);
    if (!route) {
      failed += 1;
      continue;
    }
    await saveRouteInfo(db, ride.id, driverId, route.distance.value, route.duration.text);
    await onRideChanged(ride.id);
    count += 1;
  }
  return { success: failed === 0, count, error: failed === 0 ? null : TRIP_MESSAGES.routeFailed };
}
