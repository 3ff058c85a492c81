import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import { mpgFor } from "@campusride/shared/domain/mpg";
import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { costSplit } from "@campusride/shared/domain/pricing";
import type { PlaceResult, RouteResult } from "@campusride/shared/schemas/places";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import type { TripDraft } from "../../src/features/rides/trip-draft.ts";
import { profileOf } from "./profiles.ts";

/** A verified driver with a complete car, as GET /api/me describes them. */
export const driverProfile: PrivateProfile = profileOf();

export const GAINESVILLE: PlaceResult = {
  placeId: "city:gainesville-fl",
  name: "Gainesville",
  address: "Gainesville, FL, USA",
  lat: 29.6516,
  lng: -82.3248,
};

export const ORLANDO: PlaceResult = {
  placeId: "city:orlando-fl",
  name: "Orlando",
  address: "Orlando, FL, USA",
  lat: 28.5384,
  lng: -81.3789,
};

/** The routes service's answer for Gainesville → Orlando in a Camry (the fixed 115 miles). */
export const gainesvilleToOrlando: RouteResult = {
  origin: { lat: GAINESVILLE.lat, lng: GAINESVILLE.lng, label: GAINESVILLE.address },
  destination: { lat: ORLANDO.lat, lng: ORLANDO.lng, label: ORLANDO.address },
  distance: { text: "115 mi", value: 115 },
  duration: { text: "1 hour 55 mins", value: 6900 },
  estimated: false,
  source: "fixed",
  price: {
    mpg: mpgFor("Toyota", "Camry"),
    car: { make: "Toyota", model: "Camry" },
    ...costSplit(115, mpgFor("Toyota", "Camry")),
  },
};

/** A date `days` after today in Florida. */
export function daysFromToday(days: number): string {
  return addDaysLocal(todayLocal(), days);
}

/** A trip as its driver sees it (GET /api/rides/mine): Gainesville to Tampa unless overridden. */
export function driverRideOf(overrides: Partial<DriverRide> = {}): DriverRide {
  return {
    id: "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f",
    driverId: "driver-1",
    departureCity: "Gainesville",
    destinationCity: "Tampa",
    originAddress: null,
    destinationAddress: null,
    originLat: null,
    originLng: null,
    destinationLat: null,
    destinationLng: null,
    departureDate: "2030-03-15",
    departureTime: "16:05:00",
    availableSeats: 4,
    seatsRemaining: 3,
    pricePerSeatCents: 1650,
    riderPricePerSeatCents: 2310,
    status: "active",
    distance: 139,
    timeLength: "2 hours 19 mins",
    createdAt: "2030-03-01T12:00:00.000Z",
    driver: {
      id: "driver-1",
      firstName: "Dana",
      lastName: "Driver",
      carMake: "Toyota",
      carModel: "Camry",
      carColor: "Silver",
      carYear: 2021,
    },
    preferences: DEFAULT_TRIP_PREFERENCES,
    instantBooking: false,
    notes: null,
    pickupSpot: null,
    dropoffSpot: null,
    seriesId: null,
    returnRideId: null,
    outboundRideId: null,
    updatedAt: "2030-03-01T12:00:00.000Z",
    pendingRequests: 2,
    reviewsWritten: 0,
    reviewsToWrite: 0,
    ...overrides,
  };
}

/** A trip on its way from the create form to the confirm screen: Gainesville to Orlando in 5 days. */
export function tripDraftOf(overrides: Partial<TripDraft> = {}): TripDraft {
  return {
    from: { text: GAINESVILLE.address, place: GAINESVILLE },
    to: { text: ORLANDO.address, place: ORLANDO },
    departureDate: daysFromToday(5),
    departureTime: "08:15",
    availableSeats: 3,
    notes: "Leaving from the Reitz Union",
    preferences: DEFAULT_TRIP_PREFERENCES,
    instantBooking: false,
    pickupSpot: null,
    dropoffSpot: null,
    repeat: null,
    returnTo: "/driver/create-trip",
    idempotencyKey: "5f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    ...overrides,
  };
}

/** A booking as its rider sees it (GET /api/bookings/mine): 2 seats on Gainesville to Tampa, pending. */
export function riderBookingOf(overrides: Partial<RiderBooking> = {}): RiderBooking {
  const { updatedAt: _updatedAt, pendingRequests: _pending, ...ride } = driverRideOf();
  return {
    id: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
    rideId: ride.id,
    riderId: "rider-1",
    seatsRequested: 2,
    bagsCount: 1,
    totalPriceCents: 3300,
    priceCents: 4620,
    status: "pending",
    notes: null,
    pickupProposal: null,
    createdAt: "2030-03-02T12:00:00.000Z",
    updatedAt: "2030-03-02T12:00:00.000Z",
    ride,
    ...overrides,
  };
}
