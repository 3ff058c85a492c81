import { BOOKING_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { MyBookings } from "@campusride/shared/schemas/bookings";
import { PASSWORD, signIn } from "../support/accounts.ts";
import { searchGainesvilleToOrlando, signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  choosePlace,
  expectAccessibleAndNarrow,
  uniqueTripSlot,
} from "../support/trips.ts";

test("a driver offers an instant-booking trip with preferences; a rider filters for it, sees its badges, books and is confirmed at once", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);

  // the driver: Create New Trip, with its preferences
  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/);
  await page.goto("/driver?tab=create");
  const form = page.getByRole("form", { name: "Create a trip" });
  await choosePlace(page, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(page, "To", "Orlando", "Orlando, FL, USA");
  const slot = uniqueTripSlot();
  await form.getByLabel("Date").fill(slot.date);
  await form.getByLabel("Time").fill(slot.time);
  await form.getByLabel("Available Seats").fill("3");
  const preferences = form.getByRole("group", { name: "Trip preferences" });
  await expect(preferences.getByRole("radio", { name: "Suitcase" })).toBeChecked();
  await expect(preferences.getByRole("checkbox", { name: "Music on the way" })).toBeChecked();
  // by keyboard: a small bag each, pets welcome, instant booking
  await preferences.getByRole("radio", { name: "Suitcase" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(preferences.getByRole("radio", { name: "Small bag" })).toBeChecked();
  await preferences.getByRole("checkbox", { name: "Pets allowed" }).focus();
  await page.keyboard.press("Space");
  await preferences.getByRole("checkbox", { name: "Instant booking" }).check();
  await expect(preferences.getByRole("checkbox", { name: "Instant booking" })).toHaveAccessibleDescription(
    BOOKING_MESSAGES.instantBooking,
  );
  await expectAccessibleAndNarrow(page, "trip-preferences-create");
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(page).toHaveURL(/\/driver\/confirm-trip$/);
  await page.getByLabel("Price per seat ($)").fill("16");
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page.getByRole("status").filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
  const mine = (await (await driverApi.get("/api/rides/mine?scope=upcoming")).json()) as {
    rides: Array<{ id: string; departureDate: string; departureTime: string }>;
  };
  const ride = mine.rides.find(
    (trip) => trip.departureDate === slot.date && trip.departureTime === slot.time,
  );
  expect(ride).toMatchObject({
    instantBooking: true,
    preferences: { luggageSize: "small_bag", petsAllowed: true, musicAllowed: true, womenOnly: false },
  });

  // the rider, in a browser of her own: Find a Ride with filters
  const { rider, email: riderEmail } = await signedInRiderPage(browser, page, request, baseURL!, {
    firstName: "Maya",
  });
  const { card } = await searchGainesvilleToOrlando(rider, slot);
  await expect(card).toBeVisible();

  const filtersButton = rider.getByRole("button", { name: "Filters" });
  await expect(filtersButton).toHaveAttribute("aria-expanded", "false");
  await filtersButton.click();
  const filters = rider.getByRole("group", { name: "Show only trips with" });
  await filters.getByRole("checkbox", { name: "Room for a suitcase" }).check();
  // a small-bag trip has no room for a suitcase
  await expect(card).toHaveCount(0);
  await filters.getByRole("checkbox", { name: "Room for a suitcase" }).uncheck();
  await filters.getByRole("checkbox", { name: "Pets allowed" }).check();
  await filters.getByRole("checkbox", { name: "Instant booking" }).check();
  await expect(rider.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  await expect(card).toBeVisible();
  const badges = card.getByRole("list", { name: "Trip preferences" });
  for (const badge of ["Instant booking", "Small bag only", "Pets OK", "No smoking", "Music OK"]) {
    await expect(badges.getByRole("listitem").filter({ hasText: badge })).toBeVisible();
  }
  await expectAccessibleAndNarrow(rider, "trip-preferences-search");

  // book: the request screen says the seat is confirmed at once; the confirmation says Confirmed
  await card.getByRole("link", { name: "Book seat" }).click();
  await expect(rider).toHaveURL(new RegExp(`/dashboard/request-ride/${ride!.id}`));
  await expect(rider.getByText(BOOKING_MESSAGES.instantBooking)).toBeVisible();
  await expect(
    rider
      .getByRole("list", { name: "Trip preferences" })
      .getByRole("listitem")
      .filter({ hasText: "Pets OK" }),
  ).toBeVisible();
  await expectAccessibleAndNarrow(rider, "trip-preferences-request");
  await rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();
  await expect(rider).toHaveURL(/\/dashboard\/ride-confirmation\//);
  await expect(rider.getByRole("status").filter({ hasText: BOOKING_MESSAGES.instantBooked })).toBeVisible();
  await expect(rider.getByRole("region", { name: "Gainesville to Orlando" })).toContainText(
    `Status: ${BOOKING_MESSAGES.confirmed}`,
  );
  await expectAccessibleAndNarrow(rider, "trip-preferences-confirmed");

  const riderApi = await apiSession(playwright.request, baseURL!, riderEmail, PASSWORD);
  const bookings = (await (await riderApi.get("/api/bookings/mine?scope=upcoming")).json()) as MyBookings;
  expect(bookings.bookings.find((booking) => booking.rideId === ride!.id)).toMatchObject({
    status: "approved",
  });
  await rider.context().close();
});
