import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { reviewsPath } from "@campusride/shared/paths";
import type { MyBookings } from "@campusride/shared/schemas/bookings";
import { expectNoHorizontalScroll, signIn } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { idOf, unreviewedTrip } from "../support/reviews.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER, DEMO_PASSWORD, apiSession } from "../support/trips.ts";

/** The seeded demo rider (apps/api/src/db/seed-demo.ts). */
const DEMO_RIDER = { email: "rider@demo.campusride.edu", password: DEMO_PASSWORD } as const;

test("on a phone, a reviewed trip says 'Reviewed' in My Rides at once and after a reload, and the review says why a number in it is hidden", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const riderApi = await apiSession(playwright.request, baseURL!, DEMO_RIDER.email, DEMO_RIDER.password);
  const trip = await unreviewedTrip(driverApi, riderApi, await idOf(riderApi), "oldest");
  const { bookings } = (await (await riderApi.get("/api/bookings/mine?scope=past")).json()) as MyBookings;
  const booking = bookings.find((one) => one.rideId === trip.id && one.status === "completed");
  expect(booking).toBeDefined();

  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
  await page.waitForURL(/\/auth-success/, { timeout: 30_000 });
  await page.goto("/rider?tab=my-rides&rides=past");
  // the card of that trip, found by its details link (its review link goes once reviewed)
  const card = page
    .getByRole("article")
    .filter({ has: page.locator(`a[href="/dashboard/ride-confirmation/${booking!.id}"]`) });
  const leave = card.getByRole("link", { name: REVIEW_MESSAGES.leaveReview });
  await expect(leave).toHaveAttribute("href", reviewsPath(trip.id));
  await leave.click();

  // a review with a phone number in its comment: kept hidden, and said why, once
  const main = page.getByRole("main");
  const form = main.getByRole("form", { name: /^Review Dana/ });
  const stars = form.getByRole("group", { name: "How was your trip with Dana?" });
  await stars.locator("label").filter({ hasText: "5 stars" }).click();
  const run = Date.now().toString(36);
  await form
    .getByRole("textbox", { name: "Comment (optional)" })
    .fill(`Great ride ${run}, text me at 352 555 0199`);
  await form.getByRole("button", { name: "Submit review" }).click();
  const yours = main.getByRole("region", { name: "Your reviews" });
  await expect(yours.getByText(`Great ride ${run}, text me at ${MASKED_CONTACT}`)).toBeVisible();
  await expect(main.getByText(REVIEW_MESSAGES.maskedNotice)).toHaveCount(1);
  await expect(main.getByText("hidden until booking is approved")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // back in My Rides: nothing left to do on that trip, right away and after a reload
  await page.goBack();
  await expect(card.getByText(REVIEW_MESSAGES.reviewed)).toBeVisible();
  await expect(card.getByRole("link", { name: REVIEW_MESSAGES.leaveReview })).toHaveCount(0);
  await page.reload();
  await expect(card.getByText(REVIEW_MESSAGES.reviewed)).toBeVisible();
  await expect(card.getByRole("link", { name: REVIEW_MESSAGES.leaveReview })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
