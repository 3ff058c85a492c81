import type { Config } from "../../../config.ts";
import type { Gazetteer } from "../gazetteer/gazetteer.ts";
import { getGazetteer } from "../gazetteer/load-gazetteer.ts";
import { createGooglePlaces, GOOGLE_ENDPOINTS, type GoogleEndpoints } from "./google-places.ts";
import { createGoogleRoutes } from "./google-routes.ts";
import { DEFAULT_HTTP_POLICY, type HttpPolicy } from "./http.ts";
import { createOfflinePlaces } from "./offline-places.ts";
import { createOsrmRoutes } from "./osrm-routes.ts";
import type { PlacesProvider, RoutesProvider } from "./types.ts";

export interface MapsProviders {
  /** Google Places when a key is set, else the gazetteer. */
  places: PlacesProvider;
  /** Always the gazetteer: it answers offline ids and stands in when Google fails. */
  offline: PlacesProvider;
  /** Google Routes when a key is set, else OSRM when OSRM_URL is set; else none (offline estimate). */
  routes?: RoutesProvider;
  gazetteer: () => Gazetteer;
}

/** Chooses the places and routes implementations from the configuration. */
export function createMapsProviders(config: Config): MapsProviders {
  const policy: HttpPolicy = {
    ...DEFAULT_HTTP_POLICY,
    timeoutMs: config.MAPS_TIMEOUT_MS,
    baseDelayMs: config.MAPS_RETRY_BASE_MS,
    budgetMs: Math.max(DEFAULT_HTTP_POLICY.budgetMs, config.MAPS_TIMEOUT_MS * 3),
  };
  const offline = createOfflinePlaces(getGazetteer);
  const base = config.GOOGLE_MAPS_BASE_URL?.replace(/\/$/, "");
  const endpoints: GoogleEndpoints = base ? { places: base, maps: base, routes: base } : GOOGLE_ENDPOINTS;
  const apiKey = config.GOOGLE_MAPS_API_KEY;
  let routes: RoutesProvider | undefined;
  if (apiKey) routes = createGoogleRoutes({ apiKey, endpoints, policy });
  else if (config.OSRM_URL) routes = createOsrmRoutes({ baseUrl: config.OSRM_URL, policy });
  return {
    places: apiKey ? createGooglePlaces({ apiKey, endpoints, policy }) : offline,
    offline,
    routes,
    gazetteer: getGazetteer,
  };
}
