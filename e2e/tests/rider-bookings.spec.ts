import { routeWords } from "@campusride/shared/domain/route-label";
import { addDaysLocal, departureInstant, todayLocal } from "@campusride/shared/domain/local-time";
import { formatCents } from "@campusride/shared/domain/money";
import { BOOKING_MESSAGES, PAYMENT_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import type { MyBookings } from "@campusride/shared/schemas/bookings";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import type { APIRequestContext } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER, DEMO_PASSWORD, apiSession, expectAccessibleAndNarrow } from "../support/trips.ts";

/** The seeded demo rider (apps/api/src/db/seed-demo.ts). */
const DEMO_RIDER = { email: "rider@demo.campusride.edu", password: DEMO_PASSWORD } as const;

/**
 * One of the demo driver's seeded trips that the demo rider holds no request on, leaves
 * after tomorrow, and has two seats left; not the showcase trip (two days out at 07:45),
 * which rider-search.spec.ts's journey requests as the same rider, side by side with this one.
 */
async function seededRideToRequest(driver: APIRequestContext, rider: APIRequestContext): Promise<PublicRide> {
  const rides = (
    (await (await driver.get("/api/rides/mine?scope=upcoming")).json()) as { rides: PublicRide[] }
  ).rides;
  const mine = (await (await rider.get("/api/bookings/mine?scope=upcoming")).json()) as MyBookings;
  const requested = new Set(mine.bookings.map((booking) => booking.rideId));
  const dayAfterTomorrow = Date.now() + 2 * 24 * 3600 * 1000;
  const isShowcase = (candidate: PublicRide) =>
    candidate.departureDate === addDaysLocal(todayLocal(), 2) && candidate.departureTime.startsWith("07:45");
  const ride = rides.find(
    (candidate) =>
      !requested.has(candidate.id) &&
      !isShowcase(candidate) &&
      candidate.seatsRemaining >= 2 &&
      departureInstant(candidate.departureDate, candidate.departureTime).getTime() > dayAfterTomorrow,
  );
  expect(ride, "a seeded trip of the demo driver with two seats left").toBeTruthy();
  return ride!;
}

test("the demo rider requests 2 seats and a bag on a seeded ride, finds it pending in My Rides, checks its confirmation and cancels it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const riderApi = await apiSession(playwright.request, baseURL!, DEMO_RIDER.email, DEMO_RIDER.password);
  const ride = await seededRideToRequest(driverApi, riderApi);
  const route = routeWords(ride.departureCity, ride.destinationCity);

  // signed out: to sign in, and back to the ride afterwards
  const requestPath = `/dashboard/request-ride/${ride.id}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(requestPath);
  await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(requestPath)}`);
  await signIn(page, DEMO_RIDER.email, DEMO_RIDER.password, page.url());
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(requestPath);

  // Request a Ride: the ride, its price per seat (paid at pickup: the driver's, no fee), the car, the steppers
  await expect(page.getByRole("heading", { level: 1, name: "Request a Ride" })).toBeVisible();
  await expect(page.getByRole("heading", { name: route })).toBeVisible();
  const riderPrice = formatCents(ride.pricePerSeatCents);
  await expect(page.getByRole("term").filter({ hasText: "Price per seat" }).locator("+ dd")).toHaveText(
    `${riderPrice}${SEARCH_MESSAGES.paidAtPickup}`,
  );
  await expect(page.getByRole("region", { name: "Vehicle" })).toContainText("Toyota Camry");
  const seats = page.getByRole("group", { name: "Seats" });
  const bags = page.getByRole("group", { name: "Bags" });
  await expect(seats.getByRole("button", { name: "Fewer: Seats" })).toHaveAttribute("aria-disabled", "true");
  await expectAccessibleAndNarrow(page, "request-ride");

  // by keyboard: 2 seats, 1 bag
  await seats.getByRole("button", { name: "More: Seats" }).focus();
  await page.keyboard.press("Enter");
  await expect(seats.getByRole("status")).toHaveText("2 seats");
  await bags.getByRole("button", { name: "More: Bags" }).click();
  await expect(bags.getByRole("status")).toHaveText("1 bag");
  await page.getByLabel(BOOKING_MESSAGES.notesLabel).fill("I'll wait by the main entrance");
  await expect(
    page
      .getByRole("region", { name: PAYMENT_MESSAGES.priceTitle })
      .getByRole("term")
      .filter({ hasText: /^Total$/ })
      .locator("+ dd"),
  ).toHaveText(formatCents(ride.pricePerSeatCents * 2));
  await page.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();

  // the rider dashboard says so, and My Rides shows the request pending under Upcoming
  await expect(page).toHaveURL("/rider");
  await expect(page.getByRole("status").filter({ hasText: BOOKING_MESSAGES.submitted })).toBeVisible();
  const mine = (await (await riderApi.get("/api/bookings/mine?scope=upcoming")).json()) as MyBookings;
  const booking = mine.bookings.find((candidate) => candidate.rideId === ride.id);
  expect(booking).toMatchObject({ seatsRequested: 2, bagsCount: 1, status: "pending" });
  const confirmationPath = `/dashboard/ride-confirmation/${booking!.id}`;
  const card = page.getByRole("article").filter({ has: page.locator(`a[href="${confirmationPath}"]`) });
  // the dashboard opens on Find a Ride; the request is under My Rides
  await page.getByRole("tab", { name: "My Rides" }).click();
  await expect(page.getByRole("tab", { name: "Upcoming Rides" })).toHaveAttribute("aria-selected", "true");
  await expect(card.getByRole("heading", { name: route })).toBeVisible();
  await expect(card).toContainText("Pending");
  await expect(card).toContainText("2 seats");
  await expect(card).toContainText("1 bag");
  await expect(card).toContainText(formatCents(ride.pricePerSeatCents * 2));
  await expectAccessibleAndNarrow(page, "my-rides");

  // its confirmation: the breakdown; a pending request waits for the driver, with no
  // confirming yet; the summary keeps the booking through a reload
  await card.getByRole("link", { name: "View details" }).click();
  await expect(page).toHaveURL(confirmationPath);
  await expect(page.getByRole("heading", { name: route })).toBeVisible();
  await expect(page.getByText(PAYMENT_MESSAGES.feeWaivedLine).locator("+ dd")).toHaveText("$0.00");
  await expect(
    page
      .getByRole("term")
      .filter({ hasText: /^Total$/ })
      .locator("+ dd"),
  ).toHaveText(formatCents(ride.pricePerSeatCents * 2));
  await expect(page.getByText(PAYMENT_MESSAGES.payAtPickup)).toBeVisible();
  await expectAccessibleAndNarrow(page, "ride-confirmation");
  await expect(page.getByText(/waiting for the driver's answer/)).toBeVisible();
  await expect(page.getByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup })).toHaveCount(0);
  await page.goto(`/dashboard/confirmation?booking=${booking!.id}`);
  await page.reload();
  await expect(page.getByRole("heading", { name: route })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: PAYMENT_MESSAGES.payAtPickup })).toBeVisible();

  // cancel it from Upcoming: asked first, then gone to Past & Cancelled
  await page.goto("/rider?tab=my-rides");
  await card.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this ride request?" });
  await expectAccessibleAndNarrow(page, "cancel-ride-request");
  await dialog.getByRole("button", { name: "Cancel Request" }).click();
  await expect(page.getByRole("status").filter({ hasText: BOOKING_MESSAGES.cancelled })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole("tab", { name: "Past & Cancelled" }).click();
  await expect(page).toHaveURL("/rider?tab=my-rides&rides=past");
  await expect(card).toContainText("Cancelled");
  await expect(card.getByRole("button", { name: "Cancel" })).toHaveCount(0);
});

test("a driver-only user opening Request a Ride is sent to the driver area", async ({
  page,
  playwright,
  baseURL,
}) => {
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const { rides } = (await (await driverApi.get("/api/rides/mine?scope=upcoming")).json()) as {
    rides: PublicRide[];
  };
  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/);
  await page.goto(`/dashboard/request-ride/${rides[0]!.id}`);
  await expect(page).toHaveURL("/driver");
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible();
});
