import type { APIRequestContext, Page } from "@playwright/test";
import {
  createSignedInAccount,
  expectNoHorizontalScroll,
  linkFromMailbox,
  riderBody,
  signIn,
  uniqueEmail,
  uploadSignupLicense,
} from "../support/accounts.ts";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { signInAsAdmin } from "../support/admin.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { LICENSE_PDF } from "../support/profile.ts";
import { expect, test } from "../support/test.ts";
import { choosePlace, uniqueTripSlot } from "../support/trips.ts";

// one review queue for all: its tests run one at a time
test.describe.configure({ mode: "serial" });

const CAR = { carMake: "Toyota", carModel: "Camry", carYear: 2020, carColor: "Silver" };

/** A real 1×1 PNG, so the review screen has an image to show. */
const LICENSE_PNG = {
  name: "license.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  ),
};

const PENDING = "Driver license: Pending review — verification takes about 24 hours";

/** A new driver who uploaded `file` in the sign-up wizard; this browser ends signed in as them. */
async function signUpLicensedDriver(
  page: Page,
  request: APIRequestContext,
  firstName: string,
  file: typeof LICENSE_PNG,
) {
  const email = uniqueEmail(firstName.toLowerCase());
  const licenseUploadId = await uploadSignupLicense(page, request, file);
  await createSignedInAccount(
    page,
    request,
    riderBody(email, { firstName, lastName: "Newdriver", userType: "driver", ...CAR, licenseUploadId }),
  );
  return { email, name: `${firstName} Newdriver` };
}

async function expectLicenseOnProfile(page: Page, text: string) {
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Vehicle Information" })).toContainText(text);
}

/**
 * Signs this browser out by forgetting its session, ready for the next person; off the
 * app first, so no page of it is still asking for the old session.
 */
async function signOut(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

test("an admin verifies a new driver's license, and the driver's profile says Verified", async ({
  page,
  request,
}) => {
  test.slow();
  const driver = await signUpLicensedDriver(page, request, "Verna", LICENSE_PNG);
  await expectLicenseOnProfile(page, PENDING);
  await signOut(page);

  // the admin finds the review in the account menu
  await signInAsAdmin(page);
  await page.getByRole("banner").getByRole("button", { name: "Hi, Avery account menu" }).click();
  await page.getByRole("link", { name: "License Review" }).click();
  await expect(page).toHaveURL("/admin/licenses");
  await expect(page.getByRole("heading", { level: 1, name: "License Review" })).toBeVisible();

  const card = page.getByRole("article", { name: driver.name }).filter({ hasText: driver.email });
  await expect(card).toContainText("University of Florida");
  await expect(card).toContainText("Uploaded");
  const image = card.getByRole("img", { name: `Driver license uploaded by ${driver.name}` });
  await expect(image).toBeVisible();
  // the file really came from the admin-only address, and is an image
  // (visible before it is decoded: its width is read until the image has loaded)
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  await expect(card.getByRole("link", { name: "Open image in a new tab" })).toHaveAttribute(
    "href",
    /^\/api\/admin\/licenses\/[^/]+\/file$/,
  );

  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(`License verified. ${driver.name} can now create trips.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // the driver is told by mail, with the way to their first trip
  expect(await linkFromMailbox(page, driver.email, "Your driver license is verified")).toMatch(
    /\/driver\/create-trip$/,
  );

  await signOut(page);
  await signIn(page, driver.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLicenseOnProfile(page, "Driver license: Verified");
  await expect(page.getByLabel(/driver license/i)).toHaveCount(0);

  // and can now offer a trip
  await page.goto("/driver/create-trip");
  const form = page.getByRole("form", { name: "Create a trip" });
  await choosePlace(page, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(page, "To", "Tampa", "Tampa, FL, USA");
  const slot = uniqueTripSlot();
  await form.getByLabel("Date").fill(slot.date);
  await form.getByLabel("Time").fill(slot.time);
  await form.getByRole("button", { name: "Create Ride" }).click();
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("status").filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
  await expect(
    page.getByRole("article").filter({ hasText: "Gainesville" }).filter({ hasText: "Tampa" }),
  ).toHaveCount(1);
});

test("a rejected driver sees the reason on the profile and uploads a new license for review", async ({
  page,
  request,
}) => {
  test.slow();
  const driver = await signUpLicensedDriver(page, request, "Rhea", LICENSE_PDF);
  await signOut(page);

  await signInAsAdmin(page);
  await page.goto("/admin/licenses");
  const card = page.getByRole("article", { name: driver.name }).filter({ hasText: driver.email });
  // a PDF is shown in a frame of the page (the console would report a refused frame)
  await expect(card.locator("iframe")).toHaveAttribute(
    "title",
    `Driver license uploaded by ${driver.name} (PDF)`,
  );
  const fileUrl = await card.getByRole("link", { name: "Open PDF in a new tab" }).getAttribute("href");
  const file = await page.request.get(fileUrl!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toBe('inline; filename="driver-license.pdf"');

  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject license" });
  await dialog.getByRole("button", { name: "Reject License" }).click();
  await expect(dialog.getByText("Please give the driver a reason.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const reason = "The photo is too blurry to read the expiry date";
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject License" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`License rejected. ${driver.name} has been told why.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto("/dev/mailbox");
  const mail = page
    .getByRole("listitem")
    .filter({ hasText: driver.email })
    .filter({ hasText: "We could not verify your driver license" });
  await expect(mail).toContainText(reason);

  await signOut(page);
  await signIn(page, driver.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLicenseOnProfile(page, "Driver license: Not accepted");
  const vehicle = page.getByRole("region", { name: "Vehicle Information" });
  await expect(vehicle).toContainText(`Reason: ${reason}`);
  await expectNoSeriousA11yViolations(page);

  await vehicle.getByLabel("Upload a new driver license").setInputFiles(LICENSE_PNG);
  await expect(vehicle).toContainText(PENDING);
  await expect(vehicle).not.toContainText(reason);
});

test("the admin area is a page that does not exist to anyone else", async ({ page, request }) => {
  await page.goto("/admin/licenses");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page).toHaveURL("/admin/licenses");

  await createSignedInAccount(page, request, riderBody(uniqueEmail("curious")));
  await page.goto("/admin/licenses");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "License Review" })).toHaveCount(0);
  await page.getByRole("banner").getByRole("button", { name: "Hi, Riley account menu" }).click();
  await expect(page.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "License Review" })).toHaveCount(0);
});
