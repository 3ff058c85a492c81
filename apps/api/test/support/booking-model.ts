import { BOOKING_MESSAGES, notEnoughSeatsMessage, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { BookingStatus } from "@campusride/shared/schemas/bookings";
import type { SeatBook } from "./booking-invariants.ts";

/**
 * A model of CampusRide's seat requests on a few trips of one driver: what each step of
 * the riders and the driver should answer, by docs/product/bookings.md (states, approving)
 * and decisions 0012, 0025 and 0029, and what it leaves behind.
 */
export interface ModelTrip {
  id: string;
  availableSeats: number;
  status: "active" | "cancelled";
  instantBooking: boolean;
}

export interface ModelBooking {
  id: string;
  trip: number;
  rider: number;
  seats: number;
  status: BookingStatus;
  /** Sent more than 12 hours ago: expired, or on a cancelled trip past its time. */
  isStale: boolean;
}

export interface BookingModel {
  trips: ModelTrip[];
  bookings: ModelBooking[];
}

/**
 * One step through the API. Approve, reject and cancel act on the `pick`-th booking they
 * could settle (see pickBooking). Approve and reject are the driver's, unless `byDriver`
 * is false (the booking's rider tries); cancel is the rider's, unless `byOwner` is false
 * (another rider tries).
 */
export type Action =
  | { kind: "request"; rider: number; trip: number; seats: number }
  | { kind: "approve" | "reject"; pick: number; byDriver: boolean }
  | { kind: "cancel"; pick: number; byOwner: boolean }
  | { kind: "cancelTrip"; trip: number }
  | { kind: "changeSeats"; trip: number; seats: number }
  | { kind: "instantBooking"; trip: number; isOn: boolean };

/** What the API answered (or should answer): the status code, the error's message, the booking's status. */
export interface Answer {
  statusCode: number;
  message?: string;
  bookingStatus?: BookingStatus;
  bookingId?: string;
}

/** The actions that act on one booking. */
export type BookingStep = Extract<Action, { kind: "approve" | "reject" | "cancel" }>;

export function targetsBooking(action: Action): action is BookingStep {
  return action.kind === "approve" || action.kind === "reject" || action.kind === "cancel";
}

/**
 * The `pick`-th (modulo) of the bookings a step could settle: pending ones to approve,
 * reject or expire, pending or confirmed ones to cancel; when there are none, of all the
 * bookings (the step is then refused). Undefined before the first request.
 */
export function pickBooking(
  model: BookingModel,
  pick: number,
  settles: readonly BookingStatus[],
): ModelBooking | undefined {
  const settleable = model.bookings.filter((booking) => settles.includes(booking.status));
  const from = settleable.length > 0 ? settleable : model.bookings;
  return from.length > 0 ? from[pick % from.length] : undefined;
}

function seatsLeft(model: BookingModel, trip: number): number {
  const taken = model.bookings
    .filter((booking) => booking.trip === trip && booking.status === "approved")
    .reduce((sum, booking) => sum + booking.seats, 0);
  return model.trips[trip]!.availableSeats - taken;
}

const refuse = (statusCode: number, message: string): Answer => ({ statusCode, message });

/**
 * Plays `action` on the model and returns what the API should answer. A request's new
 * booking takes its id from the API's answer `actual` (the model cannot know it).
 */
export function playOnModel(
  model: BookingModel,
  action: Action,
  targetId: string | undefined,
  actual: Answer,
): Answer {
  if (action.kind === "request") return request(model, action, actual);
  if (targetsBooking(action)) return settleBooking(model, action, targetId!);
  const trip = model.trips[action.trip]!;
  if (action.kind === "cancelTrip") {
    if (trip.status !== "active") return refuse(409, TRIP_MESSAGES.notActive);
    trip.status = "cancelled";
    return { statusCode: 200 };
  }
  if (action.kind === "changeSeats" || action.kind === "instantBooking") {
    if (trip.status !== "active") return refuse(409, TRIP_MESSAGES.notActive);
    if (action.kind === "instantBooking") {
      trip.instantBooking = action.isOn;
      return { statusCode: 200 };
    }
    if (action.seats < trip.availableSeats - seatsLeft(model, action.trip))
      return refuse(409, TRIP_MESSAGES.seatsBelowApproved);
    trip.availableSeats = action.seats;
    return { statusCode: 200 };
  }
  throw new Error(`no model for ${JSON.stringify(action)}`);
}

function settleBooking(model: BookingModel, action: BookingStep, targetId: string): Answer {
  const booking = model.bookings.find((one) => one.id === targetId)!;
  const trip = model.trips[booking.trip]!;
  const settle = (status: BookingStatus): Answer => {
    booking.status = status;
    return { statusCode: 200, bookingStatus: status };
  };
  const isExpired = booking.status === "expired" || (booking.status === "pending" && booking.isStale);
  if (action.kind === "cancel") {
    // someone else's booking is not found, never forbidden
    if (!action.byOwner) return refuse(404, BOOKING_MESSAGES.notFound);
    if (booking.status === "pending") return settle("cancelled");
    // cancelled already: a repeat answers as it stands
    if (booking.status === "cancelled") return settle("cancelled");
    if (booking.status === "expired") return refuse(409, BOOKING_MESSAGES.expired);
    if (booking.status !== "approved") return refuse(409, BOOKING_MESSAGES.cancelNotActive);
    if (trip.status !== "active") return refuse(409, TRIP_MESSAGES.notActive);
    return settle("cancelled");
  }
  if (!action.byDriver) return refuse(404, BOOKING_MESSAGES.notFound);
  if (action.kind === "reject") {
    if (booking.status === "pending") return settle("rejected");
    // rejected already: a repeat answers as it stands
    if (booking.status === "rejected") return settle("rejected");
    return refuse(409, booking.status === "expired" ? BOOKING_MESSAGES.expired : BOOKING_MESSAGES.notPending);
  }
  // approved already (by the driver or at once): a repeat answers as it stands
  if (booking.status === "approved") return settle("approved");
  if (isExpired) return refuse(409, BOOKING_MESSAGES.expired);
  if (booking.status !== "pending") return refuse(409, BOOKING_MESSAGES.notPending);
  if (trip.status !== "active") return refuse(409, TRIP_MESSAGES.notActive);
  const left = seatsLeft(model, booking.trip);
  if (booking.seats > left) return refuse(409, notEnoughSeatsMessage(left, booking.seats));
  return settle("approved");
}

function request(model: BookingModel, action: Extract<Action, { kind: "request" }>, actual: Answer): Answer {
  const trip = model.trips[action.trip]!;
  if (trip.status !== "active") return refuse(404, BOOKING_MESSAGES.rideUnavailable);
  if (action.seats > seatsLeft(model, action.trip)) return refuse(409, BOOKING_MESSAGES.notEnoughSeats);
  const isLive = model.bookings.some(
    (booking) =>
      booking.rider === action.rider &&
      booking.trip === action.trip &&
      (booking.status === "pending" || booking.status === "approved"),
  );
  if (isLive) return refuse(409, BOOKING_MESSAGES.alreadyRequested);
  const status = trip.instantBooking ? "approved" : "pending";
  if (actual.statusCode === 201 && actual.bookingId) {
    model.bookings.push({ ...action, id: actual.bookingId, status, isStale: false });
  }
  return { statusCode: 201, bookingStatus: status };
}

/** The sequential expiry job, after the booking's request was sent 13 hours ago. */
export function expireOnModel(model: BookingModel, bookingId: string): void {
  const booking = model.bookings.find((one) => one.id === bookingId)!;
  booking.isStale = true;
  if (booking.status === "pending" && model.trips[booking.trip]!.status === "active")
    booking.status = "expired";
}

/** How the answer differs from the model's (the message compared only when `withMessage`). */
export function answerDifference(expected: Answer, actual: Answer, withMessage: boolean): string | undefined {
  const isSame =
    expected.statusCode === actual.statusCode &&
    (!withMessage || expected.message === actual.message) &&
    (expected.bookingStatus === undefined || expected.bookingStatus === actual.bookingStatus);
  return isSame ? undefined : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

/** Where the database differs from the model: trips' seats, status and instant booking; bookings' rider, seats and status. */
export function modelDifferences(model: BookingModel, book: SeatBook, riderIds: readonly string[]): string[] {
  const differences: string[] = [];
  for (const trip of model.trips) {
    const row = book.rides.find((ride) => ride.id === trip.id);
    const stored = row && {
      id: row.id,
      availableSeats: row.availableSeats,
      status: row.status,
      instantBooking: row.instantBooking,
    };
    if (JSON.stringify(stored) !== JSON.stringify(trip))
      differences.push(`trip: model ${JSON.stringify(trip)}, stored ${JSON.stringify(stored)}`);
  }
  const expected = model.bookings.map((booking) => ({
    id: booking.id,
    rideId: model.trips[booking.trip]!.id,
    riderId: riderIds[booking.rider]!,
    seats: booking.seats,
    status: booking.status,
  }));
  const sort = (list: typeof expected) =>
    JSON.stringify([...list].sort((one, other) => one.id.localeCompare(other.id)));
  if (sort(expected) !== sort(book.bookings)) {
    differences.push(`bookings: model ${sort(expected)}, stored ${sort(book.bookings)}`);
  }
  return differences;
}
