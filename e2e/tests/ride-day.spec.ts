import { notificationText, type NotificationData } from "@campusride/shared/domain/notifications";
import { RIDER_NO_SHOW_AFTER_MINUTES } from "@campusride/shared/domain/ride-day";
import { BOOKING_MESSAGES, NO_SHOW_MESSAGES, RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import { reviewsPath } from "@campusride/shared/paths";
import type { Page } from "@playwright/test";
import { startPushStandIn, type PushStandIn } from "../../apps/api/test/support/push-stand-in.ts";
import { signInAsAdmin } from "../support/admin.ts";
import { afterServerTime } from "../support/clock.ts";
import { streamOpened } from "../support/live.ts";
import { slotIn } from "../support/payments.ts";
import {
  PHONE,
  ZONE,
  approveInPage,
  clockOf,
  createTripInForm,
  demoDriverOnPhone,
  requestSeatInForm,
  timeAfter,
} from "../support/ride-day.ts";
import { signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/trip-request.ts";
import { expectAccessibleOnPhone } from "../support/trips.ts";

// The trip's day from end to end (docs/product/ride-day.md), on two phones side by side: the
// driver's and the rider's. Every screen is checked with axe at 360 px wide. The second
// journey moves the server's clock, so the two run one after the other.
test.describe.configure({ mode: "serial" });

const PICKUP = {
  typed: "Gaines",
  address: "University of Florida, Gainesville, FL, USA",
  note: "Reitz Union, north entrance",
};

/**
 * Subscribes `page`'s browser to pushes on the stand-in push service, through the page's own
 * session; returns what the browser's service worker would show, as pushes arrive decrypted.
 */
async function subscribedToPushes(page: Page, pushService: PushStandIn) {
  const subscription = pushService.subscribe();
  const response = await page.request.post("/api/push/subscriptions", {
    data: { ...subscription, expirationTime: null },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return () =>
    pushService.received
      .filter((push) => push.endpoint === subscription.endpoint)
      .map((push) => (JSON.parse(push.text) as { body: string }).body);
}

/** Opens `path` in `page` and waits for its live stream: what happens next reaches it without a reload. */
async function openLive(page: Page, path: string) {
  const stream = streamOpened(page);
  await page.goto(path);
  await stream;
}

test("a trip's day: on my way, 10 min late, I'm here, picked up, dropped off, reviewed", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // two browsers, a trip made through the forms, the live stream and axe on every screen
  test.setTimeout(480_000);
  const driver = await demoDriverOnPhone(browser, baseURL!);
  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Maya" });
  // both phones take the day's pushes, through a push service that checks and decrypts them
  const keyAnswer = await rider.request.get("/api/push/public-key");
  const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
  const pushService = await startPushStandIn({ vapidPublicKey: publicKey });
  try {
    await rider.setViewportSize(PHONE);
    const riderPushes = await subscribedToPushes(rider, pushService);
    const driverPushes = await subscribedToPushes(driver, pushService);
    const trip: NotificationData = { from: "Gainesville", to: "Orlando", driverFirstName: "Dana" };
    const pushed = (data: NotificationData) => notificationText("ride_day_status", { ...trip, ...data });

    // the driver offers a trip leaving within two hours, with a pickup spot and its note
    const slot = slotIn(80 + Math.floor(Math.random() * 30));
    const rideId = await createTripInForm(driver, {
      date: slot.date,
      time: slot.time,
      seats: 3,
      pickup: PICKUP,
    });

    // the rider asks for a seat; the driver approves it
    const bookingId = await requestSeatInForm(rider, rideId);
    await approveInPage(driver, rideId, "Maya Rider");

    // the rider's dashboard opens with today's trip; its details are the booking's page
    await openLive(rider, "/dashboard");
    const today = rider.getByRole("main").getByRole("region", { name: "Today" });
    const card = today.getByRole("article").filter({ hasText: "Dana" });
    await expect(card).toContainText("You're riding", { timeout: 15_000 });
    await expect(card).toContainText(PICKUP.note);
    await expectAccessibleOnPhone(rider);
    await card.getByRole("link", { name: "Trip details" }).click();
    await expect(rider).toHaveURL(new RegExp(`/dashboard/ride-confirmation/${bookingId}`));
    const riderPanel = rider.getByRole("region", { name: RIDE_DAY_MESSAGES.title });
    const riderStatus = riderPanel.getByTestId("ride-day-status");
    await expect(riderStatus).toHaveText(RIDE_DAY_MESSAGES.statusLabels.scheduled);
    await expect(riderPanel.getByTestId("ride-day-departure")).toHaveText(
      new RegExp(`^${RIDE_DAY_MESSAGES.leavesAt(clockOf(slot.time))}${ZONE}$`),
    );
    await expect(rider.getByText(PICKUP.note)).toBeVisible();
    await expectAccessibleOnPhone(rider);

    // the driver's trip page, live too
    await openLive(driver, `/dashboard/trip-requests/${rideId}`);
    const driverPanel = driver.getByRole("region", { name: RIDE_DAY_MESSAGES.title });
    await expect(driverPanel.getByTestId("ride-day-status")).toHaveText(
      RIDE_DAY_MESSAGES.statusLabels.scheduled,
    );

    // "On my way" reaches the rider's open page
    await driverPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.buttons.on_my_way }).click();
    await expect(driverPanel.getByText(RIDE_DAY_MESSAGES.sent.on_my_way)).toBeVisible();
    await expect(riderStatus).toHaveText(RIDE_DAY_MESSAGES.statusLabels.on_my_way);

    // running 10 minutes late moves the departure on the rider's page
    const late = driverPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.buttons.driver_running_late });
    await late.click();
    await expect(late).toHaveAttribute("aria-expanded", "true");
    await expectAccessibleOnPhone(driver);
    await driverPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.lateMinutes(10) }).click();
    await expect(driverPanel.getByText(RIDE_DAY_MESSAGES.sent.driver_running_late)).toBeVisible();
    await expect(riderPanel.getByTestId("ride-day-departure")).toHaveText(
      new RegExp(
        `^${RIDE_DAY_MESSAGES.leavesAt(clockOf(slot.time, 10))}${ZONE} \\(${RIDE_DAY_MESSAGES.movedFrom(10)}\\)$`,
      ),
    );
    await expect(riderStatus).toHaveText(RIDE_DAY_MESSAGES.statusLabels.driver_running_late);
    await expectAccessibleOnPhone(rider);
    // …and both reach the rider's phone by push too
    await expect
      .poll(riderPushes, { timeout: 30_000 })
      .toEqual(
        expect.arrayContaining([
          pushed({ dayKind: "on_my_way" }),
          pushed({ dayKind: "driver_running_late", minutes: 10, departureTime: timeAfter(slot.time, 10) }),
        ]),
      );

    // "I'm here" reaches the driver's open page
    await riderPanel.getByRole("button", { name: RIDE_DAY_MESSAGES.buttons.rider_here }).click();
    await expect(riderPanel.getByText(RIDE_DAY_MESSAGES.sent.rider_here)).toBeVisible();
    const driverTimeline = driver.getByTestId("ride-day-timeline");
    await expect(driverTimeline).toContainText(RIDE_DAY_MESSAGES.entry.rider_here("Maya", "Maya"));
    await expect
      .poll(driverPushes, { timeout: 30_000 })
      .toContain(pushed({ dayKind: "rider_here", riderFirstName: "Maya" }));
    expect(pushService.refused).toEqual([]);

    // the start, with the rider ticked as in the car
    await driver.getByRole("button", { name: NO_SHOW_MESSAGES.startTrip }).click();
    const start = driver.getByRole("dialog", { name: NO_SHOW_MESSAGES.startTitle });
    await start.getByRole("checkbox", { name: "Maya Rider" }).check();
    await expectAccessibleOnPhone(driver);
    await start.getByRole("button", { name: NO_SHOW_MESSAGES.startTrip }).click();
    await expect(driver.getByText(NO_SHOW_MESSAGES.started)).toBeVisible();
    await expect(riderStatus).toHaveText(RIDE_DAY_MESSAGES.statusLabels.started);

    // the drop-off, once on the road (a trip is finished after it has left)
    const leftAt = new Date(slot.departureAt.getTime() + 10 * 60_000);
    await afterServerTime(baseURL!, leftAt, async () => {
      await driver.getByRole("button", { name: NO_SHOW_MESSAGES.finishTrip }).click();
      const finish = driver.getByRole("dialog");
      await expectAccessibleOnPhone(driver);
      await finish.getByRole("button", { name: NO_SHOW_MESSAGES.finishTrip }).click();
      await expect(driver.getByText(NO_SHOW_MESSAGES.finished)).toBeVisible();
    });

    // the rider's page says so at once, and My Rides offers the review
    await expect(rider.locator('section[aria-labelledby="booking-title"]')).toContainText("Completed");
    await expectAccessibleOnPhone(rider);
    await rider.goto("/rider?tab=my-rides&rides=past");
    await rider.locator(`a[href="${reviewsPath(rideId)}"]`).click();
    await expect(rider.getByRole("main").getByRole("form", { name: /^Review Dana/ })).toBeVisible();
    await expectAccessibleOnPhone(rider);

    // the trip's page keeps its day, step by step in order
    await driver.reload();
    const entry = RIDE_DAY_MESSAGES.entry;
    await expect(driver.getByTestId("ride-day-timeline").getByRole("listitem")).toHaveText([
      new RegExp(entry.on_my_way("Dana")),
      new RegExp(entry.driver_running_late("Dana", "", 10)),
      new RegExp(entry.rider_here("Maya", "Maya")),
      new RegExp(entry.started("Dana")),
      new RegExp(entry.picked_up("Dana", "Maya")),
      new RegExp(entry.dropped_off()),
    ]);
    await expect(driver.getByRole("region", { name: RIDE_DAY_MESSAGES.title })).toContainText(
      RIDE_DAY_MESSAGES.completed,
    );
    await expectAccessibleOnPhone(driver);
  } finally {
    await driver.context().close();
    await pushService.close();
  }
});

test("a rider who never came: marked a no-show after departure + 10 min, disputed, decided by the admin", async ({
  tripWithRequest,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // a trip leaving soon: the clock moves only past its departure + 10 min
  const slot = slotIn(30);
  const { driverApi, rideId, rider, bookingId } = await tripWithRequest({
    rider: { firstName: "Noah" },
    tripFields: { departureDate: slot.date, departureTime: slot.time },
  });
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await rider.setViewportSize(PHONE);
  const driver = await demoDriverOnPhone(browser, baseURL!);
  const admin = await browser.newContext({ baseURL, viewport: PHONE }).then((context) => context.newPage());
  try {
    // the rider's booking, open and live
    await openLive(rider, `/dashboard/ride-confirmation/${bookingId}`);
    await expect(rider.getByRole("region", { name: RIDE_DAY_MESSAGES.title })).toBeVisible({
      timeout: 15_000,
    });

    // the driver cannot mark a no-show before departure + 10 min
    await driver.goto(`/dashboard/trip-requests/${rideId}`);
    const markNoShow = driver.getByRole("button", { name: /^Mark no-show: Noah/ });
    const noShowFrom = new Date(slot.departureAt.getTime() + RIDER_NO_SHOW_AFTER_MINUTES * 60_000);
    await afterServerTime(baseURL!, noShowFrom, async () => {
      await driver.reload();
      await expect(markNoShow).toBeEnabled({ timeout: 15_000 });
      await expectAccessibleOnPhone(driver);
      await markNoShow.click();
      await driver.getByRole("dialog").getByRole("button", { name: NO_SHOW_MESSAGES.markNoShow }).click();
      await expect(driver.getByText(BOOKING_MESSAGES.noShowMarked("Noah Rider"))).toBeVisible();
      await expect(driver.getByTestId("ride-day-timeline")).toContainText(
        RIDE_DAY_MESSAGES.entry.no_show("Dana", "Noah"),
      );
    });

    // the rider's page offers the dispute at once; the rider tells what happened
    const dispute = rider.getByRole("form", { name: NO_SHOW_MESSAGES.disputeTitle });
    await expect(dispute).toBeVisible({ timeout: 15_000 });
    await expectAccessibleOnPhone(rider);
    const reason = `I waited at the pickup spot, by the north entrance ${Date.now().toString(36)}`;
    await dispute.getByLabel(NO_SHOW_MESSAGES.disputeReasonLabel).fill(reason);
    await dispute.getByRole("button", { name: NO_SHOW_MESSAGES.disputeSubmit }).click();
    await expect(rider.getByText(NO_SHOW_MESSAGES.disputeSent)).toBeVisible();

    // the admin finds it in the reports queue and upholds the no-show
    await signInAsAdmin(admin);
    await admin.goto("/admin/reports");
    const report = admin.getByRole("article").filter({ hasText: NO_SHOW_MESSAGES.disputeBooking(bookingId) });
    await expect(report).toContainText(reason, { timeout: 15_000 });
    await expectAccessibleOnPhone(admin);
    await report.getByRole("button", { name: NO_SHOW_MESSAGES.upholdDispute }).click();
    await admin.getByRole("dialog").getByRole("button", { name: NO_SHOW_MESSAGES.upholdDispute }).click();
    await expect(admin.getByText(NO_SHOW_MESSAGES.disputeUpheld).first()).toBeVisible();

    // the rider learns the outcome on the booking's page
    await rider.reload();
    await expect(rider.getByText(NO_SHOW_MESSAGES.upheld)).toBeVisible({ timeout: 15_000 });
    await expectAccessibleOnPhone(rider);
  } finally {
    await driver.context().close();
    await admin.context().close();
  }
});
