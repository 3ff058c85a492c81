import type { RouteResult } from "@campusride/shared/schemas/places";
import { lazy, Suspense } from "react";

// d3-geo, topojson-client and the state outlines load only when a map is shown.
const RouteMapSvg = lazy(() => import("./route-map-svg.tsx"));

interface RouteMapProps {
  route: Pick<RouteResult, "origin" | "destination" | "polyline" | "distance">;
}

/** A map of the route drawn offline on US state outlines (lazy-loaded). */
export function RouteMap({ route }: RouteMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex aspect-[8/5] items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600"
        >
          Loading map…
        </div>
      }
    >
      <RouteMapSvg route={route} />
    </Suspense>
  );
}
