import { TRIP_MESSAGES, geocodeFailedMessage } from "@campusride/shared/messages";
import { signIn } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  choosePlace,
  expectAccessibleAndNarrow,
  uniqueTripSlot,
} from "../support/trips.ts";

// a phone: what a driver swiping back sees
test.use({ viewport: { width: 360, height: 780 } });

test("on a phone, the create form refuses one place twice and keeps the trip through Back and reload", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);

  // the server refuses a trip from Gainesville to Gainesville, on the destination field
  const slot = uniqueTripSlot();
  const refused = await driverApi.post("/api/rides", {
    data: {
      departureCity: "Gainesville, FL",
      destinationCity: "Gainesville, FL",
      departureDate: slot.date,
      departureTime: slot.time,
      availableSeats: 3,
      pricePerSeatCents: 1355,
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({ destinationCity: TRIP_MESSAGES.samePlace });

  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await page.goto("/driver/create-trip");
  const form = page.getByRole("form", { name: "Create a trip" });
  const createRide = form.getByRole("button", { name: "Create Ride" });

  // an empty form: the places' message once
  await createRide.click();
  await expect(form.getByText(TRIP_MESSAGES.bothLocations)).toHaveCount(1);

  // the same city twice: said once (on To, or in the Trip Information), and nothing goes on
  await choosePlace(page, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(page, "To", "Gaines", "Gainesville, FL, USA");
  await expect(form.getByText(TRIP_MESSAGES.samePlace)).toBeVisible();
  await expect(form.getByText(TRIP_MESSAGES.samePlace)).toHaveCount(1);
  await form.getByLabel("Date").fill(slot.date);
  await form.getByLabel("Time").fill(slot.time);
  await form.getByLabel("Available Seats").fill("3");
  await form.getByLabel("Additional Notes").fill("Pick-up at the Reitz Union bus loop");
  await createRide.click();
  await expect(page.getByRole("combobox", { name: "To" })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(TRIP_MESSAGES.samePlace)).toHaveCount(1);
  await expect(page).toHaveURL(/\/driver\/create-trip$/);

  // a misspelt destination: plain words and the nearest known place, taken in one click
  await page.getByRole("combobox", { name: "To" }).fill("Orlnado");
  await createRide.click();
  await expect(form.getByText(geocodeFailedMessage("destination", "Orlando, FL, USA"))).toBeVisible();
  await form.getByRole("button", { name: "Use Orlando, FL, USA" }).click();
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Orlando, FL, USA");

  // the distance and the suggested price come before the button on a phone
  const info = page.getByRole("region", { name: "Trip Information" });
  await expect(info.getByText("115 miles")).toBeVisible();
  const infoBox = await info.boundingBox();
  const buttonBox = await createRide.boundingBox();
  expect(infoBox!.y).toBeLessThan(buttonBox!.y);
  await expectAccessibleAndNarrow(page, "create-trip-phone");
  await createRide.click();

  // Confirm Your Trip shows the preferences; Back (a swipe) brings the form back as typed
  await expect(page).toHaveURL(/\/driver\/confirm-trip$/);
  await expect(page.getByRole("list", { name: "Trip preferences" })).toBeVisible();
  await expectAccessibleAndNarrow(page, "confirm-trip-phone");
  await page.goBack();
  await expect(page).toHaveURL(/\/driver\/create-trip$/);
  const expectTyped = async () => {
    await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Gainesville, FL, USA");
    await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Orlando, FL, USA");
    await expect(form.getByLabel("Date")).toHaveValue(slot.date);
    await expect(form.getByLabel("Time")).toHaveValue(slot.time);
    await expect(form.getByLabel("Available Seats")).toHaveValue("3");
    await expect(form.getByLabel("Additional Notes")).toHaveValue("Pick-up at the Reitz Union bus loop");
  };
  await expectTyped();
  // and so does a reload
  await page.reload();
  await expectTyped();
  await expect(info.getByText("115 miles")).toBeVisible();
  await expectAccessibleAndNarrow(page, "create-trip-restored-phone");

  // a price with more than cents is refused, not rounded; the trip is then created
  await createRide.click();
  await expect(page).toHaveURL(/\/driver\/confirm-trip$/);
  const price = page.getByLabel("Price per seat ($)");
  await price.fill("12.345");
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page.getByText(TRIP_MESSAGES.priceCents).first()).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await price.fill("12.35");
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("status").filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();

  // the trip exists: a new create form starts empty
  await page.goto("/driver/create-trip");
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("");
  await expect(form.getByLabel("Additional Notes")).toHaveValue("");
});
