import type { LatLng } from "@campusride/shared/domain/distance";
import type { PlaceResult, PlaceSuggestion } from "@campusride/shared/schemas/places";
import { z } from "zod";
import { badResponse, googleHttpError } from "./google-errors.ts";
import { fetchJson, withRetries, type HttpPolicy } from "./http.ts";
import { ProviderError } from "./provider-error.ts";
import type { PlacesProvider, ResolvedPlace } from "./types.ts";

export interface GoogleEndpoints {
  /** https://places.googleapis.com */
  places: string;
  /** https://maps.googleapis.com */
  maps: string;
  /** https://routes.googleapis.com */
  routes: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  places: "https://places.googleapis.com",
  maps: "https://maps.googleapis.com",
  routes: "https://routes.googleapis.com",
};

// Places API (New) response shapes, as documented (only the fields the field masks ask for).
const latLngSchema = z.object({ latitude: z.number(), longitude: z.number() });
const addressComponentSchema = z.object({
  longText: z.string().optional(),
  shortText: z.string().optional(),
  types: z.array(z.string()).default([]),
});
const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: latLngSchema,
  addressComponents: z.array(addressComponentSchema).optional(),
});
type GooglePlace = z.infer<typeof placeSchema>;

const autocompleteSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string().min(1),
            text: z.object({ text: z.string() }),
            structuredFormat: z
              .object({
                mainText: z.object({ text: z.string() }),
                secondaryText: z.object({ text: z.string() }).optional(),
              })
              .optional(),
          })
          .optional(),
        queryPrediction: z.unknown().optional(),
      }),
    )
    .default([]),
});

const placeListSchema = z.object({ places: z.array(placeSchema).default([]) });

// Geocoding API (JSON): HTTP 200 with a status field.
const geocodeSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        place_id: z.string(),
        formatted_address: z.string(),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z
          .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
          .default([]),
      }),
    )
    .default([]),
});

const PLACE_FIELDS = "id,displayName,formattedAddress,location,viewport,addressComponents";
const LIST_FIELDS = PLACE_FIELDS.split(",")
  .map((field) => `places.${field}`)
  .join(",");

// Autocomplete accepts at most five primary types: what students ride between.
const AUTOCOMPLETE_TYPES = ["locality", "university", "airport", "train_station", "bus_station"];

function component(components: GooglePlace["addressComponents"], type: string) {
  return components?.find((entry) => entry.types.includes(type));
}

function toResolved(place: GooglePlace): ResolvedPlace {
  const name = place.displayName?.text ?? place.formattedAddress ?? place.id;
  return {
    placeId: place.id,
    name,
    address: place.formattedAddress ?? name,
    lat: place.location.latitude,
    lng: place.location.longitude,
    city: component(place.addressComponents, "locality")?.longText,
    state: component(place.addressComponents, "administrative_area_level_1")?.shortText,
    country: component(place.addressComponents, "country")?.shortText,
  };
}

/** Google's text and nearby searches are not limited to a region; CampusRide is US only. */
function isInUs(place: GooglePlace): boolean {
  const country = component(place.addressComponents, "country")?.shortText;
  return country === undefined || country.toUpperCase() === "US";
}

function toResult(place: GooglePlace): PlaceResult {
  const { placeId, name, address, lat, lng } = toResolved(place);
  return { placeId, name, address, lat, lng };
}

export interface GooglePlacesOptions {
  apiKey: string;
  endpoints: GoogleEndpoints;
  policy: HttpPolicy;
}

/** Google Places API (New) and the Geocoding API, called from the server only. */
export function createGooglePlaces({ apiKey, endpoints, policy }: GooglePlacesOptions): PlacesProvider {
  async function call<S extends z.ZodType>(
    what: string,
    url: string,
    init: RequestInit,
    schema: S,
  ): Promise<z.output<S>> {
    return withRetries(policy, async () => {
      const { status, body } = await fetchJson(url, init, policy.timeoutMs);
      if (status < 200 || status >= 300) throw googleHttpError(status, body, what);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw badResponse(what, parsed.error);
      return parsed.data;
    });
  }

  const headers = (fieldMask: string) => ({
    "content-type": "application/json",
    "x-goog-api-key": apiKey,
    "x-goog-fieldmask": fieldMask,
  });

  return {
    name: "google",
    async autocomplete(input, { limit, sessionToken }): Promise<PlaceSuggestion[]> {
      const body = {
        input,
        languageCode: "en",
        includedRegionCodes: ["us"],
        includedPrimaryTypes: AUTOCOMPLETE_TYPES,
        ...(sessionToken ? { sessionToken } : {}),
      };
      const data = await call(
        "Autocomplete",
        `${endpoints.places}/v1/places:autocomplete`,
        { method: "POST", headers: headers("*"), body: JSON.stringify(body) },
        autocompleteSchema,
      );
      return data.suggestions
        .flatMap((suggestion) => (suggestion.placePrediction ? [suggestion.placePrediction] : []))
        .slice(0, limit)
        .map((prediction) => ({
          placeId: prediction.placeId,
          name: prediction.structuredFormat?.mainText.text ?? prediction.text.text,
          address: prediction.text.text,
          lat: null,
          lng: null,
        }));
    },

    async details(placeId) {
      try {
        const place = await call(
          "Place Details",
          `${endpoints.places}/v1/places/${encodeURIComponent(placeId)}?languageCode=en&regionCode=us`,
          { method: "GET", headers: headers(PLACE_FIELDS) },
          placeSchema,
        );
        return toResolved(place);
      } catch (error) {
        // An id Google does not know is "no such place", not a failure of the service.
        if (error instanceof ProviderError && (error.kind === "not_found" || error.kind === "invalid"))
          return undefined;
        throw error;
      }
    },

    async searchText(query, limit) {
      const data = await call(
        "Text Search",
        `${endpoints.places}/v1/places:searchText`,
        {
          method: "POST",
          headers: headers(LIST_FIELDS),
          body: JSON.stringify({ textQuery: query, pageSize: limit, regionCode: "us", languageCode: "en" }),
        },
        placeListSchema,
      );
      return data.places.filter(isInUs).slice(0, limit).map(toResult);
    },

    async searchNearby(center: LatLng, { radiusMeters, types, limit }) {
      const data = await call(
        "Nearby Search",
        `${endpoints.places}/v1/places:searchNearby`,
        {
          method: "POST",
          headers: headers(LIST_FIELDS),
          body: JSON.stringify({
            includedTypes: types,
            maxResultCount: limit,
            languageCode: "en",
            regionCode: "us",
            locationRestriction: {
              circle: { center: { latitude: center.lat, longitude: center.lng }, radius: radiusMeters },
            },
          }),
        },
        placeListSchema,
      );
      return data.places.filter(isInUs).slice(0, limit).map(toResult);
    },

    async geocode(address) {
      const params = new URLSearchParams({ address, components: "country:US", key: apiKey });
      const data = await withRetries(policy, async () => {
        const { status, body } = await fetchJson(
          `${endpoints.maps}/maps/api/geocode/json?${params}`,
          { method: "GET" },
          policy.timeoutMs,
        );
        if (status < 200 || status >= 300) throw googleHttpError(status, body, "Geocoding");
        const parsed = geocodeSchema.safeParse(body);
        if (!parsed.success) throw badResponse("Geocoding", parsed.error);
        return geocodeStatus(parsed.data);
      });
      const [first] = data.results;
      if (!first) return undefined;
      const part = (type: string) => first.address_components.find((entry) => entry.types.includes(type));
      return {
        placeId: first.place_id,
        name: first.formatted_address.split(",")[0] ?? first.formatted_address,
        address: first.formatted_address,
        lat: first.geometry.location.lat,
        lng: first.geometry.location.lng,
        city: part("locality")?.long_name,
        state: part("administrative_area_level_1")?.short_name,
        country: part("country")?.short_name,
      };
    },
  };
}

type GeocodeResponse = z.infer<typeof geocodeSchema>;

/** The Geocoding API's status values (docs/product/places-and-routes.md#routes). */
function geocodeStatus(data: GeocodeResponse): GeocodeResponse {
  const detail = data.error_message ? `: ${data.error_message}` : "";
  switch (data.status) {
    case "OK":
    case "ZERO_RESULTS":
      return data;
    case "REQUEST_DENIED":
      throw new ProviderError("denied", `REQUEST_DENIED: permission denied for Geocoding${detail}`);
    case "OVER_QUERY_LIMIT":
    case "OVER_DAILY_LIMIT":
      throw new ProviderError("quota", `OVER_QUERY_LIMIT: quota exceeded for Geocoding${detail}`);
    case "INVALID_REQUEST":
      throw new ProviderError("invalid", `INVALID_REQUEST: invalid Geocoding request${detail}`);
    default:
      throw new ProviderError("unknown", `UNKNOWN_ERROR: Geocoding failed${detail}`);
  }
}
