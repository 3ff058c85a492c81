import { isCalendarDate } from "@campusride/shared/domain/local-time";
import type { PlaceResult } from "@campusride/shared/schemas/places";

/** One end of a trip named in the address: what the field shows, and where it is. */
export interface PrefillPlace {
  label: string;
  lat: number;
  lng: number;
}

/** A trip 'Create a Trip' opens with: both ends and the day (a campus's board offers it). */
export interface TripPrefill {
  from: PrefillPlace;
  to: PrefillPlace;
  date: string;
}

/** The query parameters that carry a prefill, and nothing else. */
export const TRIP_PREFILL_PARAMS = [
  "fromLabel",
  "fromLat",
  "fromLng",
  "toLabel",
  "toLat",
  "toLng",
  "date",
] as const;

/** /driver/create-trip with the trip prefilled: `?fromLabel=…&fromLat=…&…&date=YYYY-MM-DD`. */
export function prefilledTripSearch(prefill: TripPrefill): string {
  const { from, to, date } = prefill;
  return `?${new URLSearchParams({
    fromLabel: from.label,
    fromLat: String(from.lat),
    fromLng: String(from.lng),
    toLabel: to.label,
    toLat: String(to.lat),
    toLng: String(to.lng),
    date,
  })}`;
}

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

function placeFrom(params: URLSearchParams, side: "from" | "to"): PrefillPlace | undefined {
  const label = params.get(`${side}Label`)?.trim();
  const lat = coordinate(params.get(`${side}Lat`), 90);
  const lng = coordinate(params.get(`${side}Lng`), 180);
  return label && lat !== undefined && lng !== undefined ? { label, lat, lng } : undefined;
}

/**
 * What of a prefill the address carries, each part on its own: a place without its label
 * or a valid coordinate, or a date that is not one, is left out (the form starts as usual
 * for it). Undefined when the address names none.
 */
export function readTripPrefill(params: URLSearchParams): Partial<TripPrefill> | undefined {
  const from = placeFrom(params, "from");
  const to = placeFrom(params, "to");
  const dateParam = params.get("date");
  const date = dateParam && isCalendarDate(dateParam) ? dateParam : undefined;
  if (!from && !to && !date) return undefined;
  return { from, to, date };
}

/**
 * A prefilled place as the place fields hold a chosen one: its name is the label's first
 * part ("Miami" of "Miami, FL, USA", the trip's city); no place id, so routes go by coordinates.
 */
export function prefillPlaceResult({ label, lat, lng }: PrefillPlace): PlaceResult {
  const name = label.split(",")[0]?.trim() || label;
  return { placeId: "", name, address: label, lat, lng };
}
