import { describe, expect, it } from "vitest";
import { bookingFacts } from "../../../src/features/bookings/booking-facts.ts";
import { riderBookingOf } from "../../support/trip-fixtures.ts";
import { tripTimePattern } from "../../support/zone-label.ts";

function timeOf(overrides: Parameters<typeof riderBookingOf>[0]) {
  const booking = riderBookingOf(overrides);
  return bookingFacts({ ...booking, ride: { ...booking.ride, departureTime: "09:30" } }).find(
    (fact) => fact.label === "Time",
  )?.value;
}

describe("a booking's time", () => {
  it("is the trip's own until the driver announces lateness", () => {
    expect(timeOf({ status: "approved" })).toMatch(tripTimePattern("9:30 AM"));
  });

  it("is moved by the driver's lateness on the trip's day, saying by how much and from when", () => {
    expect(timeOf({ status: "approved", departureDelayMinutes: 10 })).toMatch(
      /^9:40 AM( E[SD]T)? \(10 min late; was 9:30 AM( E[SD]T)?\)$/,
    );
  });
});
