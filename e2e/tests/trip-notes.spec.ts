import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { LIMITS } from "@campusride/shared/limits";
import { BOOKING_MESSAGES, characterCountMessage } from "@campusride/shared/messages";
import { searchGainesvilleToOrlando, signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/test.ts";
import { demoDriverTrip, expectAccessibleOnPhone } from "../support/trips.ts";

/** What the driver wrote, and what a rider without a confirmed seat reads of it. */
const NOTES = "Pick-up at the Reitz Union bus loop. Text me at 352-555-0142 when you get there.";
const MASKED_NOTES = `Pick-up at the Reitz Union bus loop. Text me at ${MASKED_CONTACT} when you get there.`;

test("on a phone, a rider reads the driver's notes before requesting, finds the request again, and gets the pick-up details once approved", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { driverApi, rideId, slot } = await demoDriverTrip(
    playwright.request,
    baseURL!,
    { from: "Gainesville", to: "Orlando" },
    {
      notes: NOTES,
      originLat: 29.6516,
      originLng: -82.3248,
      destinationLat: 28.5384,
      destinationLng: -81.3789,
    },
  );

  const { rider } = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Noor" });
  await rider.setViewportSize({ width: 360, height: 780 });

  // the result card: the driver's notes, the phone number hidden
  const { card } = await searchGainesvilleToOrlando(rider, slot);
  await expect(card).toContainText(BOOKING_MESSAGES.tripNotesTitle);
  await expect(card).toContainText(MASKED_NOTES);
  await expect(card).not.toContainText("0142");
  await expectAccessibleOnPhone(rider);

  // Request a Ride: the notes in full, and why the number is hidden
  await card.getByRole("link", { name: "Book seat" }).click();
  const requestPath = `/dashboard/request-ride/${rideId}`;
  await expect(rider).toHaveURL(new RegExp(requestPath));
  const ride = rider.getByRole("region", { name: "Gainesville to Orlando" });
  await expect(ride).toContainText(MASKED_NOTES);
  await expect(ride).toContainText(BOOKING_MESSAGES.tripNotesMaskedHint);
  // the note for the driver: its counter and the hint, read with the field
  const note = rider.getByLabel(BOOKING_MESSAGES.notesLabel);
  await expect(note).toHaveAccessibleDescription(
    `${BOOKING_MESSAGES.riderNotesHint} ${characterCountMessage(0, LIMITS.text)}`,
  );
  await note.fill("One small backpack");
  await expect(note).toHaveAccessibleDescription(
    `${BOOKING_MESSAGES.riderNotesHint} ${characterCountMessage(18, LIMITS.text)}`,
  );
  await expectAccessibleOnPhone(rider);
  await rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();

  // back on the search: the message links to the request
  await expect(rider).toHaveURL(/\/rider\?/);
  const sent = rider.getByRole("status").filter({ hasText: BOOKING_MESSAGES.submitted });
  await expect(sent).toBeVisible();
  const viewRequest = sent.getByRole("link", { name: BOOKING_MESSAGES.viewRequest });
  await expect(viewRequest).toHaveAttribute("href", /\/dashboard\/ride-confirmation\//);
  const confirmationPath = (await viewRequest.getAttribute("href"))!;
  await expectAccessibleOnPhone(rider);

  // Request a Ride again: the request held, not a second form
  await rider.goto(requestPath);
  const held = rider.getByRole("region", { name: BOOKING_MESSAGES.heldRequestTitle });
  await expect(held).toBeVisible();
  await expect(held).toContainText("Pending");
  await expect(held).toContainText("1 seat");
  await expect(held.getByRole("link", { name: BOOKING_MESSAGES.viewRequest })).toHaveAttribute(
    "href",
    confirmationPath,
  );
  await expect(held.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(held.getByRole("button", { name: /^Message / })).toBeVisible();
  await expect(rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest })).toHaveCount(0);
  await expectAccessibleOnPhone(rider);

  // the driver approves: the request's page shows the pick-up details as written
  const bookingId = confirmationPath.split("/").pop()!;
  const approved = await driverApi.post(`/api/bookings/${bookingId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await held.getByRole("link", { name: BOOKING_MESSAGES.viewRequest }).click();
  await expect(rider).toHaveURL(confirmationPath);
  const pickup = rider.getByRole("region", { name: BOOKING_MESSAGES.pickupDetailsTitle });
  await expect(pickup).toContainText(NOTES);
  await expect(rider.getByRole("region", { name: "Gainesville to Orlando" })).toContainText(
    `Status: ${BOOKING_MESSAGES.confirmed}`,
  );
  await expectAccessibleOnPhone(rider);
  await rider.context().close();
});
