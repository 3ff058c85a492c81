import { EMAIL_KIND_LABELS, notificationText } from "@campusride/shared/domain/notifications";
import { BOOKING_MESSAGES, NOTIFICATION_MESSAGES } from "@campusride/shared/messages";
import type { MyBookings } from "@campusride/shared/schemas/bookings";
import type { NotificationPreferences, NotificationsPage } from "@campusride/shared/schemas/notifications";
import type { Page } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { streamOpened } from "../support/live.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  DEMO_PASSWORD,
  apiSession,
  createTripByApi,
  expectAccessibleAndNarrow,
  uniqueTripSlot,
} from "../support/trips.ts";

/** The seeded demo rider (apps/api/src/db/seed-demo.ts). */
const DEMO_RIDER = { email: "rider@demo.campusride.edu", password: DEMO_PASSWORD } as const;

/** Events must reach the other side within a second or two (decision 0018). */
const LIVE = { timeout: 2_000 };

/** Fails the test on what the page throws or logs as an error (the `page` fixture's rule, for a second page). */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  return problems;
}

async function signInAndOpen(page: Page, email: string, password: string, path: string) {
  await signIn(page, email, password);
  await page.waitForURL(/\/auth-success/);
  const opened = streamOpened(page);
  await page.goto(path);
  await opened;
}

test("a seat request reaches the driver's open requests page, and the approval the rider's My Rides, bell and mailbox, without a reload; the email preferences save on /profile", async ({
  page: riderPage,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // a trip of the demo driver's own, on a day and minute no other test uses
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const riderApi = await apiSession(playwright.request, baseURL!, DEMO_RIDER.email, DEMO_RIDER.password);
  const slot = uniqueTripSlot();
  const trip = { from: "Gainesville", to: "Orlando", date: slot.date, time: slot.time };
  const rideId = await createTripByApi(driverApi, { ...trip, seats: 3, priceCents: 1500 });
  const texts = {
    departureDate: trip.date,
    departureTime: trip.time,
    from: trip.from,
    to: trip.to,
    riderFirstName: "Riley",
    seats: 1,
  };

  // the driver, in a browser of their own, on the trip's requests page: nothing pending yet
  const driverContext = await browser.newContext({ baseURL });
  const driverPage = await driverContext.newPage();
  const driverProblems = watchForErrors(driverPage);
  await signInAndOpen(
    driverPage,
    DEMO_DRIVER.email,
    DEMO_DRIVER.password,
    `/dashboard/trip-requests/${rideId}`,
  );
  await expect(driverPage.getByRole("heading", { name: "Pending (0)" })).toBeVisible();

  // the rider requests a seat
  await signInAndOpen(riderPage, DEMO_RIDER.email, DEMO_RIDER.password, `/dashboard/request-ride/${rideId}`);
  await expect(riderPage.getByRole("heading", { level: 1, name: "Request a Ride" })).toBeVisible();
  await riderPage.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();
  await expect(riderPage).toHaveURL("/rider");

  // the driver's page shows it without a reload, and the bell tells of it
  await expect(driverPage.getByRole("heading", { name: "Pending (1)" })).toBeVisible(LIVE);
  const request = driverPage.getByRole("article", { name: "Riley Rider" });
  await expect(request).toBeVisible();
  const driverBell = driverPage.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(driverBell).toBeVisible(LIVE);
  await driverBell.click();
  const driverPanel = driverPage.getByRole("dialog", { name: "Notifications" });
  await expect(
    driverPanel.getByRole("link", { name: notificationText("booking_requested", texts) }),
  ).toBeVisible();
  await driverPage.keyboard.press("Escape");
  await expect(driverPanel).toHaveCount(0);

  // the rider watches My Rides: pending
  const { bookings } = (await (await riderApi.get("/api/bookings/mine?scope=upcoming")).json()) as MyBookings;
  const booking = bookings.find((candidate) => candidate.rideId === rideId);
  expect(booking).toMatchObject({ status: "pending", seatsRequested: 1 });
  await riderPage.getByRole("tab", { name: "My Rides" }).click();
  const card = riderPage
    .getByRole("article")
    .filter({ has: riderPage.locator(`a[href="/dashboard/ride-confirmation/${booking!.id}"]`) });
  await expect(card).toContainText("Pending");

  // the driver approves: the rider sees 'Confirmed' and a notification within 2 s, unreloaded
  await request.getByRole("button", { name: "Approve Riley Rider" }).click();
  await driverPage
    .getByRole("dialog", { name: "Approve Request" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(driverPage.getByRole("heading", { name: "Approved (1)" })).toBeVisible();
  await expect(card).toContainText(BOOKING_MESSAGES.confirmed, LIVE);
  const approvedText = notificationText("booking_approved", texts);
  const riderBell = riderPage.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(riderBell).toBeVisible(LIVE);
  await expect(riderPage.getByRole("status").filter({ hasText: approvedText })).toBeAttached();

  // the bell's panel: accessible, and fitting a 360 px phone
  await riderBell.click();
  const riderPanel = riderPage.getByRole("dialog", { name: "Notifications" });
  const approved = riderPanel.getByRole("link", { name: `Unread: ${approvedText}`, exact: false });
  await expect(approved).toBeVisible();
  await expectAccessibleAndNarrow(riderPage, "notifications-panel");
  await riderPage.setViewportSize({ width: 360, height: 780 });
  const panelBox = await riderPanel.boundingBox();
  expect(panelBox!.x).toBeGreaterThanOrEqual(0);
  expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(360);
  await riderPage.screenshot({ path: "test-results/notifications-panel-phone.png" });

  // opening it leads to the booking and marks it read
  await approved.click();
  await expect(riderPage).toHaveURL(`/dashboard/ride-confirmation/${booking!.id}`);
  await expect
    .poll(async () => {
      const { notifications } = (await (
        await riderApi.get("/api/notifications")
      ).json()) as NotificationsPage;
      const mine = notifications.find(
        (item) => item.bookingId === booking!.id && item.type === "booking_approved",
      );
      return mine?.readAt ?? null;
    })
    .not.toBeNull();

  // and the email: in the development outbox, to the rider
  await expect
    .poll(
      async () => {
        await driverPage.goto("/dev/mailbox");
        return driverPage
          .getByRole("listitem")
          .filter({ hasText: DEMO_RIDER.email })
          .filter({ hasText: approvedText })
          .count();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(0);

  // the email preferences on /profile: saved through the API, put back as they were
  await riderPage.setViewportSize({ width: 1280, height: 900 });
  await riderPage.goto("/profile");
  const emails = riderPage.getByRole("region", { name: NOTIFICATION_MESSAGES.emailTitle });
  await expect(emails).toContainText(NOTIFICATION_MESSAGES.inAppAlwaysOn);
  const reminder = emails.getByRole("checkbox", { name: EMAIL_KIND_LABELS.reminder });
  await expect(reminder).toBeChecked();
  await reminder.uncheck();
  await emails.getByRole("button", { name: NOTIFICATION_MESSAGES.emailSave }).click();
  await expect(emails.getByRole("status")).toHaveText(NOTIFICATION_MESSAGES.emailSaved);
  expect(
    ((await (await riderApi.get("/api/notifications/preferences")).json()) as NotificationPreferences).email,
  ).toMatchObject({ reminder: false, requestAnswered: true });
  await expectAccessibleAndNarrow(riderPage, "email-preferences");
  await reminder.check();
  await emails.getByRole("button", { name: NOTIFICATION_MESSAGES.emailSave }).click();
  await expect(emails.getByRole("status")).toHaveText(NOTIFICATION_MESSAGES.emailSaved);
  await riderPage.reload();
  await expect(reminder).toBeChecked();

  expect(driverProblems, "errors in the driver's page").toEqual([]);
  await driverContext.close();
});
