import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";
import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import { signIn } from "../support/accounts.ts";
import { streamOpened } from "../support/live.ts";
import { ZONE, clockOf } from "../support/ride-day.ts";
import { expect, test } from "../support/trip-request.ts";
import { DEMO_DRIVER, expectAccessibleOnPhone } from "../support/trips.ts";

/** A departure `minutes` from now, in Florida's date and time (inside the trip's day from the start). */
function departingIn(minutes: number) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TRIP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return {
    departureDate: `${part("year")}-${part("month")}-${part("day")}`,
    departureTime: `${part("hour")}:${part("minute")}`,
  };
}

test("on the trip's day the driver goes 'On my way' and runs 10 min late: the rider's page shows it live; the rider's 'I'm here' reaches the driver", async ({
  tripWithRequest,
  browser,
  baseURL,
}) => {
  // two browsers at 360 px, the live stream and axe three times on a busy machine
  test.setTimeout(300_000);
  // the trip leaves in 90 minutes: its day opened half an hour ago
  const departure = departingIn(90);
  const { driverApi, rideId, rider, bookingId } = await tripWithRequest({
    rider: { firstName: "Maya" },
    tripFields: departure,
  });
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  const driverContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  try {
    const driver = await driverContext.newPage();
    await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
    await driver.waitForURL(/\/auth-success/);
    await rider.setViewportSize({ width: 360, height: 780 });

    const riderStream = streamOpened(rider);
    await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
    await riderStream;
    const riderPanel = rider.getByRole("region", { name: RIDE_DAY_MESSAGES.title });
    await expect(riderPanel.getByTestId("ride-day-status")).toHaveText(
      RIDE_DAY_MESSAGES.statusLabels.scheduled,
    );
    await expect(riderPanel.getByTestId("ride-day-departure")).toHaveText(
      new RegExp(`^${RIDE_DAY_MESSAGES.leavesAt(clockOf(departure.departureTime, 0))}${ZONE}$`),
    );

    const driverStream = streamOpened(driver);
    await driver.goto(`/dashboard/trip-requests/${rideId}`);
    await driverStream;
    const driverPanel = driver.getByRole("region", { name: RIDE_DAY_MESSAGES.title });
    await expect(driverPanel.getByRole("button", { name: "I'm here" })).toHaveCount(0);
    await expectAccessibleOnPhone(driver);

    // the driver is on the way: told at once on the rider's open page
    await driverPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.buttons.on_my_way }).click();
    await expect(
      driverPanel.getByRole("status").filter({ hasText: RIDE_DAY_MESSAGES.sent.on_my_way }),
    ).toBeVisible();
    await expect(riderPanel.getByTestId("ride-day-status")).toHaveText(
      RIDE_DAY_MESSAGES.statusLabels.on_my_way,
    );

    // running 10 minutes late moves the departure the rider sees, live
    const late = driverPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.buttons.driver_running_late });
    await late.click();
    await expect(late).toHaveAttribute("aria-expanded", "true");
    await driverPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.lateMinutes(10) }).click();
    await expect(
      driverPanel.getByRole("status").filter({ hasText: RIDE_DAY_MESSAGES.sent.driver_running_late }),
    ).toBeVisible();
    const moved = clockOf(departure.departureTime, 10);
    await expect(riderPanel.getByTestId("ride-day-departure")).toHaveText(
      new RegExp(`^${RIDE_DAY_MESSAGES.leavesAt(moved)}${ZONE} \\(${RIDE_DAY_MESSAGES.movedFrom(10)}\\)$`),
    );
    await expect(riderPanel.getByTestId("ride-day-status")).toHaveText(
      RIDE_DAY_MESSAGES.statusLabels.driver_running_late,
    );
    // the booking's own time says it too
    await expect(rider.locator('section[aria-labelledby="booking-title"]')).toContainText(
      new RegExp(`${moved}${ZONE} \\(10 min late; was ${clockOf(departure.departureTime, 0)}`),
    );
    const riderTimeline = rider.getByTestId("ride-day-timeline");
    await expect(riderTimeline).toContainText("is running 10 min late");
    await expectAccessibleOnPhone(rider);

    // the rider is at the pickup: the driver's timeline shows it, live
    await riderPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.buttons.rider_here }).click();
    await expect(
      riderPanel.getByRole("status").filter({ hasText: RIDE_DAY_MESSAGES.sent.rider_here }),
    ).toBeVisible();
    await expect(driver.getByTestId("ride-day-timeline")).toContainText("Maya is at the pickup");
    await expectAccessibleOnPhone(driver);
  } finally {
    await driverContext.close();
  }
});
