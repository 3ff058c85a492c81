import { CAMPUS_DEMAND } from "@campusride/shared/domain/campus-demand";
import { CAMPUSES, type Campus } from "@campusride/shared/domain/campuses";
import { haversineMiles, type LatLng } from "@campusride/shared/domain/distance";

/**
 * Where a rider's wish starts and ends, as the board groups them (decision 0056): the
 * campus nearest its origin, and the destination's area, so that riders going to
 * different addresses of one city land in one cell.
 */

/** A destination as the board shows it. */
export interface DemandDestination {
  key: string;
  label: string;
  lat: number;
  lng: number;
}

/**
 * Florida's travel destinations: the metro areas' centres (city halls, downtowns). A
 * point goes to the nearest one within AREA_REACH_MILES: Coral Gables, Hialeah, Doral
 * and Miami Beach are all "Miami", as students going home say it.
 */
const AREAS: ReadonlyArray<readonly [name: string, lat: number, lng: number]> = [
  ["Miami", 25.7617, -80.1918],
  ["Homestead", 25.4687, -80.4776],
  ["Key West", 24.5551, -81.78],
  ["Fort Lauderdale", 26.1224, -80.1373],
  ["Boca Raton", 26.3683, -80.1289],
  ["West Palm Beach", 26.7153, -80.0534],
  ["Port St. Lucie", 27.273, -80.3582],
  ["Vero Beach", 27.6386, -80.3973],
  ["Melbourne", 28.0836, -80.6081],
  ["Orlando", 28.5383, -81.3792],
  ["Daytona Beach", 29.2108, -81.0228],
  ["Palm Coast", 29.5845, -81.2079],
  ["St. Augustine", 29.9012, -81.3124],
  ["Jacksonville", 30.3322, -81.6557],
  ["Gainesville", 29.6516, -82.3248],
  ["Ocala", 29.1872, -82.1401],
  ["Lakeland", 28.0395, -81.9498],
  ["Tampa", 27.9506, -82.4572],
  ["St. Petersburg", 27.7676, -82.6403],
  ["Sarasota", 27.3364, -82.5307],
  ["Sebring", 27.4956, -81.4409],
  ["Fort Myers", 26.6406, -81.8723],
  ["Naples", 26.142, -81.7948],
  ["Tallahassee", 30.4383, -84.2807],
  ["Panama City", 30.1588, -85.6602],
  ["Destin", 30.3935, -86.4958],
  ["Pensacola", 30.4213, -87.2169],
];

/** A destination this close to an area's centre (the nearest) is in that area, in miles. */
const AREA_REACH_MILES = 30;
/** Elsewhere, destinations are grouped on a grid of this many degrees (about 17 miles north–south). */
const GRID_DEGREES = 0.25;

const AREA_DESTINATIONS: readonly DemandDestination[] = AREAS.map(([name, lat, lng]) => ({
  key: `area:${name.toLowerCase().replace(/[^a-z]+/g, "-")}-fl`,
  label: `${name}, FL`,
  lat,
  lng,
}));
const BY_KEY = new Map(AREA_DESTINATIONS.map((area) => [area.key, area]));

function nearest<T extends LatLng>(
  point: LatLng,
  places: readonly T[],
): { place: T; miles: number } | undefined {
  let best: { place: T; miles: number } | undefined;
  for (const place of places) {
    const miles = haversineMiles(point, place);
    if (!best || miles < best.miles) best = { place, miles };
  }
  return best;
}

/** The campus nearest to where a rider leaves from, within CAMPUS_DEMAND.campusReachMiles. */
export function campusNear(origin: LatLng): Campus | undefined {
  const found = nearest(origin, CAMPUSES);
  return found && found.miles <= CAMPUS_DEMAND.campusReachMiles ? found.place : undefined;
}

/**
 * The key of the cell a destination falls in: its area (`area:miami-fl`), else its grid
 * square (`grid:33.75,-84.50`, the square's south-west corner).
 */
export function destinationKeyOf(point: LatLng): string {
  const area = nearest(point, AREA_DESTINATIONS);
  if (area && area.miles <= AREA_REACH_MILES) return area.place.key;
  const corner = (value: number) => (Math.floor(value / GRID_DEGREES) * GRID_DEGREES).toFixed(2);
  return `grid:${corner(point.lat)},${corner(point.lng)}`;
}

const GRID_KEY = /^grid:(-?\d+\.\d{2}),(-?\d+\.\d{2})$/;

/**
 * A cell's destination as the board shows it: an area's centre and name, or a grid
 * square's centre named after the city nearest to it (`nameOf`); undefined for a key
 * neither could have made.
 */
export function destinationOfKey(
  key: string,
  nameOf: (point: LatLng) => string | undefined,
): DemandDestination | undefined {
  const area = BY_KEY.get(key);
  if (area) return area;
  const match = GRID_KEY.exec(key);
  if (!match) return undefined;
  const center = {
    lat: Number(match[1]) + GRID_DEGREES / 2,
    lng: Number(match[2]) + GRID_DEGREES / 2,
  };
  const label = nameOf(center) ?? `${center.lat.toFixed(2)}, ${center.lng.toFixed(2)}`;
  return { key, label, ...center };
}
