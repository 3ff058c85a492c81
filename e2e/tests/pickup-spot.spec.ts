import { directionsUrl } from "@campusride/shared/domain/trip-spots";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripSpot } from "@campusride/shared/schemas/rides";
import { signIn } from "../support/accounts.ts";
import { expect, test } from "../support/trip-request.ts";
import {
  choosePlace,
  DEMO_DRIVER,
  expectAccessibleAndNarrow,
  expectAccessibleOnPhone,
} from "../support/trips.ts";

const PHONE = { width: 360, height: 780 };
const PICKUP_PLACE = "University of Florida, Gainesville, FL, USA";
const PICKUP_NOTE = "Reitz Union, north entrance";

test("on a phone, the driver sets the pickup spot, and only the rider whose seat is approved finds it with directions", async ({
  tripWithRequest,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { driverApi, rideId, rider, bookingId } = await tripWithRequest({
    tripFields: {
      originLat: 29.6516,
      originLng: -82.3248,
      destinationLat: 28.5384,
      destinationLng: -81.3789,
    },
  });
  await rider.setViewportSize(PHONE);

  // the driver's edit page: the pickup spot chosen from the list, with a note
  const driverContext = await browser.newContext({ baseURL, viewport: PHONE });
  const driver = await driverContext.newPage();
  await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await driver.goto(`/rides/${rideId}/edit`);
  await choosePlace(driver, TRIP_MESSAGES.pickupSpotLabel, "Gaines", PICKUP_PLACE);
  await driver.getByLabel(TRIP_MESSAGES.spotNoteLabel(TRIP_MESSAGES.pickupSpotTitle)).fill(PICKUP_NOTE);
  await expectAccessibleAndNarrow(driver, "pickup-spot-edit");
  await driver.getByRole("button", { name: "Save Changes" }).click();
  await expect(driver).toHaveURL(/\/driver$/);
  const saved = (await (await driverApi.get(`/api/rides/${rideId}`)).json()) as {
    pickupSpot: TripSpot | null;
  };
  expect(saved.pickupSpot).toMatchObject({ label: PICKUP_PLACE, note: PICKUP_NOTE });
  await driverContext.close();

  // the rider, still pending: the request's page names no spot
  await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
  await expect(rider.getByText("Pending").first()).toBeVisible({ timeout: 15_000 });
  await expect(rider.getByRole("region", { name: TRIP_MESSAGES.pickupSpotTitle })).toHaveCount(0);
  await expect(rider.getByText(PICKUP_NOTE)).toHaveCount(0);

  // approved: the pickup spot, its note, and directions to it in the maps app
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await rider.reload();
  const pickup = rider.getByRole("region", { name: TRIP_MESSAGES.pickupSpotTitle });
  await expect(pickup).toBeVisible({ timeout: 15_000 });
  await expect(pickup).toContainText(PICKUP_PLACE);
  await expect(pickup).toContainText(PICKUP_NOTE);
  const directions = pickup.getByRole("link", { name: /Directions/ });
  await expect(directions).toHaveAttribute("href", directionsUrl(saved.pickupSpot!));
  await expect(directions).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=29\.\d+,-82\.\d+$/,
  );
  await expect(rider.getByRole("region", { name: TRIP_MESSAGES.dropoffSpotTitle })).toHaveCount(0);
  await expectAccessibleOnPhone(rider);
});
