import type { TodayTrip } from "@campusride/shared/schemas/today";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TodayCard } from "../../../src/features/today/components/today-card.tsx";
import { TodayTrips } from "../../../src/features/today/components/today-trips.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();
const RIDE_ID = "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10";
const BOOKING_ID = "5a0e4f0c-1f7d-4c55-9a0b-3d2e7c1b9f21";
const NOW = new Date("2026-12-03T13:18:00.000Z");

function riderTrip(overrides: Partial<TodayTrip> = {}): TodayTrip {
  return {
    role: "rider",
    rideId: RIDE_ID,
    bookingId: BOOKING_ID,
    from: "Gainesville, FL",
    to: "Orlando, FL",
    departureDate: "2026-12-03",
    departureTime: "09:30",
    delayMinutes: 0,
    departureAt: "2026-12-03T14:30:00.000Z",
    arrivalAt: "2026-12-03T16:25:00.000Z",
    pickup: { label: "Reitz Union", note: "North entrance", lat: 29.6465, lng: -82.3478, isProposed: false },
    driver: {
      firstName: "Dana",
      phone: "+13525550111",
      car: { make: "Toyota", model: "Camry", year: 2020, color: "Silver" },
    },
    riders: [],
    canShare: true,
    ...overrides,
  };
}

afterEach(() => vi.useRealTimers());

describe("TodayCard", () => {
  it("counts down to the departure each minute, then says it is leaving", async () => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ["Date", "setTimeout", "setInterval", "clearTimeout", "clearInterval"],
    });
    renderScreen(<TodayCard trip={riderTrip()} />);
    const countdown = screen.getByTestId("today-countdown");
    expect(countdown.textContent).toBe("Leaves in 1 h 12 min");
    // a screen reader hears the time, not every minute of the countdown
    expect(screen.getByRole("status").textContent).toBe("Leaves at 9:30 AM");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(countdown.textContent).toBe("Leaves in 1 h 11 min");
    expect(screen.getByRole("status").textContent).toBe("Leaves at 9:30 AM");
    await act(() => vi.advanceTimersByTimeAsync(71 * 60_000));
    expect(countdown.textContent).toBe("Leaving now");
    expect(screen.getByRole("status").textContent).toBe("Leaving now");
  });

  it("shows the pickup spot with Directions, the driver's phone to call or text, and Share my trip", () => {
    renderScreen(<TodayCard trip={riderTrip()} statusSlot={<p>Status goes here</p>} />);
    const card = screen.getByRole("article", { name: "Gainesville to Orlando" });
    expect(within(card).getByText("Reitz Union")).toBeTruthy();
    expect(within(card).getByText("Status goes here")).toBeTruthy();
    const directions = within(card).getByRole("link", { name: /Directions/ });
    expect(directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=29.6465,-82.3478",
    );
    expect(within(card).getByRole("link", { name: "Call Dana" }).getAttribute("href")).toBe(
      "tel:+13525550111",
    );
    expect(within(card).getByRole("link", { name: "Text Dana" }).getAttribute("href")).toBe(
      "sms:+13525550111",
    );
    expect(within(card).getByText("(352) 555-0111")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Share my trip" }).getAttribute("href")).toBe(
      `/dashboard/ride-confirmation/${BOOKING_ID}#share-trip-title`,
    );
  });

  it("shows the driver each rider with their phone, and no phone link without one", () => {
    renderScreen(
      <TodayCard
        trip={riderTrip({
          role: "driver",
          bookingId: null,
          driver: null,
          delayMinutes: 10,
          canShare: false,
          riders: [
            { bookingId: BOOKING_ID, firstName: "Rita", phone: "+13525550122", seats: 2, pickup: null },
            {
              bookingId: "9b1e4f0c-1f7d-4c55-9a0b-3d2e7c1b9f21",
              firstName: "Sam",
              phone: null,
              seats: 1,
              pickup: null,
            },
          ],
        })}
      />,
    );
    expect(screen.getByText("Running 10 min late")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Rita" }).getAttribute("href")).toBe("tel:+13525550122");
    expect(screen.queryByRole("link", { name: "Call Sam" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Share my trip" })).toBeNull();
    expect(screen.getByRole("link", { name: "Trip details" }).getAttribute("href")).toBe(
      `/dashboard/trip-requests/${RIDE_ID}`,
    );
  });
});

describe("TodayTrips", () => {
  it("shows nothing on a day without a trip", async () => {
    standIn().answer(200, { trips: [] });
    renderScreen(<TodayTrips />);
    expect(screen.getByText("Loading today's trip…")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Loading today's trip…")).toBeNull());
    expect(standIn().requests.map((request) => request.url)).toEqual(["/api/today"]);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows today's trips under Today", async () => {
    standIn().answer(200, { trips: [riderTrip()] });
    renderScreen(<TodayTrips />);
    const section = await screen.findByRole("region", { name: "Today" });
    expect(within(section).getByRole("article", { name: "Gainesville to Orlando" })).toBeTruthy();
  });

  it("says when the trips could not be read, with Try Again", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "Something went wrong." } });
    renderScreen(<TodayTrips />);
    expect((await screen.findByRole("alert")).textContent).toContain("Today's trip could not be loaded.");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
