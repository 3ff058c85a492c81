import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { expectNoHorizontalScroll, signIn } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { driverDoes } from "../support/payments.ts";
import { expect, test } from "../support/trip-request.ts";
import { DEMO_DRIVER } from "../support/trips.ts";

const PHONE = { width: 360, height: 780 };

test("each side of a confirmed seat sees their own view, and a block leaves the rider's seat readable", async ({
  tripWithRequest,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { driverApi, rideId, rider, riderApi, bookingId } = await tripWithRequest({
    trip: { priceCents: 2000 },
    rider: { firstName: "Rosa" },
  });
  await rider.setViewportSize(PHONE);
  await driverDoes(driverApi, `/api/bookings/${bookingId}/approve`);

  // the trip's driver opening the booking's confirmation page lands on the trip's requests,
  // and Back does not bring the rider's page again
  const driverContext = await browser.newContext({ baseURL, viewport: PHONE });
  const driver = await driverContext.newPage();
  await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await driver.goto("/driver");
  await driver.goto(`/dashboard/ride-confirmation/${bookingId}`);
  await expect(driver).toHaveURL(new RegExp(`/dashboard/trip-requests/${rideId}$`), { timeout: 15_000 });
  await expect(driver.getByRole("heading", { level: 1, name: "Trip Requests" })).toBeVisible();
  await expect(driver.getByText("Rosa").first()).toBeVisible();
  await expectNoHorizontalScroll(driver);
  await expectNoSeriousA11yViolations(driver);
  await driver.goBack();
  await expect(driver).toHaveURL(/\/driver$/);

  // the driver blocks the rider: the seat stays the rider's
  const me = (await (await riderApi.get("/api/me")).json()) as { profile: { id: string } };
  const blocked = await driverApi.put(`/api/blocks/${me.profile.id}`);
  expect(blocked.status(), await blocked.text()).toBe(201);

  // the trip's page says where the seat is, instead of "not found"
  await rider.goto(`/dashboard/request-ride/${rideId}`);
  const gone = rider.getByRole("alert").filter({ hasText: BOOKING_MESSAGES.tripHiddenWithSeat });
  await expect(gone).toBeVisible({ timeout: 15_000 });
  await expect(rider.getByText(BOOKING_MESSAGES.rideUnavailable)).toHaveCount(0);
  await expectNoHorizontalScroll(rider);
  await expectNoSeriousA11yViolations(rider);
  await gone.getByRole("link", { name: "My Rides" }).click();
  await expect(rider).toHaveURL(/\/rider\?tab=my-rides/);

  // the booking: confirmed, with what the block changes said once, and no dead buttons
  await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
  await expect(rider.getByText(BOOKING_MESSAGES.tripHiddenNotice)).toBeVisible({ timeout: 15_000 });
  await expect(rider.getByRole("heading", { name: /Gainesville\s*to\s*Orlando/ }).first()).toBeVisible();
  await expect(rider.getByRole("button", { name: /^Message/ })).toHaveCount(0);
  await expect(rider.getByText(/Share my trip/)).toHaveCount(0);
  await expect(rider.getByRole("button", { name: /Cancel/ }).first()).toBeVisible();
  await expectNoHorizontalScroll(rider);
  await expectNoSeriousA11yViolations(rider);
  await driverContext.close();
});
