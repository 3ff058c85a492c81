import { lazy, Suspense } from "react";
import type { SpotMapViewProps } from "./spot-map-view.tsx";

// Leaflet and its styles load only when a map is shown (the first screen's budget: scripts/check-size.mjs)
const SpotMapView = lazy(() => import("./spot-map-view.tsx"));

/**
 * A small map of a spot (docs/product/ride-day.md#proposed-pickup-spot), loaded on demand,
 * named for assistive technology; `onPick` makes it a picker (the place field is the
 * keyboard's way to the same).
 */
export function SpotMap({ label, ...props }: SpotMapViewProps & { label: string }) {
  return (
    <div role="group" aria-label={label} className="relative z-0 mt-3 overflow-hidden rounded-xl">
      <Suspense fallback={<div className="h-48 w-full animate-pulse rounded-xl bg-slate-100" />}>
        <SpotMapView {...props} />
      </Suspense>
    </div>
  );
}
