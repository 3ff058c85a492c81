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

/** Spec §7: the bulk fill pauses this long between rides, sparing the maps service. */
export const ROUTE_FILL_PAUSE_MS = 100;

/** A route endpoint: the stored coordinates, else the address (or city) geocoded. */
async function endpoint(
  lookup: RouteLookup,
  lat: number | null,
  lng: number | null,
  address: string,
): Promise<string | undefined> {
  if (lat !== null && lng !== null) return `${lat},${lng}`;
  const { place } = await lookup.geocode(address);
  return place?.placeId;
}

async function measureRide(
  db: Database,
  lookup: RouteLookup,
  ride: RideMissingRoute,
): Promise<RouteResult | undefined> {
  const [from, to] = await Promise.all([
    endpoint(lookup, ride.originLat, ride.originLng, ride.originAddress ?? ride.departureCity),
    endpoint(
      lookup,
      ride.destinationLat,
      ride.destinationLng,
      ride.destinationAddress ?? ride.destinationCity,
    ),
  ]);
  if (!from || !to) return undefined;
  return lookup.route(db, { from, to });
}

/**
 * Fills in distance (whole miles) and duration of the driver's rides that lack them
 * (spec §7's "Update Route Info"), one ride at a time with a pause between rides. A ride
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
    let route: RouteResult | undefined;
    try {
      route = await measureRide(db, lookup, ride);
    } catch (error) {
      // a place the maps service does not know or cannot reach, or outside the US: this
      // ride only; anything else (the database) fails the request
      if (!(error instanceof AppError)) throw error;
    }
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
