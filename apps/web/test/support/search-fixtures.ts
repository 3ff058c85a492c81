import type { PlaceResult } from "@campusride/shared/schemas/places";
import type { MatchedRide, SearchResponse } from "@campusride/shared/schemas/search";
import { GAINESVILLE, daysFromToday, driverRideOf } from "./trip-fixtures.ts";

export const OCALA: PlaceResult = {
  placeId: "city:ocala-fl",
  name: "Ocala",
  address: "Ocala, FL, USA",
  lat: 29.1872,
  lng: -82.1401,
};

/** The address of a search Gainesville → Ocala `days` from today for `passengers`. */
export function searchAddressOf(days: number, passengers = 1): string {
  const params = new URLSearchParams({
    pickup: GAINESVILLE.address,
    pickupLat: String(GAINESVILLE.lat),
    pickupLng: String(GAINESVILLE.lng),
    pickupId: GAINESVILLE.placeId,
    destination: OCALA.address,
    destinationLat: String(OCALA.lat),
    destinationLng: String(OCALA.lng),
    destinationId: OCALA.placeId,
    date: daysFromToday(days),
    passengers: String(passengers),
  });
  return `/rider?${params}`;
}

/** A ride as the search returns it: Gainesville → Orlando, on the way to Ocala, 5 seats left. */
export function matchedRideOf(overrides: Partial<MatchedRide> = {}): MatchedRide {
  // the public fields of a driver's trip, without what only its driver sees
  const {
    updatedAt: _updatedAt,
    pendingRequests: _pendingRequests,
    ...ride
  } = driverRideOf({
    id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    departureCity: "Gainesville, FL",
    destinationCity: "Orlando, FL",
    originAddress: "University of Florida, Gainesville, FL",
    destinationAddress: "University of Central Florida, Orlando, FL",
    originLat: 29.6436,
    originLng: -82.3549,
    destinationLat: 28.6024,
    destinationLng: -81.2001,
    departureDate: daysFromToday(2),
    departureTime: "07:45:00",
    availableSeats: 6,
    seatsRemaining: 5,
    distance: 115,
    timeLength: "1 hour 55 mins",
  });
  return {
    ...ride,
    driver: { ...ride.driver, rating: null },
    matchScore: 100,
    isOnTheWay: true,
    detourFactor: 1.07,
    detourMiles: 12.4,
    exactMatch: false,
    estimatedTravelTime: "1 hour 55 mins",
    ...overrides,
  };
}

/** The search's answer with `rides`, out of `totalRides` that day. */
export function searchResponseOf(rides: MatchedRide[], totalRides = rides.length): SearchResponse {
  const averageScore = rides.length
    ? Math.round((rides.reduce((sum, ride) => sum + ride.matchScore, 0) / rides.length) * 10) / 10
    : 0;
  return { data: rides, summary: { totalRides, matchedRides: rides.length, averageScore } };
}
