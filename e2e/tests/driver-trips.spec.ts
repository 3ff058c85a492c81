import { clockTime } from "@campusride/shared/domain/local-time";
import { TRIP_MESSAGES, approveQuestion, notEnoughSeatsMessage } from "@campusride/shared/messages";
import type { Locator, Page } from "@playwright/test";
import { PASSWORD, createVerifiedAccount, riderBody, signIn, uniqueEmail } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  choosePlace,
  createTripByApi,
  expectAccessibleAndNarrow,
  requestSeats,
  uniqueTripSlot,
} from "../support/trips.ts";

/** The dashboard's card of the trip `rideId` (found by its requests link). */
function tripCard(page: Page, rideId: string): Locator {
  return page
    .getByRole("article")
    .filter({ has: page.locator(`a[href="/dashboard/trip-requests/${rideId}"]`) });
}

async function signInAsDemoDriver(page: Page) {
  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/);
}

test("a verified driver creates a trip, prices it, answers its requests and edits it @smoke", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // room for a busy two-core machine: on a quiet one it takes a minute and a half
  test.setTimeout(360_000);
  // the API session waits for the demo accounts, made just after the server starts
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const riders = [];
  for (const firstName of ["Ana", "Ben"]) {
    const email = uniqueEmail(`rider-${firstName.toLowerCase()}`);
    await createVerifiedAccount(page, request, riderBody(email, { firstName }));
    riders.push(await apiSession(playwright.request, baseURL!, email, PASSWORD));
  }

  await signInAsDemoDriver(page);
  await page.goto("/driver");
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upcoming Trips" })).toHaveAttribute("aria-selected", "true");
  await expectAccessibleAndNarrow(page, "driver-dashboard");

  // Create New Trip: the tab is in the address, so Back returns to Upcoming Trips
  await page.getByRole("tab", { name: "Create New Trip" }).click();
  await expect(page).toHaveURL(/\/driver\?tab=create$/);
  const form = page.getByRole("form", { name: "Create a trip" });
  await expect(form.getByText("2021 Toyota Camry · Silver")).toBeVisible();
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(form.getByText(TRIP_MESSAGES.bothLocations).first()).toBeVisible();
  await expect(form.getByText(TRIP_MESSAGES.requiredFields)).toBeVisible();

  await choosePlace(page, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(page, "To", "Orlando", "Orlando, FL, USA");
  const slot = uniqueTripSlot();
  await form.getByLabel("Date").fill(slot.date);
  await form.getByLabel("Time").fill(slot.time);
  await form.getByLabel("Available Seats").fill("3");
  await form.getByLabel("Additional Notes").fill("Meet at the Reitz Union");
  const info = page.getByRole("region", { name: "Trip Information" });
  await expect(info.getByText("115 miles")).toBeVisible();
  // 115 mi / 50 MPG (Camry) × $3.17 + 115 × $0.06
  await expect(
    info.getByRole("term").filter({ hasText: "Suggested price per seat" }).locator("+ dd"),
  ).toHaveText("$14.19");
  await expectAccessibleAndNarrow(page, "driver-create-trip");
  await form.getByRole("button", { name: "Create Ride" }).click();

  // Confirm Your Trip: the suggested price, edited
  await expect(page).toHaveURL(/\/driver\/confirm-trip$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Your Trip" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gainesville to Orlando" })).toBeVisible();
  const price = page.getByLabel("Price per seat ($)");
  await expect(price).toHaveValue("14.19");
  await price.fill("0");
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page.getByText(TRIP_MESSAGES.priceEdit).first()).toBeVisible();
  await price.fill("18.50");
  await expect(page.getByText("Potential earnings")).toBeVisible();
  await expect(page.getByText("$55.50")).toBeVisible();
  await expectAccessibleAndNarrow(page, "driver-confirm-trip");
  // a double click makes one trip
  await page.getByRole("button", { name: "Confirm & Create Trip" }).dblclick();

  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("status").filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
  const mine = await driverApi.get("/api/rides/mine?scope=upcoming");
  const created = ((await mine.json()) as { rides: Array<Record<string, unknown>> }).rides.filter(
    (ride) => ride.departureDate === slot.date && ride.departureTime === slot.time,
  );
  expect(created).toHaveLength(1);
  const rideId = String(created[0]!.id);
  const card = tripCard(page, rideId);
  await expect(card).toContainText("Gainesville to Orlando");
  await expect(card).toContainText(clockTime(slot.time));
  await expect(card).toContainText("3 of 3 seats remaining");
  await expect(card).toContainText("$18.50");
  // the banner goes after 5 s
  await expect(page.getByText(TRIP_MESSAGES.created)).toBeHidden({ timeout: 8_000 });

  // riders ask: Ana for 2 seats, Ben for 2; the dashboard shows them within its 10 s refresh
  await requestSeats(riders[0]!, rideId, 2, "Two of us, one bag each");
  await requestSeats(riders[1]!, rideId, 2);
  await expect(card).toContainText("2 pending requests", { timeout: 15_000 });
  await card.getByRole("link", { name: "View requests" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/trip-requests/${rideId}$`));
  const details = page.getByRole("region", { name: "Trip Details" });
  await expect(details).toContainText("3 of 3 seats remaining");
  await expect(details).toContainText("Active");
  await expect(page.getByRole("heading", { name: "Pending (2)" })).toBeVisible();
  const ana = page.getByRole("article", { name: "Ana Rider" });
  await expect(ana).toContainText("$37.00");
  await expect(ana).toContainText("Two of us, one bag each");
  await expectAccessibleAndNarrow(page, "driver-trip-requests");

  await ana.getByRole("button", { name: "Approve Ana Rider" }).click();
  let dialog = page.getByRole("dialog", { name: "Approve Request" });
  await expect(dialog).toContainText(approveQuestion("Ana Rider", 2));
  await expectAccessibleAndNarrow(page, "driver-approve-dialog");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Approved (1)" })).toBeVisible();
  await expect(details).toContainText("1 of 3 seats remaining");

  // Ben's 2 seats no longer fit
  await page.getByRole("button", { name: "Approve Ben Rider" }).click();
  dialog = page.getByRole("dialog", { name: "Approve Request" });
  await expect(dialog).toContainText(TRIP_MESSAGES.notEnoughSeatsWarning);
  await expect(dialog).toContainText(notEnoughSeatsMessage(1, 2));
  await expect(dialog.getByRole("button", { name: "Approve" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Reject Ben Rider" }).click();
  dialog = page.getByRole("dialog", { name: "Reject Request" });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Pending (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rejected (1)" })).toBeVisible();

  // back on the dashboard: the time, edited in place (empty is refused)
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/driver$/);
  await expect(card).toContainText("1 of 3 seats remaining");
  await card.getByRole("button", { name: "Edit Time" }).click();
  const time = card.getByLabel("Departure time", { exact: true });
  await expect(time).toBeFocused();
  await time.fill("");
  await card.getByRole("button", { name: "Save Time" }).click();
  await expect(card.getByText(TRIP_MESSAGES.timeInvalid)).toBeVisible();
  await expect(card.getByText(/24-hour time/)).toBeVisible();
  await time.fill("09:45");
  await card.getByRole("button", { name: "Save Time" }).click();
  await expect(card).toContainText("9:45 AM");

  // the edit page: never fewer seats than approved
  await card.getByRole("link", { name: "Edit Trip" }).click();
  await expect(page).toHaveURL(new RegExp(`/rides/${rideId}/edit$`));
  await expect(page.getByLabel("Departure time")).toHaveValue("09:45");
  await expectAccessibleAndNarrow(page, "driver-edit-ride");
  await page.getByLabel("Available seats").fill("1");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(TRIP_MESSAGES.seatsBelowApproved)).toBeVisible();
  await page.getByLabel("Available seats").fill("4");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(card).toContainText("2 of 4 seats remaining");
});

test("a driver cancels a trip, which moves to Past Trips as cancelled", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = uniqueTripSlot();
  const rideId = await createTripByApi(driverApi, {
    from: "Tampa",
    to: "Gainesville",
    date: slot.date,
    time: slot.time,
    seats: 2,
    priceCents: 1700,
  });

  await signInAsDemoDriver(page);
  await page.goto("/dashboard/driver");
  const card = tripCard(page, rideId);
  await expect(card).toContainText("Tampa to Gainesville");

  // a trip made without a distance gets one from 'Update Route Info'
  await page.getByRole("button", { name: "Update Route Info" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Route info updated for \d+ trips?\.|already have their distance/ }),
  ).toBeVisible();
  const ride = await driverApi.get(`/api/rides/${rideId}`);
  expect(((await ride.json()) as { distance: number | null }).distance).toBeGreaterThan(0);

  await card.getByRole("button", { name: "Cancel Trip" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this trip?" });
  await expect(dialog).toContainText("Tampa to Gainesville");
  await expectAccessibleAndNarrow(page, "driver-cancel-dialog");
  await dialog.getByRole("button", { name: "Cancel Trip" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.getByRole("tab", { name: "Past Trips" }).click();
  await expect(page).toHaveURL(/\?tab=past$/);
  await expect(card).toContainText("Cancelled");
  // a cancelled trip offers no seats: it says so rather than counting them
  await expect(card).toContainText(TRIP_MESSAGES.seatsCancelled);
  await expect(card).not.toContainText("seats remaining");
  await expect(card.getByRole("button", { name: "Cancel Trip" })).toHaveCount(0);
  await expectAccessibleAndNarrow(page, "driver-past-trips");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Upcoming Trips" })).toHaveAttribute("aria-selected", "true");
});

test("a driver whose license is not verified is told why and where to fix it", async ({ page, request }) => {
  const email = uniqueEmail("new-driver");
  await createVerifiedAccount(
    page,
    request,
    riderBody(email, {
      firstName: "Noel",
      userType: "driver",
      carMake: "Honda",
      carModel: "Civic",
      carYear: 2019,
      carColor: "Blue",
    }),
  );
  await signIn(page, email);
  await page.waitForURL(/\/auth-success/);
  await page.goto("/driver/create-trip");
  await expect(page.getByRole("heading", { level: 1, name: "Create a Trip" })).toBeVisible();
  await expect(page.getByText(TRIP_MESSAGES.licenseMissing)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("form", { name: "Create a trip" })).toHaveCount(0);
  await expectAccessibleAndNarrow(page, "driver-license-needed");

  // the confirm screen without a trip goes back to the form
  await page.goto("/driver/confirm-trip");
  await expect(page).toHaveURL(/\/driver\/create-trip$/);
});
