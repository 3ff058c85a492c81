import { clockTime } from "@campusride/shared/domain/local-time";
import { EMERGENCY_CONTACT_MESSAGES, TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import { linkFromMailbox, signIn, uniqueEmail } from "../support/accounts.ts";
import { expect, test } from "../support/trip-request.ts";
import { DEMO_DRIVER, expectAccessibleAndNarrow } from "../support/trips.ts";

test("an approved rider adds an emergency contact and shares the trip; the contact confirms, gets the link and opens the read-only page signed out; an unknown link is not found", async ({
  tripWithRequest,
  browser,
  baseURL,
}) => {
  // two browsers, three mails and the confirmation page: room for a busy machine
  test.setTimeout(180_000);
  // the demo driver's trip (a Silver 2021 Toyota Camry, plate CRD 2026) and a new rider approved on it
  const {
    driverApi,
    rideId,
    slot,
    rider: page,
    bookingId,
  } = await tripWithRequest({ rider: { firstName: "Maya" } });
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

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

  // Share my trip: the dialog names the contact and says they are asked first
  await page.goto(`/dashboard/ride-confirmation/${bookingId}`);
  await sharing.getByRole("button", { name: "Share my trip" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this trip?" });
  await expect(dialog).toContainText(`Maria Lopez (${contactEmail})`);
  await expect(dialog).toContainText("They have not confirmed yet, so we first ask them to");
  await dialog.getByRole("button", { name: "Send Link" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    sharing.getByRole("status").filter({ hasText: "We asked Maria Lopez to confirm." }),
  ).toBeVisible();
  await expect(sharing).toContainText("Maria Lopez has not confirmed yet.");
  await expectAccessibleAndNarrow(page, "share-trip-awaiting-confirmation");

  // the contact: a fresh browser, signed out, answers the confirmation mail
  const contactContext = await browser.newContext({ baseURL });
  const contact = await contactContext.newPage();
  const confirmLink = await linkFromMailbox(contact, contactEmail, "Confirm trip updates from CampusRide");
  expect(confirmLink).toMatch(/\/trip-updates\/[A-Za-z0-9_-]{43}$/);
  await contact.goto(new URL(confirmLink).pathname);
  await expect(contact.getByRole("heading", { level: 1 })).toHaveText("Trip updates from CampusRide");
  await expect(contact.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessibleAndNarrow(contact, "trip-updates");
  await contact.getByRole("button", { name: "Yes, Send Me Trip Links" }).click();
  await expect(contact.getByRole("status")).toHaveText(TRIP_SHARING_MESSAGES.contactConfirmed);

  // confirming sent the waiting trip's link
  const mailed = await linkFromMailbox(contact, contactEmail, "A CampusRide trip was shared with you");
  expect(mailed).toMatch(/\/shared-trip\/[A-Za-z0-9_-]{43}$/);

  // the rider sees the contact confirmed; a new share goes straight out, with the link to copy
  await page.reload();
  await expect(sharing).toContainText("Maria Lopez has confirmed");
  await sharing.getByRole("button", { name: "Share my trip" }).click();
  await page
    .getByRole("dialog", { name: "Share this trip?" })
    .getByRole("button", { name: "Send Link" })
    .click();
  await expect(sharing.getByRole("status").filter({ hasText: "Link sent to Maria Lopez." })).toBeVisible();
  expect(await sharing.getByLabel("Trip link").inputValue()).toMatch(/\/shared-trip\/[A-Za-z0-9_-]{43}$/);

  // the contact opens the trip's read-only page
  await contact.goto(new URL(mailed).pathname);
  const shared = contact.getByRole("main");
  await expect(shared.getByRole("heading", { level: 1 })).toHaveText(/^Gainesville\s*to\s*Orlando$/);
  await expect(shared).toContainText("Maya shared this trip with you");
  await expect(shared).toContainText(clockTime(slot.time));
  // the trip was offered without its route: the page works it out (Gainesville → Orlando,
  // 115 miles, 1 h 55 min), never a made-up arrival
  const [hours, minutes] = slot.time.split(":").map(Number) as [number, number];
  const arrivesAt = hours * 60 + minutes + 115;
  const arrival = `${String(Math.floor(arrivesAt / 60)).padStart(2, "0")}:${String(arrivesAt % 60).padStart(2, "0")}`;
  await expect(
    shared.getByRole("term").filter({ hasText: "Estimated arrival" }).locator("+ dd"),
  ).toContainText(clockTime(arrival));
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
