import {
  ESTIMATE_ROAD_FACTOR,
  estimateRoadMiles,
  estimateDurationSeconds,
  formatDuration,
  formatMiles,
  haversineMiles,
  metersToMiles,
  tripRoadMiles,
  type LatLng,
} from "@campusride/shared/domain/distance";
import { mpgFor } from "@campusride/shared/domain/mpg";
import { isOfflinePlaceId } from "@campusride/shared/domain/place-id";
import { costSplit } from "@campusride/shared/domain/pricing";
import { DEFAULT_CAR } from "@campusride/shared/domain/vehicles";
import {
  AUTOCOMPLETE_LIMIT,
  NEARBY_LIMIT,
  placeIdSchema,
  TEXT_SEARCH_LIMIT,
  type NearbyQuery,
  type PlaceDetails,
  type PlaceList,
  type PlaceQuery,
  type RouteQuery,
  type RouteResult,
} from "@campusride/shared/schemas/places";
import { MAPS_MESSAGES, routeErrorMessage } from "@campusride/shared/messages";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { ProviderError } from "./providers/provider-error.ts";
import type { MapsProviders } from "./providers/select-providers.ts";
import type { ResolvedPlace } from "./providers/types.ts";
import { findCachedRoute, saveCachedRoute } from "./queries.ts";

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
/** A point farther than this from every US city of 1 000+ people is taken as outside the US. */
const US_REACH_MILES = 60;
/**
 * A point this close to a city's centre is in that city (as a reverse geocode would say),
 * so a trip given by coordinates meets the fixed city pairs as one given by place does.
 */
const CITY_REACH_MILES = 10;
/** Closer than this, origin and destination are the same place. */
const SAME_PLACE_MILES = 0.1;

interface Measured {
  miles: number;
  seconds: number;
  polyline?: string;
  estimated: boolean;
  source: RouteResult["source"];
  error?: string;
}

/** Places search and routes over whichever providers the configuration chose. */
export function createPlacesService(providers: MapsProviders, log: FastifyBaseLogger) {
  const { places, offline, routes, gazetteer } = providers;

  // When Google fails, the gazetteer answers and the user is told places are degraded.
  async function withFallback(
    what: string,
    primary: (provider: typeof places) => Promise<PlaceList["results"]>,
  ): Promise<PlaceList> {
    if (places === offline) return { results: await primary(offline) };
    try {
      return { results: await primary(places) };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error }, `${what}: ${error.message}`);
      return { results: await primary(offline), warning: unavailableWarning(error) };
    }
  }

  function providerFor(placeId: string) {
    return isOfflinePlaceId(placeId) ? offline : places;
  }

  function assertInUs(point: LatLng, country?: string): void {
    if (country && country.toUpperCase() !== "US") throw new AppError("BAD_REQUEST", MAPS_MESSAGES.outsideUs);
    const nearest = gazetteer().nearestCity(point);
    if (!nearest || nearest.miles > US_REACH_MILES)
      throw new AppError("BAD_REQUEST", MAPS_MESSAGES.outsideUs);
  }

  /** A route endpoint: "lat,lng" or a place id. */
  async function resolveEndpoint(text: string): Promise<ResolvedPlace> {
    const match = LAT_LNG.exec(text);
    if (match) {
      const lat = Number(match[1]);
      const lng = Number(match[2]);
      if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
        throw new AppError("VALIDATION", MAPS_MESSAGES.invalidLocation);
      }
      const point = { lat, lng };
      assertInUs(point);
      const label = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
      const nearest = gazetteer().nearestCity(point);
      const city = nearest && nearest.miles <= CITY_REACH_MILES ? nearest.place.city : undefined;
      return { placeId: label, name: label, address: label, lat, lng, city, state: nearest?.place.state };
    }
    const id = placeIdSchema.safeParse(text);
    if (!id.success) throw new AppError("VALIDATION", MAPS_MESSAGES.invalidPlaceId);
    let place: ResolvedPlace | undefined;
    try {
      place = await providerFor(id.data).details(id.data);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error }, `${MAPS_MESSAGES.placeDetailsFailed}: ${error.message}`);
      // Nothing can stand in for a place only the maps service knows.
      throw new AppError("BAD_GATEWAY", MAPS_MESSAGES.placeDetailsFailed);
    }
    if (!place) throw new AppError("NOT_FOUND", MAPS_MESSAGES.placeNotFound);
    assertInUs(place, place.country);
    return place;
  }

  function offlineMeasure(origin: ResolvedPlace, destination: ResolvedPlace): Measured {
    const { miles, fixed } = tripRoadMiles(origin, destination);
    return {
      miles,
      seconds: estimateDurationSeconds(miles),
      estimated: !fixed,
      source: fixed ? "fixed" : "offline",
    };
  }

  async function measure(db: Database, origin: ResolvedPlace, destination: ResolvedPlace): Promise<Measured> {
    if (!routes) return offlineMeasure(origin, destination);
    const key = `${routes.name}|${origin.lat.toFixed(5)},${origin.lng.toFixed(5)}|${destination.lat.toFixed(5)},${destination.lng.toFixed(5)}`;
    const fromProvider = (route: {
      distanceMeters: number;
      durationSeconds: number;
      polyline?: string;
    }): Measured => ({
      miles: metersToMiles(route.distanceMeters),
      seconds: route.durationSeconds,
      ...(route.polyline ? { polyline: route.polyline } : {}),
      estimated: false,
      source: routes.name,
    });
    const cached = await findCachedRoute(db, key);
    if (cached) return fromProvider(cached);
    try {
      const route = await routes.route(origin, destination);
      await saveCachedRoute(db, key, routes.name, route);
      return fromProvider(route);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ err: error }, `${MAPS_MESSAGES.routesFailed}: ${error.message}`);
      if (error.kind === "too_long" || error.kind === "zero_results") {
        // docs/product/places-and-routes.md#routes: for these two an estimate is shown, at 1.3 × the straight line.
        // (the straight line alone: neither the fixed pairs nor the offline road map)
        const miles = Math.max(1, Math.round(estimateRoadMiles(origin, destination, ESTIMATE_ROAD_FACTOR)));
        return {
          miles,
          seconds: estimateDurationSeconds(miles),
          estimated: true,
          source: "offline",
          error: error.kind === "too_long" ? MAPS_MESSAGES.routeTooLong : MAPS_MESSAGES.zeroResults,
        };
      }
      return { ...offlineMeasure(origin, destination), estimated: true, error: routeFailureMessage(error) };
    }
  }

  return {
    autocomplete(query: PlaceQuery): Promise<PlaceList> {
      return withFallback(MAPS_MESSAGES.autocompleteFailed, (provider) =>
        provider.autocomplete(query.q, { limit: AUTOCOMPLETE_LIMIT, sessionToken: query.session }),
      );
    },

    searchText(query: PlaceQuery): Promise<PlaceList> {
      return withFallback(MAPS_MESSAGES.textSearchFailed, (provider) =>
        provider.searchText(query.q, TEXT_SEARCH_LIMIT),
      );
    },

    searchNearby(query: NearbyQuery): Promise<PlaceList> {
      assertInUs({ lat: query.lat, lng: query.lng });
      return withFallback(MAPS_MESSAGES.nearbySearchFailed, (provider) =>
        provider.searchNearby(
          { lat: query.lat, lng: query.lng },
          { radiusMeters: query.radius, types: query.types, limit: NEARBY_LIMIT },
        ),
      );
    },

    async details(placeId: string): Promise<PlaceDetails> {
      let place: ResolvedPlace | undefined;
      try {
        place = await providerFor(placeId).details(placeId);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error }, `${MAPS_MESSAGES.placeDetailsFailed}: ${error.message}`);
        return { place: null, warning: unavailableWarning(error) };
      }
      if (!place) throw new AppError("NOT_FOUND", MAPS_MESSAGES.placeNotFound);
      if (place.country && place.country !== "US") throw new AppError("BAD_REQUEST", MAPS_MESSAGES.outsideUs);
      const { placeId: id, name, address, lat, lng } = place;
      return { place: { placeId: id, name, address, lat, lng } };
    },

    async geocode(address: string): Promise<PlaceDetails> {
      let place: ResolvedPlace | undefined;
      try {
        place = await places.geocode(address);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.warn({ err: error }, `${MAPS_MESSAGES.geocodingFailed}: ${error.message}`);
        place = await offline.geocode(address);
        if (!place) return { place: null, warning: MAPS_MESSAGES.placesUnavailable };
      }
      if (!place) {
        const closest = gazetteer().closest(address);
        if (!closest) throw new AppError("NOT_FOUND", MAPS_MESSAGES.noPlaces);
        const { placeId, name, address: text, lat, lng } = closest;
        return { place: null, suggestion: { placeId, name, address: text, lat, lng } };
      }
      const { placeId, name, address: text, lat, lng } = place;
      return { place: { placeId, name, address: text, lat, lng } };
    },

    async route(db: Database, query: RouteQuery): Promise<RouteResult> {
      const [origin, destination] = await Promise.all([
        resolveEndpoint(query.from),
        resolveEndpoint(query.to),
      ]);
      if (origin.placeId === destination.placeId || haversineMiles(origin, destination) < SAME_PLACE_MILES) {
        throw new AppError("BAD_REQUEST", MAPS_MESSAGES.sameLocation);
      }
      const measured = await measure(db, origin, destination);
      const miles = shownMiles(measured.miles);
      const car =
        query.make && query.model
          ? { make: query.make, model: query.model }
          : { make: DEFAULT_CAR.make, model: DEFAULT_CAR.model };
      const mpg = mpgFor(car.make, car.model);
      return {
        origin: { lat: origin.lat, lng: origin.lng, label: origin.name },
        destination: { lat: destination.lat, lng: destination.lng, label: destination.name },
        distance: { text: formatMiles(miles), value: miles },
        duration: { text: formatDuration(measured.seconds), value: measured.seconds },
        ...(measured.polyline ? { polyline: measured.polyline } : {}),
        estimated: measured.estimated,
        source: measured.source,
        ...(measured.error ? { error: measured.error } : {}),
        price: { mpg, car, ...costSplit(miles, mpg) },
      };
    },
  };
}

/** Distance is shown in whole miles, at least 1 (closer than 0.1 mi is the same place). */
function shownMiles(miles: number): number {
  return Math.max(1, Math.round(miles));
}

/** The load warning (docs/product/places-and-routes.md#failures) shown when the maps service fails (the user can still type). */
function unavailableWarning(error: ProviderError): string {
  return error.kind === "denied" ? MAPS_MESSAGES.placesAuthFailed : MAPS_MESSAGES.placesUnavailable;
}

/** Route errors other than "too long" and "no route". */
function routeFailureMessage(error: ProviderError): string {
  switch (error.kind) {
    case "denied":
      return MAPS_MESSAGES.requestDenied;
    case "quota":
      return MAPS_MESSAGES.quotaExceeded;
    case "network":
    case "timeout":
      return MAPS_MESSAGES.network;
    default:
      return routeErrorMessage(MAPS_MESSAGES.routesFailed);
  }
}

export type PlacesService = ReturnType<typeof createPlacesService>;
