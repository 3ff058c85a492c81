import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import type { RideDay } from "@campusride/shared/schemas/ride-day";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RideDayPanel } from "../../../src/features/ride-day/components/ride-day-panel.tsx";
import { RideDayTimeline } from "../../../src/features/ride-day/components/ride-day-timeline.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { asShown } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "0d6f7a52-8f5e-4f0b-9d43-5b1f0c6f2a10";
const DAY_PATH = `/api/rides/${RIDE_ID}/day`;
// 9:30 AM in Florida, moved 10 minutes
const DEPARTURE = "2026-12-03T14:40:00.000Z";
const OPENS = "2026-12-03T12:30:00.000Z";

function dayOf(overrides: Partial<RideDay> = {}): RideDay {
  return {
    status: "scheduled",
    opensAt: OPENS,
    departureAt: DEPARTURE,
    delayMinutes: 10,
    lateCount: 1,
    canSetStatus: true,
    myRole: "driver",
    events: [],
    ...overrides,
  };
}

describe("RideDayPanel", () => {
  it("shows the driver the status, the moved departure and their buttons; running late sends the minutes chosen", async () => {
    standIn().answerPath(DAY_PATH, 200, dayOf());
    const { user } = renderScreen(<RideDayPanel rideId={RIDE_ID} />);
    const panel = await screen.findByRole("region", { name: RIDE_DAY_MESSAGES.title });
    expect(await screen.findByText(RIDE_DAY_MESSAGES.statusLabels.scheduled)).toBeTruthy();
    expect(screen.getByTestId("ride-day-departure").textContent).toBe(
      `${RIDE_DAY_MESSAGES.leavesAt(asShown("9:40 AM", DEPARTURE))} (${RIDE_DAY_MESSAGES.movedFrom(10)})`,
    );
    expect(screen.getByRole("button", { name: "On my way" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "At the pickup" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "I'm here" })).toBeNull();

    const late = screen.getByRole("button", { name: "Running late" });
    expect(late.getAttribute("aria-expanded")).toBe("false");
    await user.click(late);
    expect(late.getAttribute("aria-expanded")).toBe("true");
    standIn().answer(200, dayOf({ status: "driver_running_late", delayMinutes: 25, lateCount: 2 }));
    await user.click(screen.getByRole("button", { name: "+15 min" }));
    expect(await screen.findByText(RIDE_DAY_MESSAGES.sent.driver_running_late)).toBeTruthy();
    const sent = standIn().requests.find((request) => request.method === "POST");
    expect(sent?.url).toBe(`${DAY_PATH}/status`);
    expect(JSON.parse(sent!.body)).toEqual({ status: "driver_running_late", minutes: 15 });
    // the answer is the day as it now stands
    expect(panel.textContent).toContain(RIDE_DAY_MESSAGES.statusLabels.driver_running_late);
    expect(panel.textContent).toContain(RIDE_DAY_MESSAGES.movedFrom(25));
  });

  it("offers only the minutes still allowed, and none after three announcements", async () => {
    standIn().answerPath(DAY_PATH, 200, dayOf({ delayMinutes: 100, lateCount: 2 }));
    const { user } = renderScreen(<RideDayPanel rideId={RIDE_ID} />);
    await user.click(await screen.findByRole("button", { name: "Running late" }));
    expect(screen.getByRole("button", { name: "+15 min" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "+30 min" })).toBeNull();
  });

  it("gives the rider 'I'm here' and shows a refusal's message", async () => {
    standIn().answerPath(DAY_PATH, 200, dayOf({ myRole: "rider", bookingId: RIDE_ID, checkedIn: false }));
    const { user } = renderScreen(<RideDayPanel rideId={RIDE_ID} />);
    const here = await screen.findByRole("button", { name: "I'm here" });
    expect(screen.queryByRole("button", { name: "On my way" })).toBeNull();
    standIn().answer(409, { error: { code: "CONFLICT", message: RIDE_DAY_MESSAGES.completed } });
    await user.click(here);
    expect((await screen.findByRole("alert")).textContent).toContain(RIDE_DAY_MESSAGES.completed);
  });

  it("explains when the buttons open, and shows none before", async () => {
    standIn().answerPath(DAY_PATH, 200, dayOf({ canSetStatus: false, delayMinutes: 0 }));
    renderScreen(<RideDayPanel rideId={RIDE_ID} />);
    expect(await screen.findByText(RIDE_DAY_MESSAGES.opensAt(asShown("7:30 AM", OPENS)))).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows nothing to someone who may not follow the trip's day", async () => {
    standIn().answerPath(DAY_PATH, 404, {
      error: { code: "NOT_FOUND", message: RIDE_DAY_MESSAGES.notFound },
    });
    renderScreen(<RideDayPanel rideId={RIDE_ID} />);
    await waitFor(() => expect(standIn().requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole("region")).toBeNull());
    expect(screen.queryByText(RIDE_DAY_MESSAGES.notFound)).toBeNull();
  });
});

describe("RideDayTimeline", () => {
  it("lists what happened, oldest first, with who did it", async () => {
    standIn().answerPath(
      DAY_PATH,
      200,
      dayOf({
        events: [
          { id: 1, kind: "on_my_way", minutes: null, actorFirstName: "Dana", createdAt: OPENS },
          { id: 2, kind: "driver_running_late", minutes: 10, actorFirstName: "Dana", createdAt: OPENS },
          {
            id: 3,
            kind: "rider_here",
            minutes: null,
            actorFirstName: "Sam",
            riderFirstName: "Sam",
            createdAt: OPENS,
          },
        ],
      }),
    );
    renderScreen(<RideDayTimeline rideId={RIDE_ID} />);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent?.replace(/^.*?M( E[SD]T)?/, ""))).toEqual([
      "Dana is on the way to the pickup",
      "Dana is running 10 min late",
      "Sam is at the pickup",
    ]);
  });
});
