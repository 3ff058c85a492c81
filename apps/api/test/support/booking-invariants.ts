import type { BookingStatus } from "@campusride/shared/schemas/bookings";
import { inArray } from "drizzle-orm";
import type { App } from "../../src/app.ts";
import { bookings, rides } from "../../src/db/schema/index.ts";

/**
 * The booking status changes CampusRide allows. A request is created pending (approved at
 * once on an instant-booking trip); the driver approves or rejects it, the rider withdraws
 * it, or it expires unanswered (docs/product/bookings.md#states, decisions 0012, 0025, 0029). A
 * confirmed seat is cancelled by its rider before the trip leaves, becomes completed
 * when the trip is completed, or no_show when the driver marks the rider absent (decision
 * 0030). Rejected, cancelled, expired, completed and no_show are final.
 */
export const LEGAL_STATUS_CHANGES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ["approved", "rejected", "cancelled", "expired"],
  approved: ["cancelled", "completed", "no_show"],
  rejected: [],
  cancelled: [],
  expired: [],
  completed: [],
  no_show: [],
};

/** The statuses a new booking row may be first seen in (within `steps` changes of its creation as pending). */
export function isLegalChange(from: BookingStatus | "new", to: BookingStatus, steps = 1): boolean {
  let reachable = new Set<BookingStatus>(from === "new" ? ["pending"] : [from]);
  const start = from === "new" ? 1 : 0;
  for (let step = start; step < steps; step += 1) {
    reachable = new Set([...reachable, ...[...reachable].flatMap((status) => LEGAL_STATUS_CHANGES[status])]);
  }
  // a new booking is created pending, or approved in the same transaction (instant booking)
  if (from === "new") reachable.add("approved");
  return reachable.has(to);
}

/** A booking holds its seats while confirmed, and after the trip (completed, or a no-show). */
const SEAT_HOLDING: readonly BookingStatus[] = ["approved", "completed", "no_show"];

export interface SeatBook {
  rides: Array<{
    id: string;
    availableSeats: number;
    seatsTaken: number;
    status: string;
    instantBooking: boolean;
  }>;
  bookings: Array<{ id: string; rideId: string; riderId: string; seats: number; status: BookingStatus }>;
}

/** What the database holds of these rides' seats and bookings, read straight from the tables. */
export async function readSeatBook(app: App, rideIds: readonly string[]): Promise<SeatBook> {
  const [rideRows, bookingRows] = await Promise.all([
    app.db
      .select({
        id: rides.id,
        availableSeats: rides.availableSeats,
        seatsTaken: rides.seatsTaken,
        status: rides.status,
        instantBooking: rides.instantBooking,
      })
      .from(rides)
      .where(inArray(rides.id, [...rideIds])),
    app.db
      .select({
        id: bookings.id,
        rideId: bookings.rideId,
        riderId: bookings.riderId,
        seats: bookings.seatsRequested,
        status: bookings.status,
      })
      .from(bookings)
      .where(inArray(bookings.rideId, [...rideIds])),
  ]);
  return { rides: rideRows, bookings: bookingRows };
}

/**
 * The seat invariants of every ride in `book`: 0 ≤ seats_taken ≤ available_seats, and
 * seats_taken is exactly the seats of its confirmed bookings. One line per violation
 * (an overbooking reads "overbooked").
 */
export function seatViolations(book: SeatBook): string[] {
  const violations: string[] = [];
  for (const ride of book.rides) {
    const held = book.bookings
      .filter((booking) => booking.rideId === ride.id && SEAT_HOLDING.includes(booking.status))
      .reduce((sum, booking) => sum + booking.seats, 0);
    const where = `ride ${ride.id}: seats_taken ${ride.seatsTaken}, available ${ride.availableSeats}, confirmed ${held}`;
    if (ride.seatsTaken < 0) violations.push(`${where}: below zero`);
    if (ride.seatsTaken > ride.availableSeats || held > ride.availableSeats)
      violations.push(`${where}: overbooked`);
    if (ride.seatsTaken !== held) violations.push(`${where}: seats_taken is not the confirmed seats`);
  }
  return violations;
}
