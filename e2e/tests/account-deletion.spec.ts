import { readFile } from "node:fs/promises";
import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import { notificationText } from "@campusride/shared/domain/notifications";
import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { PASSWORD, createSignedInAccount, riderBody, signIn, uniqueEmail } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  createTripByApi,
  expectAccessibleAndNarrow,
  requestSeats,
  uniqueTripSlot,
} from "../support/trips.ts";

// a wrong password and the refused sign-in answer 400 and 403, which Chromium logs
test.use({ allowedConsoleErrors: /status of 40[03]/ });

test("a rider with requests deletes their account: signed out, unable to sign in, a deleted user to the driver", async ({
  page,
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const declinedSlot = uniqueTripSlot();
  const waitingSlot = uniqueTripSlot();
  const declinedTrip = await createTripByApi(driverApi, {
    from: "Gainesville, FL",
    to: "Tampa, FL",
    ...declinedSlot,
    seats: 3,
    priceCents: 2200,
  });
  const waitingTrip = await createTripByApi(driverApi, {
    from: "Gainesville, FL",
    to: "Orlando, FL",
    ...waitingSlot,
    seats: 3,
    priceCents: 2500,
  });

  // the rider: a new account, signed in in this browser, with a declined and a waiting request
  const email = uniqueEmail("leaving");
  await createSignedInAccount(
    page,
    request,
    riderBody(email, { firstName: "Delphine", lastName: "Leaving" }),
  );
  const riderApi = await apiSession(playwright.request, baseURL!, email, PASSWORD);
  const declined = await requestSeats(riderApi, declinedTrip, 1);
  expect((await driverApi.post(`/api/bookings/${declined}/reject`)).status()).toBe(200);
  await requestSeats(riderApi, waitingTrip, 1);

  // Danger zone: the data download first
  await page.goto("/profile");
  const dangerZone = page.getByRole("region", { name: "Danger zone" });
  await expect(dangerZone).toBeVisible();
  const downloading = page.waitForEvent("download");
  await dangerZone.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^campusride-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.profile).toMatchObject({ email, firstName: "Delphine" });
  expect(exported.bookingsAsRider).toHaveLength(2);
  await expectAccessibleAndNarrow(page, "profile-danger-zone");

  // the dialog explains, then asks for the password, from the keyboard
  await dangerZone.getByRole("button", { name: "Delete account" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("Your upcoming trips are cancelled");
  await expect(dialog).toContainText("within 30 days");
  const password = dialog.getByLabel("Your password");
  await expect(password).toBeVisible();
  await expectAccessibleAndNarrow(page, "delete-account-dialog");

  await password.fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");

  await password.fill(PASSWORD);
  await password.press("Enter");

  // signed out, home, told what happened
  await expect(page).toHaveURL("/");
  await expect(page.getByText(ACCOUNT_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await riderApi.get("/api/me")).status()).toBe(401);

  // no way back in
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText(ACCOUNT_MESSAGES.signInRefused);
  await expect(page).toHaveURL(/\/signin/);

  // the driver: the declined request reads as a deleted user's, the withdrawn one was told of
  const driverContext = await browser.newContext({ baseURL });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await expect(driverPage).not.toHaveURL(/\/signin/);
  await driverPage.goto(`/dashboard/trip-requests/${declinedTrip}`);
  await expect(driverPage.getByRole("heading", { name: "Rejected (1)" })).toBeVisible();
  await expect(driverPage.getByText(DELETED_USER_NAME, { exact: true })).toBeVisible();
  await expect(driverPage.locator("main")).not.toContainText("Delphine");

  await driverPage.getByRole("button", { name: /^Notifications/ }).click();
  const panel = driverPage.getByRole("dialog", { name: "Notifications" });
  const withdrawn = notificationText("booking_cancelled", {
    from: "Gainesville, FL",
    to: "Orlando, FL",
    departureDate: waitingSlot.date,
    departureTime: waitingSlot.time,
    riderFirstName: DELETED_USER_NAME,
  });
  await expect(panel.getByRole("link", { name: withdrawn, exact: false })).toBeVisible();
  await expect(panel).not.toContainText("Delphine");
  await driverContext.close();
});
