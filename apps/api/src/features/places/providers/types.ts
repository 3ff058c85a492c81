import type { LatLng } from "@campusride/shared/domain/distance";
import type { PlaceResult, PlaceSuggestion } from "@campusride/shared/schemas/places";

export type NearbyType =
  "restaurant" | "gas_station" | "university" | "airport" | "train_station" | "bus_station" | "locality";

/** A place with what routing needs to know about it beyond the API result. */
export interface ResolvedPlace extends PlaceResult {
  /** City and two-letter state, when known (for the fixed city pairs and fallbacks). */
  city?: string;
  state?: string;
  /** Two-letter country code, when the provider says. */
  country?: string;
}

/** Places, search and geocoding: the offline gazetteer or Google Places. */
export interface PlacesProvider {
  readonly name: "offline" | "google";
  autocomplete(input: string, options: { limit: number; sessionToken?: string }): Promise<PlaceSuggestion[]>;
  /** Undefined for an id the provider does not know. */
  details(placeId: string): Promise<ResolvedPlace | undefined>;
  searchText(query: string, limit: number): Promise<PlaceResult[]>;
  searchNearby(
    center: LatLng,
    options: { radiusMeters: number; types: NearbyType[]; limit: number },
  ): Promise<PlaceResult[]>;
  /** Undefined when nothing matches the address. */
  geocode(address: string): Promise<ResolvedPlace | undefined>;
}

/** A road route as a provider measured it. */
export interface ProviderRoute {
  distanceMeters: number;
  durationSeconds: number;
  /** Encoded polyline, precision 5. */
  polyline?: string;
}

/** Road distance and time: Google Routes or OSRM (the offline estimate is the service's). */
export interface RoutesProvider {
  readonly name: "google" | "osrm";
  route(origin: LatLng, destination: LatLng): Promise<ProviderRoute>;
}
