import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import type { TripRequest, TripRequests } from "@campusride/shared/schemas/bookings";
import type { RideDay } from "@campusride/shared/schemas/ride-day";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DriverRideDay } from "../../../src/app/routes/ride-day/ride-day-section.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { driverRideOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10";

function seat(status: TripRequest["status"]): TripRequest {
  return {
    id: "8c2a5e4a-3d9f-4e77-9c5a-4b3f2e1d0c93",
    rideId: RIDE_ID,
    riderId: "rider-maya",
    seatsRequested: 1,
    bagsCount: 1,
    totalPriceCents: 1500,
    priceCents: 2100,
    status,
    notes: null,
    pickupProposal: null,
    createdAt: "2026-06-01T18:15:00.000Z",
    updatedAt: "2026-06-01T18:15:00.000Z",
    rider: { id: "rider-maya", firstName: "Maya", lastName: "Rider" },
  };
}

function requestsWith(approved: TripRequest[]): TripRequests {
  return {
    ride: driverRideOf({ id: RIDE_ID, status: "completed" }),
    pending: [],
    approved,
    rejected: [],
    expired: [],
  };
}

const completedDay: RideDay = {
  status: "completed",
  opensAt: "2026-12-03T12:30:00.000Z",
  departureAt: "2026-12-03T14:40:00.000Z",
  delayMinutes: 10,
  lateCount: 1,
  canSetStatus: false,
  myRole: "driver",
  events: [
    {
      id: 1,
      kind: "dropped_off",
      actorFirstName: "Dana",
      minutes: null,
      createdAt: "2026-12-03T16:40:00.000Z",
    },
  ],
};

describe("DriverRideDay", () => {
  it("keeps a completed trip's day and timeline on the driver's requests page", async () => {
    standIn().answerPath(`/api/rides/${RIDE_ID}/requests`, 200, requestsWith([seat("completed")]));
    standIn().answerPath(`/api/rides/${RIDE_ID}/day`, 200, completedDay);
    renderScreen(<DriverRideDay rideId={RIDE_ID} />);
    const panel = await screen.findByRole("region", { name: RIDE_DAY_MESSAGES.title });
    expect(await within(panel).findByText(RIDE_DAY_MESSAGES.completed)).toBeTruthy();
    expect((await screen.findByTestId("ride-day-timeline")).textContent).toContain(
      RIDE_DAY_MESSAGES.entry.dropped_off(),
    );
  });
});
