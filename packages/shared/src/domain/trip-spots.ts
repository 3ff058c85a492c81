import { haversineMiles, type LatLng } from "./distance.ts";

/**
 * A trip's pickup and drop-off spots (docs/product/trips.md#pickup-spot): the exact place
 * where the driver meets riders, near the trip's start, and optionally where they are left,
 * near its end.
 */

/** How far, in straight-line miles, a spot may be from the end of the trip it belongs to. */
export const MAX_SPOT_MILES = 5;

/** Whether the spot lies further than MAX_SPOT_MILES from the trip's end (unknown end: too far to tell). */
export function isSpotTooFar(spot: LatLng, tripEnd: { lat: number | null; lng: number | null }): boolean {
  if (tripEnd.lat === null || tripEnd.lng === null) return true;
  return haversineMiles(spot, { lat: tripEnd.lat, lng: tripEnd.lng }) > MAX_SPOT_MILES;
}

/** The maps app's directions to the spot (a phone opens its own maps app for this link). */
export function directionsUrl(spot: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${spot.lat},${spot.lng}`;
}
