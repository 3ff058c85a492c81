import { rideBody } from "../trips.ts";
import { driversNewTrip, otherRidersCompletedTrip, otherRidersSeatOnTripThatLeft } from "./prepare.ts";
import { onlyFor, statuses, type RouteTable } from "./table.ts";

const RIDE = ":id|:rideId";
/** Drivers (and both) may offer rides; a rider, the admin (a rider) and the signed out may not. */
const driversOnly = (ok: number) => statuses(ok, { rider: 403, otherRider: 403, admin: 403 });
/** A rider's capability (both has it too); a driver is refused with the catalogue's message. */
const ridersOnly = (ok: number) => statuses(ok, { driver: 403, otherDriver: 403 });

/** Trips, and what hangs off a trip: its requests, its messages, its reviews, its share link. */
export const rideTable: RouteTable = {
  "POST /api/rides": [
    { request: () => ({ url: "/api/rides", payload: rideBody() }), expect: driversOnly(201) },
  ],
  "GET /api/rides/mine": [{ request: () => ({ url: "/api/rides/mine" }), expect: statuses(200) }],
  "POST /api/rides/route-info": [
    { request: () => ({ url: "/api/rides/route-info" }), expect: driversOnly(200) },
  ],
  [`GET /api/rides/${RIDE}`]: [
    {
      object: "the driver's upcoming trip (public: its driver sees more)",
      request: (w) => ({ url: `/api/rides/${w.trip.id}` }),
      expect: statuses(200, {}, 200),
    },
  ],
  [`PATCH /api/rides/${RIDE}`]: [
    {
      object: "the driver's upcoming trip",
      request: (w) => ({
        url: `/api/rides/${w.trip.id}`,
        payload: { notes: "Meet at the Reitz Union bus loop" },
      }),
      expect: onlyFor({ driver: 200 }),
    },
    {
      object: "the other driver's upcoming trip",
      request: (w) => ({ url: `/api/rides/${w.otherTrip.id}`, payload: { notes: "Meet at the stadium" } }),
      expect: onlyFor({ otherDriver: 200 }),
    },
  ],
  [`POST /api/rides/${RIDE}/complete`]: [
    {
      object: "the driver's trip that left yesterday",
      prepare: otherRidersSeatOnTripThatLeft,
      request: (_w, _actor, seat: { rideId: string }) => ({ url: `/api/rides/${seat.rideId}/complete` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  [`POST /api/rides/${RIDE}/cancel`]: [
    {
      object: "a new upcoming trip of the driver's",
      prepare: driversNewTrip,
      request: (_w, _actor, rideId: string) => ({ url: `/api/rides/${rideId}/cancel` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  [`GET /api/rides/${RIDE}/requests`]: [
    {
      object: "the driver's upcoming trip",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/requests` }),
      expect: onlyFor({ driver: 200 }),
    },
    {
      object: "the other driver's upcoming trip",
      request: (w) => ({ url: `/api/rides/${w.otherTrip.id}/requests` }),
      expect: onlyFor({ otherDriver: 200 }),
    },
  ],
  [`GET /api/rides/${RIDE}/reviews`]: [
    {
      object: "the driver's completed trip, the rider on it",
      request: (w) => ({ url: `/api/rides/${w.pastTrip.id}/reviews` }),
      expect: onlyFor({ driver: 200, rider: 200 }),
    },
  ],
  [`POST /api/rides/${RIDE}/reviews`]: [
    {
      object: "the driver's completed trip, the other rider on it: each reviews the other",
      prepare: otherRidersCompletedTrip,
      request: (w, actor, trip: { rideId: string }) => ({
        url: `/api/rides/${trip.rideId}/reviews`,
        payload: { subjectId: actor === "driver" ? w.ids.otherRider : w.ids.driver, rating: 5, tags: [] },
      }),
      expect: onlyFor({ driver: 201, otherRider: 201 }),
    },
  ],
  [`POST /api/rides/${RIDE}/conversation`]: [
    {
      // any rider may ask a trip's driver: each opens (or reopens) a thread of their own
      object: "the caller's own thread with the driver of the upcoming trip",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/conversation` }),
      expect: ridersOnly(200),
    },
  ],
  [`POST /api/rides/${RIDE}/riders/:riderId/conversation`]: [
    {
      object: "the driver's thread with the rider of their upcoming trip",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/riders/${w.ids.rider}/conversation` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  [`POST /api/rides/${RIDE}/messages`]: [
    {
      object: "the driver's upcoming trip: any rider may ask its driver",
      request: (w) => ({
        url: `/api/rides/${w.trip.id}/messages`,
        payload: { body: "Do you stop in Ocala?" },
      }),
      expect: ridersOnly(201),
    },
  ],
  [`POST /api/rides/${RIDE}/share`]: [
    {
      object: "the driver's upcoming trip, the rider's seat approved",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/share` }),
      expect: onlyFor({ rider: 201, driver: 201 }),
    },
  ],
  [`GET /api/rides/${RIDE}/day`]: [
    {
      object:
        "the driver's upcoming trip's day: its driver and the rider's approved seat (both's is pending)",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/day` }),
      expect: onlyFor({ rider: 200, driver: 200 }),
    },
  ],
  [`POST /api/rides/${RIDE}/day/status`]: [
    {
      object: "a driver's status on the upcoming trip, a week before its day opens",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/day/status`, payload: { status: "on_my_way" } }),
      expect: onlyFor({ driver: 409, rider: 403 }),
    },
    {
      object: "a rider's status on the upcoming trip, a week before its day opens",
      request: (w) => ({ url: `/api/rides/${w.trip.id}/day/status`, payload: { status: "rider_here" } }),
      expect: onlyFor({ driver: 403, rider: 409 }),
    },
  ],
};
