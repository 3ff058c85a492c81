import { departureInstant } from "@campusride/shared/domain/local-time";
import { RIDER_NO_SHOW_AFTER_MINUTES } from "@campusride/shared/domain/ride-day";
import { NO_SHOW_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { signInAsAdmin } from "../support/admin.ts";
import { afterServerTime } from "../support/clock.ts";
import { expect, test } from "../support/trip-request.ts";
import { DEMO_DRIVER, expectAccessibleOnPhone } from "../support/trips.ts";

// The trip's day when the rider never comes (docs/product/ride-day.md#start-drop-off-and-no-shows):
// the server's clock moves past departure + 10 min, the driver marks the rider a no-show, the
// rider disputes it, and the admin overturns it. Every page at 360 px wide with axe.

const PHONE = { width: 360, height: 780 };

async function phonePage(page: Page): Promise<Page> {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
  });
  return context.newPage();
}

test("a rider who never came: marked a no-show, disputed, overturned by the admin", async ({
  page,
  tripWithRequest,
}) => {
  test.setTimeout(240_000);
  const { driverApi, rideId, slot, rider, bookingId } = await tripWithRequest({
    rider: { firstName: "Noshow" },
  });
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const departureAt = departureInstant(slot.date, slot.time);

  const driver = await phonePage(page);
  await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.waitForURL(/\/auth-success|\/dashboard|\/driver/);

  // before the departure the button explains why it is not there yet
  const markButton = driver.getByRole("button", { name: /^Mark no-show: Noshow/ });
  const noShowAfter = new Date(departureAt.getTime() + RIDER_NO_SHOW_AFTER_MINUTES * 60 * 1000);
  await afterServerTime(test.info().project.use.baseURL!, noShowAfter, async () => {
    await driver.goto(`/dashboard/trip-requests/${rideId}`);
    await expect(markButton).toBeEnabled({ timeout: 15_000 });
    await expectAccessibleOnPhone(driver);
    await markButton.click();
    const dialog = driver.getByRole("dialog");
    await dialog.getByRole("button", { name: "Mark no-show" }).click();
    // the confirmation (the timeline below says so too)
    await expect(driver.getByText("Noshow Rider was marked as a no-show.")).toBeVisible();
  });

  await rider.setViewportSize(PHONE);
  await rider.goto(`/dashboard/confirmation?booking=${bookingId}`);
  const dispute = rider.getByRole("form", { name: NO_SHOW_MESSAGES.disputeTitle });
  await expect(dispute).toBeVisible({ timeout: 15_000 });
  await expectAccessibleOnPhone(rider);
  await dispute
    .getByLabel(NO_SHOW_MESSAGES.disputeReasonLabel)
    .fill("I waited at the pickup spot from 9:50.");
  await dispute.getByRole("button", { name: NO_SHOW_MESSAGES.disputeSubmit }).click();
  await expect(rider.getByText(NO_SHOW_MESSAGES.disputeSent)).toBeVisible();

  const admin = await phonePage(page);
  await signInAsAdmin(admin);
  await admin.goto("/admin/reports");
  const card = admin.getByRole("article").filter({ hasText: NO_SHOW_MESSAGES.disputeBooking(bookingId) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText("I waited at the pickup spot");
  await expectAccessibleOnPhone(admin);
  await card.getByRole("button", { name: NO_SHOW_MESSAGES.overturnDispute }).click();
  await admin.getByRole("dialog").getByRole("button", { name: NO_SHOW_MESSAGES.overturnDispute }).click();
  await expect(admin.getByText(NO_SHOW_MESSAGES.disputeOverturned).first()).toBeVisible();

  await rider.reload();
  await expect(rider.getByText(NO_SHOW_MESSAGES.overturned)).toBeVisible({ timeout: 15_000 });
  await expectAccessibleOnPhone(rider);
  await driver.context().close();
  await admin.context().close();
});
