import { addDaysLocal, clockTime } from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import type { Page } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  choosePlace,
  expectAccessibleOnPhone,
  uniqueTripSlot,
} from "../support/trips.ts";

/** The driver approves Rosa's pending request on the trip whose requests page is open. */
async function approveRosa(page: Page) {
  await expect(page.getByRole("heading", { name: "Pending (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Approve Rosa Rider" }).click();
  await page
    .getByRole("dialog", { name: "Approve Request" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.getByRole("heading", { name: "Approved (1)" })).toBeVisible();
}

// a phone: the whole round trip at 360 px
const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });

test("a driver offers a round trip; a rider finds it with Return on, asks for both legs at once; the driver answers each", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = uniqueTripSlot();
  const backDate = addDaysLocal(slot.date, 2);
  const backTime = `17:${slot.time.slice(3)}`;

  // the driver: Create a Trip, with 'Add a return trip'
  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/);
  await page.goto("/driver/create-trip");
  const form = page.getByRole("form", { name: "Create a trip" });
  await choosePlace(page, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(page, "To", "Orlando", "Orlando, FL, USA");
  await form.getByLabel("Date", { exact: true }).fill(slot.date);
  await form.getByLabel("Time", { exact: true }).fill(slot.time);
  await form.getByLabel("Available Seats").fill("3");
  // by keyboard: the option opens the return's date and time
  await form.getByRole("checkbox", { name: ROUND_TRIP_MESSAGES.addReturn }).focus();
  await page.keyboard.press("Space");
  // a return before the trip out is refused on its field
  await form.getByLabel(ROUND_TRIP_MESSAGES.returnDate).fill(slot.date);
  await form.getByLabel(ROUND_TRIP_MESSAGES.returnTime).fill("06:00");
  await expect(page.getByRole("region", { name: "Trip Information" }).getByText("115 miles")).toBeVisible();
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(form.getByText(ROUND_TRIP_MESSAGES.returnBeforeArrival)).toBeVisible();
  await expectAccessibleOnPhone(page);
  await form.getByLabel(ROUND_TRIP_MESSAGES.returnDate).fill(backDate);
  await form.getByLabel(ROUND_TRIP_MESSAGES.returnTime).fill(backTime);
  await form.getByRole("button", { name: "Create Ride" }).click();

  // Confirm Your Trip names the return; one click makes both legs
  await expect(page).toHaveURL(/\/driver\/confirm-trip$/);
  await expect(page.getByText(ROUND_TRIP_MESSAGES.returnTripTitle, { exact: true })).toBeVisible();
  await expectAccessibleOnPhone(page);
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("status").filter({ hasText: ROUND_TRIP_MESSAGES.createdPair })).toBeVisible();
  const mine = (await (await driverApi.get("/api/rides/mine?scope=upcoming")).json()) as {
    rides: DriverRide[];
  };
  const outbound = mine.rides.find(
    (ride) => ride.departureDate === slot.date && ride.departureTime === slot.time,
  );
  expect(outbound?.returnRideId).toBeTruthy();
  const back = mine.rides.find((ride) => ride.id === outbound!.returnRideId)!;
  expect(back).toMatchObject({
    departureCity: outbound!.destinationCity,
    destinationCity: outbound!.departureCity,
    departureDate: backDate,
    departureTime: backTime,
    outboundRideId: outbound!.id,
  });

  // the rider: Find a Ride with Return on shows the rides out and the rides back
  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Rosa" });
  await rider.setViewportSize(PHONE);
  await rider.goto("/rider");
  await choosePlace(rider, "Pickup", "Gaines", "Gainesville, FL, USA");
  await choosePlace(rider, "Destination", "Orlando", "Orlando, FL, USA");
  const search = rider.getByRole("form", { name: "Find a ride" });
  await search.getByLabel("Date").fill(slot.date);
  await search.getByLabel(ROUND_TRIP_MESSAGES.returnOn).fill(backDate);
  await search.getByRole("button", { name: "Search rides" }).click();
  const outCard = rider
    .getByRole("article", { name: "Gainesville to Orlando" })
    .filter({ hasText: clockTime(slot.time) });
  await expect(outCard).toBeVisible();
  const backList = rider.getByRole("list", { name: ROUND_TRIP_MESSAGES.returnResults });
  await expect(
    backList
      .getByRole("article", { name: "Orlando to Gainesville" })
      .filter({ hasText: clockTime(backTime) }),
  ).toBeVisible();
  await expectAccessibleOnPhone(rider);

  // Request a Ride on the trip out: its return is offered in the same step
  await outCard.getByRole("link", { name: "Book seat" }).click();
  await expect(rider.getByRole("heading", { level: 1, name: "Request a Ride" })).toBeVisible();
  const alsoBack = rider.getByRole("checkbox", { name: /Also request the return trip on/ });
  await expect(alsoBack).toBeVisible();
  await alsoBack.check();
  await expectAccessibleOnPhone(rider);
  await rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();

  // the confirmation shows both requests
  await expect(rider).toHaveURL(/\/dashboard\/ride-confirmation\/[^?]+\?return=/);
  await expect(
    rider.getByRole("status").filter({ hasText: ROUND_TRIP_MESSAGES.bothRequested }),
  ).toBeVisible();
  await expect(rider.getByRole("heading", { name: ROUND_TRIP_MESSAGES.returnBookingTitle })).toBeVisible();
  await expect(rider.getByRole("heading", { name: "Gainesville to Orlando" }).first()).toBeVisible();
  await expect(rider.getByRole("heading", { name: "Orlando to Gainesville" }).first()).toBeVisible();
  await expectAccessibleOnPhone(rider);

  // the driver: a request on each leg, each approved on its own
  await page.goto(`/dashboard/trip-requests/${outbound!.id}`);
  const details = page.getByRole("region", { name: "Trip Details" });
  const returnLink = details.getByRole("link", { name: /^Return trip: Orlando/ });
  await expect(returnLink).toBeVisible();
  await approveRosa(page);
  await expectAccessibleOnPhone(page);

  await returnLink.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/trip-requests/${back.id}$`));
  await expect(details.getByRole("link", { name: /^Trip out: Gainesville/ })).toBeVisible();
  // the way back still waits for its own answer
  await approveRosa(page);

  await rider.context().close();
  await driverApi.dispose();
});
