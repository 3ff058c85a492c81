import { z } from "zod";
import { badResponse } from "./google-errors.ts";
import { fetchJson, withRetries, type HttpPolicy } from "./http.ts";
import { ProviderError } from "./provider-error.ts";
import type { RoutesProvider } from "./types.ts";

// OSRM HTTP API v1 /route: code "Ok" with routes, or an error code and message.
const routeResponseSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.string().optional(),
      }),
    )
    .optional(),
});

function osrmError(code: string, message: string | undefined, status: number): ProviderError {
  const detail = message ? `: ${message}` : "";
  switch (code) {
    case "NoRoute":
    case "NoSegment":
      return new ProviderError("zero_results", `ZERO_RESULTS: ${code}${detail}`, { status });
    case "TooBig":
      return new ProviderError("too_long", `Route too long${detail}`, { status });
    case "InvalidUrl":
    case "InvalidService":
    case "InvalidVersion":
    case "InvalidOptions":
    case "InvalidQuery":
    case "InvalidValue":
      return new ProviderError("invalid", `INVALID_REQUEST: ${code}${detail}`, { status });
    default:
      return new ProviderError("unknown", `UNKNOWN_ERROR: OSRM ${code}${detail}`, { status });
  }
}

/** Road distance and time from an OSRM server (/route/v1/driving). */
export function createOsrmRoutes(options: { baseUrl: string; policy: HttpPolicy }): RoutesProvider {
  const baseUrl = options.baseUrl.replace(/\/$/, "");
  const { policy } = options;
  return {
    name: "osrm",
    async route(origin, destination) {
      const coordinates = `${origin.lng},${origin.lat};${destination.lng},${destination.lat}`;
      const url = `${baseUrl}/route/v1/driving/${coordinates}?overview=simplified&geometries=polyline&alternatives=false&steps=false`;
      return withRetries(policy, async () => {
        const { status, body } = await fetchJson(url, { method: "GET" }, policy.timeoutMs);
        if (status === 403 || status === 401) {
          throw new ProviderError("denied", "REQUEST_DENIED: permission denied by the OSRM server", {
            status,
          });
        }
        if (status === 429) throw new ProviderError("quota", "OVER_QUERY_LIMIT: OSRM rate limit", { status });
        const parsed = routeResponseSchema.safeParse(body);
        if (!parsed.success) {
          if (status >= 500)
            throw new ProviderError("unknown", `UNKNOWN_ERROR: OSRM answered HTTP ${status}`, { status });
          throw badResponse("OSRM", parsed.error);
        }
        if (parsed.data.code !== "Ok") throw osrmError(parsed.data.code, parsed.data.message, status);
        const [route] = parsed.data.routes ?? [];
        if (!route) throw new ProviderError("zero_results", "ZERO_RESULTS: no route found");
        return {
          distanceMeters: route.distance,
          durationSeconds: Math.round(route.duration),
          polyline: route.geometry,
        };
      });
    },
  };
}
