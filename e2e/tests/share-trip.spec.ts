import { EMERGENCY_CONTACT_MESSAGES, TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import {
  PASSWORD,
  createVerifiedAccount,
  linkFromMailbox,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  createTripByApi,
  expectAccessibleAndNarrow,
  requestSeats,
  uniqueTripSlot,
} from "../support/trips.ts";

test("an approved rider adds an emergency contact, shares the trip, and the contact opens the read-only page signed out; an unknown link is not found", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // the demo driver's trip (a Silver 2021 Toyota Camry, plate CRD 2026) and a new rider approved on it
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = uniqueTripSlot();
  const rideId = await createTripByApi(driverApi, {
    from: "Gainesville, FL",
    to: "Orlando, FL",
    date: slot.date,
    time: slot.time,
    seats: 3,
    priceCents: 1800,
  });
  const riderEmail = uniqueEmail("rider-share");
  await createVerifiedAccount(page, request, riderBody(riderEmail, { firstName: "Maya" }));
  const riderApi = await apiSession(playwright.request, baseURL!, riderEmail, PASSWORD);
  const bookingId = await requestSeats(riderApi, rideId, 1);
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  await signIn(page, riderEmail, PASSWORD);
  await page.waitForURL(/\/auth-success/);
  await page.goto(`/dashboard/ride-confirmation/${bookingId}`);
  const main = page.getByRole("main");
  const sharing = main.getByRole("region", { name: "Share my trip" });
  // no emergency contact email yet: the way to add one
  await sharing.getByRole("link", { name: "Add an emergency contact" }).click();
  await expect(page).toHaveURL(/\/profile#emergency-contact$/);

  const card = main.getByRole("region", { name: "Emergency contact" });
  await expect(card).toContainText("Not provided");
  await card.getByRole("button", { name: "Edit" }).click();
  await card.getByLabel("Email (optional)").fill("not-an-email");
  await card.getByRole("button", { name: "Save Emergency Contact" }).click();
  await expect(card.getByText(EMERGENCY_CONTACT_MESSAGES.emailInvalid)).toBeVisible();
  await expectAccessibleAndNarrow(page, "emergency-contact-form");
  const contactEmail = uniqueEmail("contact").replace("@ufl.edu", "@example.com");
  await card.getByLabel("Name (optional)").fill("Maria Lopez");
  await card.getByLabel("Phone (optional)").fill("352 555 0143");
  await card.getByLabel("Email (optional)").fill(contactEmail);
  await card.getByRole("button", { name: "Save Emergency Contact" }).click();
  await expect(card.getByText(EMERGENCY_CONTACT_MESSAGES.saved)).toBeVisible();
  await expect(card).toContainText("(352) 555-0143");
  await expect(card).toContainText(contactEmail);
  await expectAccessibleAndNarrow(page, "emergency-contact-card");

  // Share my trip: the dialog names the contact, then the link to copy
  await page.goto(`/dashboard/ride-confirmation/${bookingId}`);
  await sharing.getByRole("button", { name: "Share my trip" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this trip?" });
  await expect(dialog).toContainText(`Maria Lopez (${contactEmail})`);
  await dialog.getByRole("button", { name: "Send Link" }).click();
  await expect(dialog).toBeHidden();
  await expect(sharing.getByRole("status").filter({ hasText: "Link sent to Maria Lopez." })).toBeVisible();
  const shownLink = await sharing.getByLabel("Trip link").inputValue();
  expect(shownLink).toMatch(/\/shared-trip\/[A-Za-z0-9_-]{43}$/);

  // the email reached the contact, with the same link
  const mailed = await linkFromMailbox(page, contactEmail, "A CampusRide trip was shared with you");
  expect(mailed).toBe(shownLink);

  // the contact: a fresh browser, signed out
  const contactContext = await browser.newContext({ baseURL });
  const contact = await contactContext.newPage();
  await contact.goto(new URL(mailed).pathname);
  const shared = contact.getByRole("main");
  await expect(shared.getByRole("heading", { level: 1 })).toHaveText(/Gainesville, FL\s*to\s*Orlando, FL/);
  await expect(shared).toContainText("Maya shared this trip with you");
  await expect(shared).toContainText(slot.time);
  const driver = shared.getByRole("region", { name: "Driver and car" });
  await expect(driver).toContainText("Dana");
  await expect(driver).toContainText("Silver Toyota Camry (2021)");
  await expect(driver).toContainText("CRD 2026");
  await expect(shared).not.toContainText("Driver@");
  await expect(contact.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessibleAndNarrow(contact, "shared-trip");

  // a link nobody made
  await contact.goto(`/shared-trip/${"A".repeat(43)}`);
  await expect(contact.getByRole("heading", { name: TRIP_SHARING_MESSAGES.linkNotFound })).toBeVisible();
  await expectAccessibleAndNarrow(contact, "shared-trip-not-found");
  await contactContext.close();

  // the driver's requests page offers the same, once a rider is approved
  const driverContext = await browser.newContext({ baseURL });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driverPage.waitForURL(/\/auth-success/);
  await driverPage.goto(`/dashboard/trip-requests/${rideId}`);
  const driverMain = driverPage.getByRole("main");
  await expect(driverMain.getByRole("heading", { name: "Approved (1)" })).toBeVisible();
  await expect(driverMain.getByRole("region", { name: "Share my trip" })).toBeVisible();
  await driverContext.close();
});
