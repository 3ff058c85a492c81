import { directionsUrl } from "@campusride/shared/domain/trip-spots";
import { BOOKING_MESSAGES, PICKUP_PROPOSAL_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripSpot } from "@campusride/shared/schemas/rides";
import type { BrowserContext } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { riderApiOf } from "../support/payments.ts";
import { signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/trip-request.ts";
import {
  choosePlace,
  DEMO_DRIVER,
  demoDriverTrip,
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

/** OpenStreetMap's tiles are not fetched in tests: the map must show its marker without them. */
async function withoutTiles(context: BrowserContext) {
  await context.route("https://tile.openstreetmap.org/**", (route) => route.abort());
}

test("on a phone, a rider proposes another pickup spot, the driver accepts it, and the rider finds it on the map with directions", async ({
  browser,
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const ends = { originLat: 29.6516, originLng: -82.3248, destinationLat: 28.5384, destinationLng: -81.3789 };
  const driverSpot = { label: "J. Wayne Reitz Union, Gainesville, FL", lat: 29.6463, lng: -82.3478 };
  const { driverApi, rideId } = await demoDriverTrip(
    playwright.request,
    baseURL!,
    {},
    { ...ends, pickupSpot: driverSpot },
  );
  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Priya" });
  const riderApi = await riderApiOf(rider, baseURL!);
  await withoutTiles(rider.context());
  await rider.setViewportSize(PHONE);

  // the request form: another spot near the trip's start, chosen from the list, with a note
  await rider.goto(`/dashboard/request-ride/${rideId}`);
  const field = rider.getByRole("combobox", { name: PICKUP_PROPOSAL_MESSAGES.label });
  await field.fill("Greyhound");
  await rider
    .getByRole("listbox", { name: `${PICKUP_PROPOSAL_MESSAGES.label} suggestions` })
    .getByRole("option")
    .filter({ hasText: "Greyhound" })
    .first()
    .click();
  await expect(field).toHaveValue(/Greyhound/);
  await rider.getByLabel(PICKUP_PROPOSAL_MESSAGES.noteLabel).fill("By the ticket office");
  await expectAccessibleAndNarrow(rider, "pickup-proposal-request");
  await rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();
  await expect(rider.getByText(BOOKING_MESSAGES.submitted)).toBeVisible({ timeout: 15_000 });
  const mine = (await (await riderApi.get("/api/bookings/mine")).json()) as {
    bookings: Array<{
      id: string;
      rideId: string;
      pickupProposal: { label: string; lat: number; lng: number };
    }>;
  };
  const booking = mine.bookings.find((item) => item.rideId === rideId)!;
  expect(booking.pickupProposal.label).toMatch(/Greyhound/);

  // the driver's requests page: the proposal beside the request, accepted
  const driverContext = await browser.newContext({ baseURL, viewport: PHONE });
  await withoutTiles(driverContext);
  const driver = await driverContext.newPage();
  await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await driver.goto(`/dashboard/trip-requests/${rideId}`);
  const proposal = driver.getByRole("region", { name: PICKUP_PROPOSAL_MESSAGES.title });
  await expect(proposal).toContainText(PICKUP_PROPOSAL_MESSAGES.proposedBy("Priya"), { timeout: 15_000 });
  await expect(proposal).toContainText("By the ticket office");
  await expectAccessibleAndNarrow(driver, "pickup-proposal-answer");
  await proposal.getByRole("button", { name: PICKUP_PROPOSAL_MESSAGES.accept }).click();
  await expect(driver.getByText(PICKUP_PROPOSAL_MESSAGES.accepted)).toBeVisible();
  const approved = await driverApi.post(`/api/bookings/${booking.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await driver.reload();
  await expect(driver.getByText(/Pickup spot: .*Greyhound/)).toBeVisible({ timeout: 15_000 });
  await driverContext.close();

  // the rider's confirmation: their spot, on the map, with directions to it
  await rider.goto(`/dashboard/ride-confirmation/${booking.id}`);
  const pickup = rider.getByRole("region", { name: TRIP_MESSAGES.pickupSpotTitle, exact: true });
  await expect(pickup).toBeVisible({ timeout: 15_000 });
  await expect(pickup).toContainText("Greyhound");
  await expect(pickup).toContainText("By the ticket office");
  const map = pickup.getByRole("group", { name: TRIP_MESSAGES.spotMapLabel(TRIP_MESSAGES.pickupSpotTitle) });
  await expect(map.locator("path.spot-marker")).toHaveCount(1, { timeout: 15_000 });
  await expect(map).toContainText(TRIP_MESSAGES.mapAttribution);
  await expect(pickup.getByRole("link", { name: /Directions/ })).toHaveAttribute(
    "href",
    directionsUrl(booking.pickupProposal),
  );
  await expectAccessibleOnPhone(rider);
});
