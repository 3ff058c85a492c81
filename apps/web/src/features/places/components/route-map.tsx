import type { RouteResult } from "@campusride/shared/schemas/places";
import { lazy, Suspense } from "react";

// d3-geo, topojson-client and the state outlines load only when a map is shown.
const RouteMapSvg = lazy(() => import("./route-map-svg.tsx"));

/** A place marked on the route's map besides its ends (a rider's pickup or drop-off). */
export interface RouteStop {
  lat: number;
  lng: number;
  label: string;
}

interface RouteMapProps {
  route: Pick<RouteResult, "origin" | "destination" | "polyline" | "distance">;
  stops?: readonly RouteStop[];
}

/** A map of the route drawn offline on US state outlines (lazy-loaded). */
export function RouteMap({ route, stops }: RouteMapProps) {
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
      <RouteMapSvg route={route} stops={stops} />
    </Suspense>
  );
}
