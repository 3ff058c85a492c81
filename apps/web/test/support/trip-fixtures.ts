import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import { mpgFor } from "@campusride/shared/domain/mpg";
import { costSplit } from "@campusride/shared/domain/pricing";
import type { PlaceResult, RouteResult } from "@campusride/shared/schemas/places";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
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

/** The routes service's answer for Gainesville → Orlando in a Camry (spec §9: 115 miles). */
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
