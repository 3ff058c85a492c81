import { haversineMiles } from "./distance.ts";

/** Origin and destination closer than this in a straight line are not two places of a trip. */
export const MIN_TRIP_MILES = 1;

/** One end of a trip as the form or the API gives it. */
export interface TripEndPlace {
  /** The place's name or city ("Gainesville", "University of Florida"). */
  name: string;
  address?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** "Gainesville, FL, USA" → "gainesville fl": what two spellings of one place share. */
function placeKey(place: TripEndPlace): string {
  return (place.address ?? place.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/ usa$/, "")
    .trim();
}

/**
 * Whether a trip's two ends are one place: less than a mile apart when both are located,
 * else the same address (or name) however it is spelled. Such a trip has no distance to
 * price (it would fall back to a made-up one), so the form and the server refuse it.
 */
export function isSameTripPlace(from: TripEndPlace, to: TripEndPlace): boolean {
  if (from.lat !== undefined && from.lng !== undefined && to.lat !== undefined && to.lng !== undefined) {
    return haversineMiles({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng }) < MIN_TRIP_MILES;
  }
  return placeKey(from) === placeKey(to);
}
