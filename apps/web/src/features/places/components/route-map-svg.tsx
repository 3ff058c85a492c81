import { decode } from "@googlemaps/polyline-codec";
import type { RouteResult } from "@campusride/shared/schemas/places";
import { geoContains, geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, LineString } from "geojson";
import { use, useEffect, useId } from "react";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesUrl from "us-atlas/states-10m.json?url";
import type { RouteStop } from "./route-map.tsx";

type StateFeature = Feature<Geometry, { name: string }>;

let statesPromise: Promise<StateFeature[]> | undefined;
let haveStatesFailed = false;

async function fetchStates(): Promise<StateFeature[]> {
  const response = await fetch(statesUrl);
  if (!response.ok) throw new Error(`state outlines: HTTP ${response.status}`);
  const topology = (await response.json()) as Topology<{ states: GeometryCollection<{ name: string }> }>;
  return (feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>)
    .features;
}

/**
 * The US state outlines (Census, 1:10m), fetched once as a static asset. They are the map's
 * backdrop, not its content: a phone whose connection drops asks once more, and failing
 * that the route is drawn without them, rather than the screen failing with them.
 */
function loadStates(): Promise<StateFeature[]> {
  statesPromise ??= fetchStates()
    .catch(fetchStates)
    .catch(() => {
      haveStatesFailed = true;
      return [];
    });
  return statesPromise;
}

/** Once a map drawn without the outlines is gone, the next map asks for them again. */
function forgetFailedStates(): void {
  if (!haveStatesFailed) return;
  haveStatesFailed = false;
  statesPromise = undefined;
}

const WIDTH = 640;
const HEIGHT = 400;
const PADDING = 28;
/** At least this many degrees are shown, so a short trip still shows where it is. */
const MIN_SPAN_DEGREES = 4;

interface RouteMapSvgProps {
  route: Pick<RouteResult, "origin" | "destination" | "polyline" | "distance">;
  /** Places marked besides the ends (a rider's pickup and drop-off); the view includes them. */
  stops?: readonly RouteStop[];
}

export default function RouteMapSvg({ route, stops = [] }: RouteMapSvgProps) {
  const states = use(loadStates());
  useEffect(() => forgetFailedStates, []);
  const titleId = useId();
  const { origin, destination } = route;
  const line: Array<[number, number]> = route.polyline
    ? decode(route.polyline, 5).map(([lat, lng]) => [lng, lat])
    : [
        [origin.lng, origin.lat],
        [destination.lng, destination.lat],
      ];

  // Fit the view to the route, widened to a minimum span around its centre.
  const lngs = [...line.map((point) => point[0]), ...stops.map((stop) => stop.lng)];
  const lats = [...line.map((point) => point[1]), ...stops.map((stop) => stop.lat)];
  const centre = [
    (Math.min(...lngs) + Math.max(...lngs)) / 2,
    (Math.min(...lats) + Math.max(...lats)) / 2,
  ] as const;
  const halfLng = Math.max((Math.max(...lngs) - Math.min(...lngs)) / 2, MIN_SPAN_DEGREES / 2);
  const halfLat = Math.max((Math.max(...lats) - Math.min(...lats)) / 2, MIN_SPAN_DEGREES / 2);
  const frame: LineString = {
    type: "LineString",
    coordinates: [
      [centre[0] - halfLng, centre[1] - halfLat],
      [centre[0] + halfLng, centre[1] + halfLat],
    ],
  };
  const projection = geoMercator().fitExtent(
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    frame,
  );
  const path = geoPath(projection);
  const routePath = path({ type: "LineString", coordinates: line }) ?? "";
  const [ox, oy] = projection([origin.lng, origin.lat]) ?? [0, 0];
  const [dx, dy] = projection([destination.lng, destination.lat]) ?? [0, 0];

  const touched = states.filter(
    (state) =>
      geoContains(state, [origin.lng, origin.lat]) || geoContains(state, [destination.lng, destination.lat]),
  );
  const stateNames = [...new Set(touched.map((state) => state.properties.name))];
  const where = stateNames.length > 0 ? stateNames.join(" and ") : "the United States";
  const stopsText = stops.map((stop) => stop.label).join(" and ");
  const title =
    `Map of ${where} showing the route from ${origin.label} to ${destination.label}` +
    (stopsText ? `, with ${stopsText}` : "");
  const lineKind = route.polyline ? "the road route" : "a straight line between the two places";

  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="block h-auto w-full bg-sky-100"
        data-testid="route-map"
      >
        <title id={titleId}>{title}</title>
        <g>
          {states.map((state) => (
            <path
              key={state.properties.name}
              d={path(state) ?? ""}
              data-state={state.properties.name}
              className={
                touched.includes(state) ? "fill-brand-50 stroke-brand-700" : "fill-white stroke-slate-300"
              }
              strokeWidth={touched.includes(state) ? 1.2 : 0.8}
            />
          ))}
        </g>
        <path
          d={routePath}
          fill="none"
          className="stroke-brand-700"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray={route.polyline ? undefined : "8 6"}
        />
        <circle cx={ox} cy={oy} r={7} className="fill-white stroke-brand-800" strokeWidth={3} />
        <circle cx={dx} cy={dy} r={7} className="fill-brand-800" />
        {stops.map((stop, index) => {
          const [sx, sy] = projection([stop.lng, stop.lat]) ?? [0, 0];
          return (
            <g key={index} data-testid="route-map-stop">
              <rect
                x={sx - 6}
                y={sy - 6}
                width={12}
                height={12}
                transform={`rotate(45 ${sx} ${sy})`}
                className="fill-amber-400 stroke-slate-900"
                strokeWidth={2}
              />
              {/* below the point: a stop is often next to an end, whose label is above */}
              <text x={sx + 11} y={sy + 20} className="fill-slate-900 text-[15px] font-medium">
                {stop.label}
              </text>
            </g>
          );
        })}
        <text x={ox + 11} y={oy - 9} className="fill-slate-900 text-[16px] font-semibold">
          {origin.label}
        </text>
        <text x={dx + 11} y={dy - 9} className="fill-slate-900 text-[16px] font-semibold">
          {destination.label}
        </text>
      </svg>
      <figcaption className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
        {origin.label} to {destination.label} in {where}: {route.distance.value} miles by road; the map shows{" "}
        {lineKind}.{stopsText ? ` Marked with diamonds: ${stopsText}.` : null}
      </figcaption>
    </figure>
  );
}
