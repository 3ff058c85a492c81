import path from "node:path";
import { pathToFileURL } from "node:url";
import { haversineMiles, OFFLINE_ROAD_FACTOR } from "../packages/shared/src/domain/distance.ts";
import { offlineRoadMiles } from "../packages/shared/src/domain/road-miles.ts";
import {
  CITY_CENTRES,
  endsOf,
  PUBLISHED_DISTANCES,
  type PublishedDistance,
} from "../packages/shared/test/fixtures/florida-road-distances.ts";
import { formatMs, percentile, printMachine, timeEach } from "./lib/stats.ts";

type Estimator = (row: PublishedDistance) => number;

const byMap: Estimator = (row) => Math.round(offlineRoadMiles(...endsOf(row), OFFLINE_ROAD_FACTOR));
const byStraightLine: Estimator = (row) => Math.round(haversineMiles(...endsOf(row)) * OFFLINE_ROAD_FACTOR);

function errorLine(rows: readonly PublishedDistance[], estimate: Estimator): string {
  const errors = rows.map((row) => (Math.abs(estimate(row) - row.miles) / row.miles) * 100);
  const show = (p: number) => `${percentile(errors, p).toFixed(1)}%`;
  return `median ${show(50)}  p90 ${show(90)}  worst ${show(100)}`;
}

/**
 * Offline road miles against published Florida road distances: the road map beside the
 * straight line × 1.17 it replaces, on the held-out rows and on all, and the time per route.
 * Goal on the held-out rows: median ≤ 3%, worst ≤ 8%; p95 under 50 µs a route.
 */
export default async function benchRoads(): Promise<void> {
  const held = PUBLISHED_DISTANCES.filter((row) => row.use === "check");
  console.log("roads: offline road miles against %d published distances", PUBLISHED_DISTANCES.length);
  printMachine();
  for (const [label, rows] of [
    [`held out (${held.length})`, held],
    [`all (${PUBLISHED_DISTANCES.length})`, PUBLISHED_DISTANCES],
  ] as const) {
    console.log("  %s", label);
    console.log("    road map               %s", errorLine(rows, byMap));
    console.log("    straight line × 1.17   %s", errorLine(rows, byStraightLine));
  }

  // every ordered pair of the table's cities, timed one route at a time
  const cities = Object.values(CITY_CENTRES);
  const routes = cities.flatMap((from) => cities.map((to) => [from, to] as const));
  const mapTimes = timeEach(routes, ([from, to]) => offlineRoadMiles(from, to, OFFLINE_ROAD_FACTOR), 5);
  const lineTimes = timeEach(routes, ([from, to]) => haversineMiles(from, to) * OFFLINE_ROAD_FACTOR, 5);
  const started = performance.now();
  let sink = 0;
  for (let round = 0; round < 20; round += 1) {
    for (const [from, to] of routes) sink += offlineRoadMiles(from, to, OFFLINE_ROAD_FACTOR);
  }
  const meanMs = (performance.now() - started) / (20 * routes.length);
  if (sink < 0) console.log(sink);
  console.log("  time per route over %d routes", routes.length);
  console.log(
    "    road map               p50 %s  p95 %s  mean %s",
    formatMs(percentile(mapTimes, 50)),
    formatMs(percentile(mapTimes, 95)),
    formatMs(meanMs),
  );
  console.log(
    "    straight line × 1.17   p50 %s  p95 %s",
    formatMs(percentile(lineTimes, 50)),
    formatMs(percentile(lineTimes, 95)),
  );
  // the map's all-pairs table is built on the first trip measured: time it on a fresh copy
  const fresh = `${pathToFileURL(path.resolve(import.meta.dirname, "../packages/shared/src/domain/road-miles.ts")).href}?fresh=${Date.now()}`;
  const module = (await import(fresh)) as { offlineRoadMiles: typeof offlineRoadMiles };
  const firstStarted = performance.now();
  module.offlineRoadMiles(CITY_CENTRES.Miami, CITY_CENTRES.Tampa, OFFLINE_ROAD_FACTOR);
  console.log("  first route (builds the map) %s", formatMs(performance.now() - firstStarted));
  const heldErrors = held.map((row) => (Math.abs(byMap(row) - row.miles) / row.miles) * 100);
  const meets =
    percentile(heldErrors, 50) <= 3 && percentile(heldErrors, 100) <= 8 && percentile(mapTimes, 95) < 0.05;
  console.log("  goal median ≤ 3%%, worst ≤ 8%%, p95 under 50 µs a route: %s", meets ? "met" : "NOT met");
}
