import {
  driversNewTrip,
  otherRidersNoShow,
  otherRidersPendingRequest,
  otherRidersSeatOnTripThatLeft,
  womenOnlyPendingRequest,
} from "./prepare.ts";
import { onlyFor, statuses, type RouteTable } from "./table.ts";

type Request = { rideId: string; bookingId: string };

/** Seat requests and their payments: the rider who asked and the trip's driver, nobody else. */
export const bookingTable: RouteTable = {
  "POST /api/bookings": [
    {
      object: "a new upcoming trip of the driver's",
      prepare: driversNewTrip,
      request: (_w, _actor, rideId: string) => ({
        url: "/api/bookings",
        payload: { rideId, seatsRequested: 1, bagsCount: 1 },
      }),
      // the trip's own driver is a driver too: refused before the trip is looked at
      expect: statuses(201, { driver: 403, otherDriver: 403 }),
    },
  ],
  "GET /api/bookings/mine": [
    {
      request: () => ({ url: "/api/bookings/mine" }),
      expect: statuses(200, { driver: 403, otherDriver: 403 }),
    },
  ],
  "GET /api/bookings/:id": [
    {
      object: "the rider's approved seat on the driver's trip",
      request: (w) => ({ url: `/api/bookings/${w.trip.approvedBooking}` }),
      // the trip's driver sees the request too, the rider's first and last name with it (docs/product/bookings.md#who-sees-a-booking)
      expect: onlyFor({ rider: 200, driver: 200 }),
    },
    {
      object: "both's pending request on the driver's trip",
      request: (w) => ({ url: `/api/bookings/${w.trip.pendingBooking}` }),
      expect: onlyFor({ both: 200, driver: 200 }),
    },
    {
      object: "the other rider's pending request on the other driver's trip",
      request: (w) => ({ url: `/api/bookings/${w.otherTrip.booking}` }),
      expect: onlyFor({ otherRider: 200, otherDriver: 200 }),
    },
  ],
  "GET /api/bookings/:id/payment": [
    {
      object: "the rider's approved seat on the driver's trip",
      request: (w) => ({ url: `/api/bookings/${w.trip.approvedBooking}/payment` }),
      expect: onlyFor({ rider: 200, driver: 200 }),
    },
  ],
  "POST /api/bookings/:id/payment/checkout": [
    {
      // paid at pickup here: the rider hears there is nothing to pay by card, anyone else of no booking
      object: "the rider's approved seat on the driver's trip",
      request: (w) => ({ url: `/api/bookings/${w.trip.approvedBooking}/payment/checkout` }),
      expect: onlyFor({ rider: 400 }),
    },
  ],
  "POST /api/bookings/:id/approve": [
    {
      object: "the other rider's pending request on the driver's trip",
      prepare: otherRidersPendingRequest,
      request: (_w, _actor, pending: Request) => ({ url: `/api/bookings/${pending.bookingId}/approve` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  "POST /api/bookings/:id/reject": [
    {
      object: "the other rider's pending request on the driver's trip",
      prepare: otherRidersPendingRequest,
      request: (_w, _actor, pending: Request) => ({ url: `/api/bookings/${pending.bookingId}/reject` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  "POST /api/bookings/:id/report-not-eligible": [
    {
      object: "a rider's pending request on the driver's women-only trip",
      prepare: womenOnlyPendingRequest,
      request: (_w, _actor, pending: Request) => ({
        url: `/api/bookings/${pending.bookingId}/report-not-eligible`,
      }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  "POST /api/bookings/:id/cancel": [
    {
      object: "the other rider's pending request on the driver's trip",
      prepare: otherRidersPendingRequest,
      request: (_w, _actor, pending: Request) => ({ url: `/api/bookings/${pending.bookingId}/cancel` }),
      // the trip's driver reads the request: told it is the rider's to cancel, not that it is missing
      expect: onlyFor({ otherRider: 200, driver: 403 }),
    },
  ],
  "POST /api/bookings/:id/pickup-proposal": [
    {
      object: "the other rider's pending request (no proposed spot) on the driver's trip",
      prepare: otherRidersPendingRequest,
      request: (_w, _actor, pending: Request) => ({
        url: `/api/bookings/${pending.bookingId}/pickup-proposal`,
        payload: { accept: true },
      }),
      // the driver is let through to the rules (nothing proposed: 409); the rider reads it but may not answer
      expect: onlyFor({ driver: 409, otherRider: 403 }),
    },
  ],
  "POST /api/bookings/:id/no-show": [
    {
      object: "the other rider's approved seat on the driver's trip that left yesterday",
      prepare: otherRidersSeatOnTripThatLeft,
      request: (_w, _actor, seat: Request) => ({ url: `/api/bookings/${seat.bookingId}/no-show` }),
      expect: onlyFor({ driver: 200 }),
    },
  ],
  "POST /api/bookings/:id/no-show/dispute": [
    {
      object: "the other rider's no-show on the driver's trip that left yesterday",
      prepare: otherRidersNoShow,
      request: (_w, _actor, seat: Request) => ({
        url: `/api/bookings/${seat.bookingId}/no-show/dispute`,
        payload: { reason: "I waited at the pickup" },
      }),
      // the trip's driver reads the booking: told it is the rider's to dispute
      expect: onlyFor({ otherRider: 201, driver: 403 }),
    },
  ],
  "POST /api/rides/:id|:rideId/start": [
    {
      object: "the driver's trip that left yesterday, the other rider's seat in the car",
      prepare: otherRidersSeatOnTripThatLeft,
      request: (_w, _actor, seat: Request) => ({
        url: `/api/rides/${seat.rideId}/start`,
        payload: { pickedUp: [seat.bookingId] },
      }),
      // the trip is public: anyone else hears it is the driver's to start
      expect: onlyFor({ driver: 200 }, 403),
    },
  ],
  "POST /api/rides/:id|:rideId/driver-no-show": [
    {
      object: "the driver's trip that left yesterday, never started",
      prepare: otherRidersSeatOnTripThatLeft,
      request: (_w, _actor, seat: Request) => ({ url: `/api/rides/${seat.rideId}/driver-no-show` }),
      expect: onlyFor({ otherRider: 200 }, 403),
    },
  ],
  "GET /api/payouts": [
    {
      request: () => ({ url: "/api/payouts" }),
      expect: statuses(200, { rider: 403, otherRider: 403, admin: 403 }),
    },
  ],
  "POST /api/payouts/account": [
    // paid at pickup here: there is no payout account to open
    {
      request: () => ({ url: "/api/payouts/account" }),
      expect: statuses(400, { rider: 403, otherRider: 403, admin: 403 }),
    },
  ],
};
