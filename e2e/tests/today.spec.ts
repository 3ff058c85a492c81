import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";
import { directionsUrl } from "@campusride/shared/domain/trip-spots";
import type { Page } from "@playwright/test";
import { expectNoHorizontalScroll, signIn } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { riderApiOf } from "../support/payments.ts";
import { signedInRiderPage } from "../support/rider.ts";
import { serveBlankMapTiles } from "../support/test.ts";
import { expect, test } from "../support/trip-request.ts";
import { DEMO_DRIVER, requestSeats } from "../support/trips.ts";

// The Today card (docs/product/ride-day.md#today): on a phone, the trip of the day comes first.

const PHONE = { width: 360, height: 780 };
const PICKUP = {
  label: "Reitz Union, Gainesville, FL, USA",
  lat: 29.6465,
  lng: -82.3478,
  note: "North entrance",
};

const floridaClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TRIP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Florida's date ("YYYY-MM-DD") and time ("HH:MM") of an instant. */
function floridaSlot(at: number): { date: string; time: string } {
  const part = (type: string) => floridaClock.formatToParts(at).find((p) => p.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** An hour and a half from now: a trip later today (or just after midnight). */
function laterToday() {
  const { date, time } = floridaSlot(Date.now() + 90 * 60_000);
  return { departureDate: date, departureTime: time };
}

/** The Today section's card of the trip with `name` aboard, after checking it comes first on the page. */
async function todayCardWith(page: Page, name: string) {
  const today = page.getByRole("main").getByRole("region", { name: "Today" });
  await expect(today).toBeVisible();
  const card = today.getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
  return { today, card };
}

async function expectFitsPhone(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
}

test("on a phone, the driver and the approved rider find today's trip first on the dashboard; a pending rider finds none", async ({
  tripWithRequest,
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { driverApi, rideId, rider, bookingId } = await tripWithRequest({
    trip: { from: "Gainesville, FL", to: "Orlando, FL" },
    rider: { firstName: "Tobias", phone: "(352) 555-0177" },
    tripFields: {
      ...laterToday(),
      originLat: 29.6516,
      originLng: -82.3248,
      destinationLat: 28.5384,
      destinationLng: -81.3789,
      timeLength: "1 hour 55 mins",
      pickupSpot: { label: PICKUP.label, lat: PICKUP.lat, lng: PICKUP.lng, note: PICKUP.note },
    },
  });
  // a second rider whose request on the same trip stays pending
  const { rider: pending } = await signedInRiderPage(browser, page, request, baseURL!, {
    firstName: "Penny",
  });
  const pendingApi = await riderApiOf(pending, baseURL!);
  await requestSeats(pendingApi, rideId, 1);
  await pendingApi.dispose();

  // before the approval the rider has no trip today
  await rider.setViewportSize(PHONE);
  await rider.goto("/dashboard");
  await expect(rider.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(rider.getByRole("link", { name: /Request a Ride/ })).toBeVisible();
  await expect(rider.getByRole("region", { name: "Today" })).toHaveCount(0);

  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  // the driver: the card first, the countdown, the pickup spot with Directions, the rider's phone
  const driverContext = await browser.newContext({ baseURL, viewport: PHONE });
  await serveBlankMapTiles(driverContext);
  const driver = await driverContext.newPage();
  await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await driver.goto("/dashboard");
  const { today, card } = await todayCardWith(driver, "Tobias");
  const first = await today.boundingBox();
  const offerCard = await driver.getByRole("link", { name: /Offer a Ride/ }).boundingBox();
  expect(first!.y).toBeLessThan(offerCard!.y);
  await expect(card.getByRole("heading", { name: "Gainesville to Orlando" })).toBeVisible();
  await expect(card).toContainText("You're driving");
  await expect(card.getByTestId("today-countdown")).toHaveText(/^Leaves in (1 h )?\d+ min$|^Leaves in 1 h$/);
  await expect(card).toContainText(PICKUP.label);
  await expect(card).toContainText(PICKUP.note);
  await expect(card.getByRole("link", { name: /Directions/ })).toHaveAttribute("href", directionsUrl(PICKUP));
  await expect(card.getByRole("group", { name: "Map of the pickup spot" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Call Tobias" })).toHaveAttribute("href", "tel:+13525550177");
  await expect(card.getByRole("link", { name: "Text Tobias" })).toHaveAttribute("href", "sms:+13525550177");
  await expect(card).not.toContainText("Penny");
  // every action is at least 44 px tall (the map's own attribution links aside)
  for (const link of await card.getByRole("link").all()) {
    if (await link.evaluate((element) => element.closest('[role="group"]') !== null)) continue;
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expectFitsPhone(driver);
  await driver.screenshot({ path: "test-results/today-driver-360.png", fullPage: true });

  // Share my trip is one tap away: the requests page's Share my trip section
  await card.getByRole("link", { name: "Share my trip" }).click();
  await expect(driver).toHaveURL(new RegExp(`/dashboard/trip-requests/${rideId}#share-trip-title$`));
  await expect(driver.getByRole("region", { name: "Share my trip" })).toBeVisible();
  await driverContext.close();

  // the rider: the same trip, the driver's first name, car and phone
  await rider.goto("/dashboard");
  const riding = await todayCardWith(rider, "Dana");
  await expect(riding.card).toContainText("You're riding");
  await expect(riding.card.getByTestId("today-countdown")).toHaveText(/^Leaves in /);
  await expect(riding.card).toContainText("Toyota Camry");
  await expect(riding.card.getByRole("link", { name: /Directions/ })).toHaveAttribute(
    "href",
    directionsUrl(PICKUP),
  );
  await expect(riding.card.getByRole("link", { name: "Call Dana" })).toHaveAttribute(
    "href",
    "tel:+13525550100",
  );
  await expect(riding.card.getByRole("link", { name: "Text Dana" })).toHaveAttribute(
    "href",
    "sms:+13525550100",
  );
  await expectFitsPhone(rider);
  await rider.screenshot({ path: "test-results/today-rider-360.png", fullPage: true });
  // the rider dashboard shows it first too
  await rider.goto("/rider");
  await todayCardWith(rider, "Dana");

  // the pending rider: no card at all
  await pending.setViewportSize(PHONE);
  await pending.goto("/dashboard");
  await expect(pending.getByRole("link", { name: /Request a Ride/ })).toBeVisible();
  await expect(pending.getByRole("region", { name: "Today" })).toHaveCount(0);
  await expect(pending.getByText("Tobias")).toHaveCount(0);
  await expectFitsPhone(pending);
  await pending.context().close();
});
