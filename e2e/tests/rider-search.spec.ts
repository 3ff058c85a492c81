import { addDaysLocal, clockTime, todayLocal } from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import type { Locator, Page } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_PASSWORD, apiSession, choosePlace, expectAccessibleAndNarrow } from "../support/trips.ts";

/** The seeded demo rider (apps/api/src/db/seed-demo.ts). */
const DEMO_RIDER = { email: "rider@demo.campusride.edu", password: DEMO_PASSWORD } as const;

/**
 * The trip the demo data always offers (SHOWCASE_TRIP in apps/api/src/db/seed-demo-rides.ts):
 * University of Florida → UCF, Gainesville → Orlando, two days from today at 07:45, four
 * seats, no requests. Ocala lies on its way.
 */
const SHOWCASE = { date: addDaysLocal(todayLocal(), 2), time: "07:45" } as const;

/** The result card of the showcase trip: Gainesville → Orlando at 7:45 AM. */
function showcaseCard(scope: Page | Locator): Locator {
  return scope
    .getByRole("article", { name: "Gainesville to Orlando" })
    .filter({ hasText: clockTime(SHOWCASE.time) });
}

async function signInAsDemoRider(page: Page) {
  await signIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
  await page.waitForURL(/\/auth-success/);
}

/** Fills Find a Ride's form and sends it. */
async function searchRides(
  page: Page,
  search: { to: { typed: string; address: string }; passengers?: number },
) {
  await choosePlace(page, "Pickup", "Gaines", "Gainesville, FL, USA");
  await choosePlace(page, "Destination", search.to.typed, search.to.address);
  const form = page.getByRole("form", { name: "Find a ride" });
  await form.getByLabel("Date").fill(SHOWCASE.date);
  await form.getByLabel("Passengers").fill(String(search.passengers ?? 1));
  await form.getByRole("button", { name: "Search rides" }).click();
}

const OCALA = { typed: "Ocala", address: "Ocala, FL, USA" } as const;
const ORLANDO = { typed: "Orlando", address: "Orlando, FL, USA" } as const;

test.beforeEach(async ({ playwright, baseURL }) => {
  // the demo accounts are made just after the server starts listening
  await (await apiSession(playwright.request, baseURL!, DEMO_RIDER.email, DEMO_RIDER.password)).dispose();
});

test("the demo rider finds a Gainesville → Orlando ride on the way to Ocala, requests 2 seats with a bag, and cancels @smoke", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoRider(page);
  await page.goto("/rider");
  await expect(page.getByRole("heading", { level: 1, name: "Rider Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Find a Ride" })).toHaveAttribute("aria-selected", "true");

  // both places are needed before anything is searched
  await page.getByRole("form", { name: "Find a ride" }).getByRole("button", { name: "Search rides" }).click();
  await expect(page.getByText(SEARCH_MESSAGES.bothLocations).first()).toBeVisible();

  await searchRides(page, { to: OCALA, passengers: 2 });
  await expect(page).toHaveURL(/[?&]destination=Ocala/);
  const card = showcaseCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText(SEARCH_MESSAGES.onTheWay)).toBeVisible();
  await expect(card.getByText(/^\+\d+ mi detour$/)).toBeVisible();
  await expect(card.getByText(SEARCH_MESSAGES.paidAtPickup)).toBeVisible();
  await expect(card.getByText("4 seats left")).toBeVisible();
  await expect(page.getByText(/rides? that day match(es)? your trip/)).toBeVisible();
  // the map shows the chosen ride with the rider's pickup and drop-off
  await card.getByRole("button", { name: "Show on map" }).click();
  await expect(
    page.getByRole("img", {
      name: /route from Gainesville to Orlando, with Pickup: Gainesville and Drop-off: Ocala/,
    }),
  ).toBeVisible();
  await expectAccessibleAndNarrow(page, "rider-search-results");

  // Book seat: /booking/{rideId} is Request a Ride, starting at the 2 passengers searched
  const searchUrl = page.url();
  const bookHref = await card.getByRole("link", { name: "Book seat" }).getAttribute("href");
  expect(bookHref).toMatch(/^\/booking\/[0-9a-f-]{36}\?seats=2$/);
  const rideId = bookHref!.split("/").at(-1)!.split("?")[0]!;
  await card.getByRole("link", { name: "Book seat" }).click();
  await expect(page).toHaveURL(`/dashboard/request-ride/${rideId}?seats=2`);
  await expect(page.getByRole("heading", { level: 1, name: "Request a Ride" })).toBeVisible();
  const request = page.getByRole("form", { name: "Request seats" });
  await request.getByRole("button", { name: "More: Bags" }).click();
  await expect(request.getByRole("group", { name: "Seats" }).locator("output")).toHaveText("2 seats");
  await expect(request.getByRole("group", { name: "Bags" }).locator("output")).toHaveText("1 bag");
  await request.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();

  // back on the search with the catalogue's message, the ride now marked as requested; the
  // request waits under Upcoming Rides
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByText(BOOKING_MESSAGES.submitted)).toBeVisible();
  await expect(card.getByText("Requested")).toBeVisible();
  await expect(card.getByRole("link", { name: "Book seat" })).toHaveCount(0);
  await page.getByRole("tab", { name: "My Rides" }).click();
  await expect(page.getByRole("tab", { name: "Upcoming Rides" })).toHaveAttribute("aria-selected", "true");
  const booking = page
    .getByRole("article", { name: "Gainesville to Orlando" })
    .filter({ hasText: clockTime(SHOWCASE.time) });
  await expect(booking.getByText("Pending")).toBeVisible();
  await expect(booking.getByText("2 seats")).toBeVisible();
  await expect(booking.getByText("1 bag")).toBeVisible();
  await expectAccessibleAndNarrow(page, "rider-my-rides");

  await booking.getByRole("button", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this ride request?" });
  await dialog.getByRole("button", { name: "Cancel Request" }).click();
  await expect(page.getByText(BOOKING_MESSAGES.cancelled)).toBeVisible();
  await expect(booking).toHaveCount(0);
  await page.getByRole("tab", { name: "Past & Cancelled" }).click();
  await expect(booking.first().getByText("Cancelled")).toBeVisible();
});

test("Back and Forward go between searches, form and results", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsDemoRider(page);
  await page.goto("/rider");
  await searchRides(page, { to: OCALA });
  await expect(showcaseCard(page)).toBeVisible();
  const ocalaSearch = page.url();

  // a second search, sent from the keyboard: Orlando itself
  await choosePlace(page, "Destination", ORLANDO.typed, ORLANDO.address);
  await page.getByRole("form", { name: "Find a ride" }).getByLabel("Passengers").press("Enter");
  await expect(page).toHaveURL(/[?&]destination=Orlando/);
  await expect(showcaseCard(page)).toBeVisible();
  await expect(showcaseCard(page).getByText(SEARCH_MESSAGES.onTheWay)).toBeVisible();
  // a card's route goes on the map from the keyboard too
  const second = page.getByRole("list", { name: "Rides found" }).getByRole("article").nth(1);
  const showOnMap = second.getByRole("button", { name: "Show on map" });
  await expect(showOnMap).toHaveAttribute("aria-pressed", "false");
  await showOnMap.focus();
  await page.keyboard.press("Enter");
  await expect(showOnMap).toHaveAttribute("aria-pressed", "true");

  await page.goBack();
  expect(page.url()).toBe(ocalaSearch);
  await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue(OCALA.address);
  await expect(page.getByRole("form", { name: "Find a ride" }).getByLabel("Date")).toHaveValue(SHOWCASE.date);
  await expect(showcaseCard(page)).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL(/[?&]destination=Orlando/);
  await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue(ORLANDO.address);
  await expect(showcaseCard(page)).toBeVisible();
});

test("a shared search link shows the search again, after signing in if need be", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsDemoRider(page);
  await page.goto("/rider");
  await searchRides(page, { to: OCALA, passengers: 2 });
  await expect(showcaseCard(page)).toBeVisible();
  const link = new URL(page.url());
  const path = `${link.pathname}${link.search}`;

  // a classmate, signed out, opens the link: sign in first, then the same search
  const context = await browser.newContext({ baseURL: link.origin });
  const friend = await context.newPage();
  await friend.goto(path);
  await expect(friend).toHaveURL(/\/signin\?redirect=/);
  await signIn(friend, DEMO_RIDER.email, DEMO_RIDER.password, friend.url().replace(link.origin, ""));
  // the sign-in's success page forwards to where the link led
  await expect(friend).toHaveURL(path, { timeout: 15_000 });
  await expect(friend.getByRole("combobox", { name: "Pickup" })).toHaveValue("Gainesville, FL, USA");
  await expect(friend.getByRole("combobox", { name: "Destination" })).toHaveValue(OCALA.address);
  await expect(friend.getByRole("form", { name: "Find a ride" }).getByLabel("Passengers")).toHaveValue("2");
  await expect(showcaseCard(friend).getByText(SEARCH_MESSAGES.onTheWay)).toBeVisible();
  await context.close();
});

test("on a phone, a search takes the focus to its results and 'Show on map' brings the map into view", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemoRider(page);
  await page.goto("/rider");
  await searchRides(page, { to: ORLANDO });
  await expect(showcaseCard(page)).toBeVisible();
  // the form stays as it was and the focus goes on to what the search found
  await expect(page.getByRole("heading", { level: 2, name: /^Rides on / })).toBeFocused();

  const map = page.getByRole("region", { name: "The chosen ride's route" });
  const second = page.getByRole("list", { name: "Rides found" }).getByRole("article").nth(1);
  const showOnMap = second.getByRole("button", { name: "Show on map" });
  await showOnMap.scrollIntoViewIfNeeded();
  await expect(map).not.toBeInViewport();
  await showOnMap.click();
  await expect(showOnMap).toHaveAttribute("aria-pressed", "true");
  await expect(map).toBeInViewport();
});
