import { haversineMiles } from "@campusride/shared/domain/distance";
import { isCalendarDate, todayLocal } from "@campusride/shared/domain/local-time";
import { LIMITS } from "@campusride/shared/limits";
import type { SearchInput } from "@campusride/shared/schemas/search";

/** A place the rider chose: what the field showed, and where it is. */
export interface SearchPlace {
  address: string;
  lat: number;
  lng: number;
  placeId?: string;
}

/** A complete ride search, as the address keeps it (docs/product/search.md#find-a-ride). */
export interface SearchCriteria {
  pickup: SearchPlace;
  destination: SearchPlace;
  /** YYYY-MM-DD in America/New_York. */
  date: string;
  passengers: number;
  /** Round trips: the rides back on this date too (on or after `date`). */
  returnDate?: string | undefined;
}

type End = "pickup" | "destination";

/** Places closer than this (in miles) are one place: a ride from there to there goes nowhere. */
const SAME_PLACE_MILES = 0.5;

/** Whether pickup and destination are one place: the same place id when both have one, else within half a mile. */
export function isSamePlace(a: Omit<SearchPlace, "address">, b: Omit<SearchPlace, "address">): boolean {
  if (a.placeId && b.placeId) return a.placeId === b.placeId;
  return haversineMiles(a, b) < SAME_PLACE_MILES;
}

/** The query parameters of a search: the rest of the address (?tab=) is left alone. */
export const SEARCH_PARAM_NAMES = [
  "pickup",
  "pickupLat",
  "pickupLng",
  "pickupId",
  "destination",
  "destinationLat",
  "destinationLng",
  "destinationId",
  "date",
  "passengers",
  "returnDate",
] as const;

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The name of the pickup or destination in the address, with or without its coordinates. */
export function searchTextFrom(params: URLSearchParams, end: End): string {
  return params.get(end)?.trim() ?? "";
}

/** The pickup or destination named in the address, when it has its coordinates. */
export function searchPlaceFrom(params: URLSearchParams, end: End): SearchPlace | undefined {
  const address = params.get(end)?.trim();
  const lat = numberParam(params, `${end}Lat`);
  const lng = numberParam(params, `${end}Lng`);
  if (!address || lat === undefined || lng === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const placeId = params.get(`${end}Id`) || undefined;
  return { address, lat, lng, ...(placeId ? { placeId } : {}) };
}

/**
 * The date of a search in the address: a real date, today or later. A shared link opened
 * after its day searches today instead, and a missing or broken date means today.
 */
export function searchDateFrom(params: URLSearchParams, today: string = todayLocal()): string {
  const date = params.get("date") ?? "";
  return isCalendarDate(date) && date >= today ? date : today;
}

/** Passengers in the address, 1 to 6; anything else means the default, 1. */
export function passengersFrom(params: URLSearchParams): number {
  const value = numberParam(params, "passengers");
  const { min, max } = LIMITS.passengers;
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : min;
}

/** The search the address describes, or undefined while a place is missing. */
export function criteriaFromParams(
  params: URLSearchParams,
  today: string = todayLocal(),
): SearchCriteria | undefined {
  const pickup = searchPlaceFrom(params, "pickup");
  const destination = searchPlaceFrom(params, "destination");
  if (!pickup || !destination) return undefined;
  const date = searchDateFrom(params, today);
  const returnDate = returnDateFrom(params, date);
  return {
    pickup,
    destination,
    date,
    passengers: passengersFrom(params),
    ...(returnDate ? { returnDate } : {}),
  };
}

/** 'Return on' in the address: a real date on or after the search's date, else none. */
export function returnDateFrom(params: URLSearchParams, date: string): string | undefined {
  const returnDate = params.get("returnDate") ?? "";
  return isCalendarDate(returnDate) && returnDate >= date ? returnDate : undefined;
}

/**
 * `params` with the search's values as the screen uses them: passengers out of range
 * become 1, a broken or past date today, and a place's coordinates that are no place
 * (lat 91) are taken out with its id, its name kept. Parameters not given stay out.
 */
export function normalisedSearchParams(
  params: URLSearchParams,
  today: string = todayLocal(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const end of ["pickup", "destination"] as const) {
    if (searchPlaceFrom(params, end)) continue;
    [`${end}Lat`, `${end}Lng`, `${end}Id`].forEach((name) => next.delete(name));
  }
  if (params.has("date")) next.set("date", searchDateFrom(params, today));
  if (params.has("passengers")) next.set("passengers", String(passengersFrom(params)));
  return next;
}

/** `params` with the search written into it (and any older search taken out). */
export function withCriteria(params: URLSearchParams, criteria: SearchCriteria): URLSearchParams {
  const next = new URLSearchParams(params);
  SEARCH_PARAM_NAMES.forEach((name) => next.delete(name));
  for (const end of ["pickup", "destination"] as const) {
    const place = criteria[end];
    next.set(end, place.address);
    next.set(`${end}Lat`, String(place.lat));
    next.set(`${end}Lng`, String(place.lng));
    if (place.placeId) next.set(`${end}Id`, place.placeId);
  }
  next.set("date", criteria.date);
  next.set("passengers", String(criteria.passengers));
  if (criteria.returnDate) next.set("returnDate", criteria.returnDate);
  return next;
}

/** The search as POST /api/search takes it. */
export function searchInputOf(criteria: SearchCriteria): SearchInput {
  return {
    originLat: criteria.pickup.lat,
    originLng: criteria.pickup.lng,
    destinationLat: criteria.destination.lat,
    destinationLng: criteria.destination.lng,
    originAddress: criteria.pickup.address,
    destinationAddress: criteria.destination.address,
    passengers: criteria.passengers,
    departureDate: criteria.date,
    ...(criteria.returnDate ? { returnDate: criteria.returnDate } : {}),
  };
}
