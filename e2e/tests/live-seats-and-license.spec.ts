import { notificationText } from "@campusride/shared/domain/notifications";
import { createSignedInAccount, riderBody, uniqueEmail, uploadSignupLicense } from "../support/accounts.ts";
import { signInAsAdmin } from "../support/admin.ts";
import { LICENSE_PDF } from "../support/profile.ts";
import { searchGainesvilleToOrlando, signedInRiderPage } from "../support/rider.ts";
import { streamOpened } from "../support/live.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  DEMO_PASSWORD,
  apiSession,
  expectAccessibleOnPhone,
  locatedTrip,
  requestSeats,
  uniqueTripSlot,
} from "../support/trips.ts";

/** The seeded demo rider (apps/api/src/db/seed-demo.ts). */
const DEMO_RIDER = { email: "rider@demo.campusride.edu", password: DEMO_PASSWORD } as const;

/** What happens elsewhere shows within seconds, never after a reload (generous: a busy machine). */
const LIVE = { timeout: 8_000 };

const PHONE = { width: 360, height: 780 };

test("a rider's search card counts the seats another rider's approval takes, and drops a cancelled trip, without a reload", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const otherRiderApi = await apiSession(playwright.request, baseURL!, DEMO_RIDER.email, DEMO_RIDER.password);
  const slot = uniqueTripSlot();
  const rideId = await locatedTrip(driverApi, slot);

  // a rider on a phone, in a browser of her own, finds the trip: 3 seats left
  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Sofia" });
  await rider.setViewportSize(PHONE);
  const opened = streamOpened(rider);
  const { card } = await searchGainesvilleToOrlando(rider, slot);
  await expect(card).toContainText("3 seats left");
  await opened;
  await expectAccessibleOnPhone(rider);

  // another rider asks for two seats: none is taken until the driver approves
  const bookingId = await requestSeats(otherRiderApi, rideId, 2);
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(card).toContainText("1 seat left", LIVE);
  await expect(card).not.toContainText("3 seats left");
  await expectAccessibleOnPhone(rider);

  // the driver calls the trip off: it leaves the results
  const cancelled = await driverApi.post(`/api/rides/${rideId}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(card).toHaveCount(0, LIVE);
  await rider.context().close();
});

test("the driver's open dashboard stops asking for a license the moment an admin verifies it, and the bell says so", async ({
  page: driverPage,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // a new driver who uploaded a license when signing up, on the dashboard on a phone
  const email = uniqueEmail("vic");
  const licenseUploadId = await uploadSignupLicense(driverPage, request, LICENSE_PDF);
  const car = { carMake: "Toyota", carModel: "Camry", carYear: 2020, carColor: "Silver" };
  await createSignedInAccount(
    driverPage,
    request,
    riderBody(email, {
      firstName: "Vic",
      lastName: "Newdriver",
      userType: "driver",
      ...car,
      licenseUploadId,
    }),
  );
  await driverPage.setViewportSize(PHONE);
  const opened = streamOpened(driverPage);
  await driverPage.goto("/driver");
  const notice = driverPage.getByRole("region", { name: "Your driver license needs to be verified" });
  await expect(notice).toBeVisible();
  await opened;
  await expectAccessibleOnPhone(driverPage);

  // an admin, in a browser of their own, verifies it
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto("/admin/licenses");
  const review = adminPage.getByRole("article", { name: "Vic Newdriver" }).filter({ hasText: email });
  await review.getByRole("button", { name: "Verify" }).click();
  await expect(adminPage.getByText("License verified. Vic Newdriver can now create trips.")).toBeVisible();
  await adminContext.close();

  // the driver's dashboard changes by itself, and the bell tells why
  await expect(notice).toHaveCount(0, LIVE);
  const bell = driverPage.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible(LIVE);
  await bell.click();
  const panel = driverPage.getByRole("dialog", { name: "Notifications" });
  const told = panel.getByRole("link", { name: notificationText("license_verified", {}), exact: false });
  await expect(told).toBeVisible();
  await expectAccessibleOnPhone(driverPage);
  await told.click();
  await expect(driverPage).toHaveURL(/\/driver\/create-trip$/);
  await expect(driverPage.getByRole("form", { name: "Create a trip" })).toBeVisible();
});
