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

/**
 * Where a spot's small map takes its tiles from (OpenStreetMap's, with their attribution):
 * the server's Content-Security-Policy lets images come from this origin.
 */
export const MAP_TILE_ORIGIN = "https://tile.openstreetmap.org";

/** The maps app's directions to the spot (a phone opens its own maps app for this link). */
export function directionsUrl(spot: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${spot.lat},${spot.lng}`;
}

/** A spot as it is shown: where, and the driver's or rider's note. */
export interface ShownSpot extends LatLng {
  label: string;
  note: string | null;
}

/**
 * A rider's pickup spot (docs/product/ride-day.md#proposed-pickup-spot): the spot they
 * proposed once the driver accepted it, else the trip's own (null when neither is known
 * to the reader).
 */
export function riderPickupSpot<S extends ShownSpot>(
  tripSpot: S | null,
  proposal: (ShownSpot & { status: string }) | null | undefined,
): ShownSpot | null {
  if (proposal?.status === "accepted") {
    return { label: proposal.label, lat: proposal.lat, lng: proposal.lng, note: proposal.note };
  }
  return tripSpot;
}
