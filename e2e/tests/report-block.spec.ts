import { REPORT_REASON_LABELS } from "@campusride/shared/domain/safety";
import { BOOKING_MESSAGES, SAFETY_MESSAGES } from "@campusride/shared/messages";
import type { APIRequest } from "@playwright/test";
import {
  PASSWORD,
  createVerifiedAccount,
  riderBody,
  signIn,
  uniqueEmail,
  uploadSignupLicense,
} from "../support/accounts.ts";
import { DEMO_ADMIN_EMAIL, signInAsAdmin } from "../support/admin.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { LICENSE_PDF } from "../support/profile.ts";
import { searchGainesvilleToOrlando, signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/trip-request.ts";
import {
  DEMO_DRIVER,
  DEMO_PASSWORD,
  apiSession,
  expectAccessibleAndNarrow,
  locatedTrip,
  uniqueTripSlot,
} from "../support/trips.ts";

/** A Gainesville → Orlando trip of the demo driver in a slot of its own. */
async function demoDriverTrip(playwright: { request: APIRequest }, baseURL: string) {
  const driverApi = await apiSession(playwright.request, baseURL, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = uniqueTripSlot();
  return { slot, rideId: await locatedTrip(driverApi, slot) };
}

test("a rider blocks a driver from the ride page: the driver's trip leaves their search and its page is not found", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { slot, rideId } = await demoDriverTrip(playwright, baseURL!);

  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Rosa" });
  const { card } = await searchGainesvilleToOrlando(rider, slot);
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Book seat" }).click();
  await expect(rider).toHaveURL(new RegExp(`/dashboard/request-ride/${rideId}`));

  const main = rider.getByRole("main");
  await main.getByRole("button", { name: /^Block / }).click();
  const dialog = rider.getByRole("dialog", { name: /^Block .+\?$/ });
  await expect(dialog).toContainText("Seats already approved stay booked");
  await expectAccessibleAndNarrow(rider, "block-dialog");
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await expect(main.getByText(BOOKING_MESSAGES.rideUnavailable)).toBeVisible();
  await expect(main.getByRole("button", { name: BOOKING_MESSAGES.sendRequest })).toHaveCount(0);

  // the search no longer offers the trip to this rider, and its link says not found
  await expect((await searchGainesvilleToOrlando(rider, slot)).card).toHaveCount(0);
  await rider.goto(`/dashboard/request-ride/${rideId}`);
  await expect(main.getByText(BOOKING_MESSAGES.rideUnavailable)).toBeVisible();

  // the profile lists the block; unblocking brings the trip back
  await rider.goto("/profile");
  const blocked = rider.getByRole("region", { name: "Blocked users" });
  await expect(blocked.getByRole("listitem")).toHaveCount(1);
  await blocked.scrollIntoViewIfNeeded();
  await expectAccessibleAndNarrow(rider, "blocked-users");
  await blocked.getByRole("button", { name: /^Unblock / }).click();
  await rider.getByRole("dialog").getByRole("button", { name: "Unblock", exact: true }).click();
  await expect(blocked.getByText(SAFETY_MESSAGES.noBlocks)).toBeVisible();
  await expect((await searchGainesvilleToOrlando(rider, slot)).card).toBeVisible();
  await rider.context().close();
});

test("a rider reports a driver from the ride page; an admin finds it in the queue and deactivates the account", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // a driver of its own (its trips are cancelled by the deactivation), verified by the admin
  const driverEmail = uniqueEmail("driver-reported");
  const licenseUploadId = await uploadSignupLicense(page, request, LICENSE_PDF);
  await createVerifiedAccount(
    page,
    request,
    riderBody(driverEmail, {
      firstName: "Dax",
      lastName: "Reported",
      userType: "driver",
      carMake: "Toyota",
      carModel: "Camry",
      carYear: 2020,
      carColor: "Silver",
      licenseUploadId,
    }),
  );
  const driverApi = await apiSession(playwright.request, baseURL!, driverEmail, PASSWORD);
  const driverId = String(
    ((await (await driverApi.get("/api/me")).json()) as { profile: { id: string } }).profile.id,
  );
  const adminApi = await apiSession(playwright.request, baseURL!, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  expect((await adminApi.post(`/api/admin/licenses/${driverId}/verify`, { data: {} })).status()).toBe(200);
  const slot = uniqueTripSlot();
  const rideId = await locatedTrip(driverApi, slot);

  // the rider reports the driver from the ride's page
  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Rosa" });
  await rider.goto(`/dashboard/request-ride/${rideId}`);
  const main = rider.getByRole("main");
  await main.getByRole("button", { name: "Report Dax" }).click();
  const dialog = rider.getByRole("dialog", { name: "Report Dax" });
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByText(SAFETY_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByRole("radio", { name: REPORT_REASON_LABELS.unsafe_driving }).check();
  await dialog.getByLabel("Details (optional)").fill("Drove at 100 mph on I-75 <b>twice</b>");
  await expectAccessibleAndNarrow(rider, "report-dialog");
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(dialog.getByText(SAFETY_MESSAGES.reportSent)).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toHaveCount(0);

  // the admin: License Review → Reports, the report on top, deactivated with a reason
  await signInAsAdmin(page);
  await page.goto("/admin/licenses");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL("/admin/reports");
  const report = page.getByRole("article", { name: `${REPORT_REASON_LABELS.unsafe_driving}: Dax Reported` });
  await expect(report).toContainText("Drove at 100 mph on I-75 twice");
  await expect(report).toContainText(driverEmail);
  await expectAccessibleAndNarrow(page, "admin-reports");
  await report.getByRole("button", { name: "Deactivate account" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate Dax Reported?" });
  await confirm.getByLabel("Reason").fill("Unsafe driving reported by a rider");
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Deactivate", exact: true }).click();
  await expect(page.getByRole("main").getByText(SAFETY_MESSAGES.deactivated)).toBeVisible();
  await expect(report).toHaveCount(0);
  await page.getByRole("button", { name: "Actioned" }).click();
  await expect(report).toContainText("Account deactivated");

  // the driver can no longer sign in, and the trip is gone for the rider
  const signInAgain = await request.post("/api/auth/sign-in/email", {
    data: { email: driverEmail, password: PASSWORD },
    headers: { origin: baseURL!, "x-forwarded-for": "10.66.1.1" },
  });
  expect(signInAgain.status()).toBe(403);
  expect(((await signInAgain.json()) as { error: { message: string } }).error.message).toBe(
    SAFETY_MESSAGES.signInRefused,
  );
  await rider.reload();
  await expect(main.getByText(BOOKING_MESSAGES.rideUnavailable)).toBeVisible();
  await rider.context().close();
});

test("a driver blocks a rider from the trip's requests: the pending request is declined and the trip is gone for the rider", async ({
  page,
  tripWithRequest,
}) => {
  test.setTimeout(120_000);
  const { rideId, rider } = await tripWithRequest({ rider: { firstName: "Tess", lastName: "Blocked" } });

  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/);
  await page.goto(`/dashboard/trip-requests/${rideId}`);
  await expect(page.getByRole("heading", { name: "Pending (1)" })).toBeVisible();
  await page
    .getByRole("group", { name: "Safety options for Tess" })
    .getByRole("button", { name: "Block Tess" })
    .click();
  await page
    .getByRole("dialog", { name: "Block Tess?" })
    .getByRole("button", { name: "Block", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Pending (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rejected (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unblock Tess" })).toBeVisible();

  await rider.goto(`/dashboard/request-ride/${rideId}`);
  await expect(rider.getByRole("main").getByText(BOOKING_MESSAGES.rideUnavailable)).toBeVisible();
  await rider.context().close();
});
