import { describe, expect, it } from "vitest";
import { notificationPath, notificationText, type NotificationData } from "../src/domain/notifications.ts";

const trip: NotificationData = {
  from: "Gainesville, FL",
  to: "Orlando, FL",
  departureDate: "2026-12-03",
  departureTime: "07:45",
  riderFirstName: "Sam",
  seats: 2,
};

describe("notification texts", () => {
  it("name the trip by route, day and time, so two trips on one day read apart", () => {
    expect(notificationText("booking_approved", trip)).toBe(
      "Your request for Gainesville → Orlando on Dec 3 at 7:45 AM was approved",
    );
    expect(notificationText("booking_rejected", { ...trip, departureTime: "11:00:00" })).toBe(
      "Your request for Gainesville → Orlando on Dec 3 at 11:00 AM was rejected",
    );
    expect(notificationText("booking_requested", trip)).toBe(
      "New request from Sam for 2 seats on Gainesville → Orlando, Dec 3 at 7:45 AM",
    );
    expect(notificationText("booking_requested", { ...trip, seats: 1 })).toMatch(/for 1 seat on /);
    expect(
      notificationText("ride_time_changed", { ...trip, departureTime: "08:15", previousTime: "07:45:00" }),
    ).toBe("Gainesville → Orlando on Dec 3 now leaves at 8:15 AM (was 7:45 AM)");
    expect(notificationText("ride_reminder", trip)).toBe(
      "Reminder: Gainesville → Orlando leaves on Dec 3 at 7:45 AM",
    );
  });

  it("lead the driver to the trip's requests and the rider to the booking", () => {
    const ids = { rideId: "r", bookingId: "b" };
    expect(notificationPath({ type: "booking_requested", ...ids })).toBe("/dashboard/trip-requests/r");
    expect(notificationPath({ type: "booking_cancelled", ...ids })).toBe("/dashboard/trip-requests/r");
    expect(notificationPath({ type: "booking_approved", ...ids })).toBe("/dashboard/ride-confirmation/b");
    expect(notificationPath({ type: "ride_cancelled", ...ids })).toBe("/dashboard/ride-confirmation/b");
    // the driver's reminder has no booking
    expect(notificationPath({ type: "ride_reminder", rideId: "r", bookingId: null })).toBe(
      "/dashboard/trip-requests/r",
    );
  });
});
