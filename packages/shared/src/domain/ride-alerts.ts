import { LUGGAGE_SIZE_LABELS, type TripFilters } from "./trip-preferences.ts";

/**
 * Ride alerts: a rider's saved search. Each ride that matches it later is told
 * of once, by a notification and an email, until the alert's date has passed.
 */
export const RIDE_ALERTS = {
  /** Active alerts (dated today or later) one rider may keep. */
  maxActive: 10,
  /** How far ahead an alert may be dated. */
  maxDaysAhead: 90,
  /** Find a Ride offers an alert when a search finds fewer rides than this. */
  offerBelow: 3,
} as const;

/** What each yes/no filter reads as when set to yes, and to no. */
const FLAG_WORDS = [
  ["instantBooking", "Instant booking", "No instant booking"],
  ["womenOnly", "Women only", "Not women only"],
  ["maxTwoInBack", "Max 2 in the back", "Any seating"],
  ["petsAllowed", "Pets OK", "No pets"],
  ["smokingAllowed", "Smoking OK", "No smoking"],
  ["musicAllowed", "Music OK", "No music"],
] as const;

/** The filters as a short phrase ("Suitcase · Pets OK"); "" when none is set. */
export function filtersSummary(filters: TripFilters): string {
  const parts: string[] = [];
  if (filters.luggageSize) parts.push(LUGGAGE_SIZE_LABELS[filters.luggageSize]);
  for (const [name, yes, no] of FLAG_WORDS) {
    if (filters[name] !== undefined) parts.push(filters[name] ? yes : no);
  }
  return parts.join(" · ");
}
