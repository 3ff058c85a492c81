import { z } from "zod";
import { badResponse, googleHttpError } from "./google-errors.ts";
import type { GoogleEndpoints } from "./google-places.ts";
import { fetchJson, withRetries, type HttpPolicy } from "./http.ts";
import { ProviderError } from "./provider-error.ts";
import type { RoutesProvider } from "./types.ts";

// Routes API computeRoutes: fields absent when zero (proto3), duration as "123s".
const computeRoutesSchema = z.object({
  routes: z
    .array(
      z.object({
        distanceMeters: z.number().nonnegative().default(0),
        duration: z.string().regex(/^\d+(\.\d+)?s$/),
        polyline: z.object({ encodedPolyline: z.string() }).optional(),
      }),
    )
    .optional(),
});

const FIELD_MASK = "routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline";

/** Google Routes API: DRIVE, traffic-aware, imperial, with a field mask. */
export function createGoogleRoutes(options: {
  apiKey: string;
  endpoints: GoogleEndpoints;
  policy: HttpPolicy;
}): RoutesProvider {
  const { apiKey, endpoints, policy } = options;
  return {
    name: "google",
    async route(origin, destination) {
      const body = {
        origin: { location: { latLng: { latitude: origin.lat, longitude: origin.lng } } },
        destination: { location: { latLng: { latitude: destination.lat, longitude: destination.lng } } },
        travelMode: "DRIVE",
        routingPreference: "TRAFFIC_AWARE",
        units: "IMPERIAL",
        computeAlternativeRoutes: false,
        languageCode: "en-US",
      };
      return withRetries(policy, async () => {
        const { status, body: answer } = await fetchJson(
          `${endpoints.routes}/directions/v2:computeRoutes`,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-goog-api-key": apiKey,
              "x-goog-fieldmask": FIELD_MASK,
            },
            body: JSON.stringify(body),
          },
          policy.timeoutMs,
        );
        if (status < 200 || status >= 300) throw googleHttpError(status, answer, "Routes API");
        const parsed = computeRoutesSchema.safeParse(answer);
        if (!parsed.success) throw badResponse("Routes API", parsed.error);
        const [route] = parsed.data.routes ?? [];
        // An empty answer ({}) is the documented "no route could be found".
        if (!route) throw new ProviderError("zero_results", "ZERO_RESULTS: no route found");
        return {
          distanceMeters: route.distanceMeters,
          durationSeconds: Math.round(Number.parseFloat(route.duration)),
          polyline: route.polyline?.encodedPolyline,
        };
      });
    },
  };
}
