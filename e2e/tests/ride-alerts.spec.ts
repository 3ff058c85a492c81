import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import { RIDE_ALERTS } from "@campusride/shared/domain/ride-alerts";
import { RIDE_ALERT_MESSAGES } from "@campusride/shared/messages";
import { RIDE_ALERTS_PATH, requestRidePath } from "@campusride/shared/paths";
import type { RideAlertsResponse } from "@campusride/shared/schemas/ride-alerts";
import {
  PASSWORD,
  createVerifiedAccount,
  linkFromMailbox,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { streamOpened } from "../support/live.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER, apiSession, choosePlace, expectAccessibleAndNarrow } from "../support/trips.ts";

/** A live event reaches the page within a second or two (decision 0018); a little slack for a busy machine. */
const LIVE = { timeout: 5_000 };

/** A date past the demo data's month and within what an alert allows. */
function alertDate(): string {
  return addDaysLocal(todayLocal(), 32 + Math.floor(Math.random() * (RIDE_ALERTS.maxDaysAhead - 40)));
}

test("a rider with no rides found saves an alert; the driver's matching trip reaches her bell live and leads to the ride; she manages the alert on My Rides", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const riderEmail = uniqueEmail("rider-alert");
  await createVerifiedAccount(page, request, riderBody(riderEmail, { firstName: "Nora" }));
  const riderContext = await browser.newContext({ baseURL });
  const rider = await riderContext.newPage();
  await signIn(rider, riderEmail, PASSWORD);
  await rider.waitForURL(/\/auth-success/);
  let opened = streamOpened(rider);
  await rider.goto("/rider");
  await opened;

  // Find a Ride: nothing goes from Gainesville to Tampa that day
  const date = alertDate();
  await choosePlace(rider, "Pickup", "Gaines", "Gainesville, FL, USA");
  await choosePlace(rider, "Destination", "Tampa", "Tampa, FL, USA");
  const search = rider.getByRole("form", { name: "Find a ride" });
  await search.getByLabel("Date").fill(date);
  await search.getByRole("button", { name: "Search rides" }).click();
  const main = rider.getByRole("main");
  await expect(main.getByRole("heading", { name: "No rides found" })).toBeVisible();
  await main.getByRole("button", { name: RIDE_ALERT_MESSAGES.offer }).click();
  await expect(main.getByRole("status").filter({ hasText: RIDE_ALERT_MESSAGES.saved })).toBeVisible();
  await expectAccessibleAndNarrow(rider, "ride-alert-saved");

  // the same search again: already saved
  await rider.reload();
  await main.getByRole("button", { name: RIDE_ALERT_MESSAGES.offer }).click();
  await expect(main.getByRole("alert").filter({ hasText: RIDE_ALERT_MESSAGES.duplicate })).toBeVisible();

  // My Rides lists it
  opened = streamOpened(rider);
  await rider.goto(RIDE_ALERTS_PATH);
  await opened;
  const alerts = main.getByRole("region", { name: RIDE_ALERT_MESSAGES.title });
  const card = alerts.getByRole("article").filter({ hasText: "Gainesville" });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Tampa");
  await expect(card).toContainText(RIDE_ALERT_MESSAGES.passengers(1));
  await expectAccessibleAndNarrow(rider, "ride-alerts-section");

  // the driver, elsewhere, offers a trip along that route on that day
  const riderApi = await apiSession(playwright.request, baseURL!, riderEmail, PASSWORD);
  const [alert] = ((await (await riderApi.get("/api/ride-alerts")).json()) as RideAlertsResponse).alerts;
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const created = await driverApi.post("/api/rides", {
    data: {
      departureCity: "Gainesville, FL",
      destinationCity: "Tampa, FL",
      originLat: alert!.originLat,
      originLng: alert!.originLng,
      destinationLat: alert!.destinationLat,
      destinationLng: alert!.destinationLng,
      departureDate: date,
      departureTime: "08:15",
      availableSeats: 3,
      pricePerSeatCents: 1800,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rideId = String(((await created.json()) as { id: string }).id);

  // her bell tells her at once, without a reload, and leads to the ride
  const bell = rider.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible(LIVE);
  await bell.click();
  const panel = rider.getByRole("dialog", { name: "Notifications" });
  const told = panel.locator(`a[href="${requestRidePath(rideId)}"]`);
  await expect(told).toContainText("New ride for your alert");
  await told.click();
  await expect(rider).toHaveURL(new RegExp(`${requestRidePath(rideId)}$`));
  await expect(rider.getByRole("heading", { level: 1, name: "Request a Ride" })).toBeVisible();

  // and by email, whose button leads to the same ride
  await expect
    .poll(
      async () =>
        (await linkFromMailbox(page, riderEmail, "New ride for your alert")).endsWith(
          requestRidePath(rideId),
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);

  // she deletes the alert on My Rides
  await rider.goto(RIDE_ALERTS_PATH);
  await card.getByRole("button", { name: RIDE_ALERT_MESSAGES.delete }).click();
  await rider
    .getByRole("dialog", { name: RIDE_ALERT_MESSAGES.confirmTitle })
    .getByRole("button", { name: RIDE_ALERT_MESSAGES.confirm })
    .click();
  await expect(main.getByRole("status").filter({ hasText: RIDE_ALERT_MESSAGES.deleted })).toBeVisible();
  await expect(alerts.getByText(RIDE_ALERT_MESSAGES.empty)).toBeVisible();
  expect(((await (await riderApi.get("/api/ride-alerts")).json()) as RideAlertsResponse).alerts).toEqual([]);
  await riderContext.close();
});
