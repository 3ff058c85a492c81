/** A point on the Earth: degrees of latitude and longitude. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle (haversine) distance in miles. */
export function haversineMiles(from: LatLng, to: LatLng): number {
  const toRadians = Math.PI / 180;
  const dLat = (to.lat - from.lat) * toRadians;
  const dLng = (to.lng - from.lng) * toRadians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * toRadians) * Math.cos(to.lat * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
