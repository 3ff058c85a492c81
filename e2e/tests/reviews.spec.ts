import { reviewsPath } from "@campusride/shared/paths";
import type { Page } from "@playwright/test";
import { signIn } from "../support/accounts.ts";
import { idOf, unreviewedTrip } from "../support/reviews.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER, DEMO_PASSWORD, apiSession, expectAccessibleAndNarrow } from "../support/trips.ts";

/** The seeded demo rider (apps/api/src/db/seed-demo.ts). */
const DEMO_RIDER = { email: "rider@demo.campusride.edu", password: DEMO_PASSWORD } as const;

async function signInAs(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/auth-success/);
}

test("blind reviews: the rider's review stays hidden from the driver until the driver reviews back, then both read each other's", async ({
  page: riderPage,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const riderApi = await apiSession(playwright.request, baseURL!, DEMO_RIDER.email, DEMO_RIDER.password);
  const [driverId, riderId] = [await idOf(driverApi), await idOf(riderApi)];
  const trip = await unreviewedTrip(driverApi, riderApi, riderId);
  // a word of letters tells this run's comments apart (a long number would be masked as a phone)
  const run = Date.now().toString(36);
  const riderComment = `Smooth drive, good music ${run}`;
  const driverComment = `Ready on time ${run}`;

  // the rider finds 'Leave a review' on the trip in My Rides → Past & Cancelled
  await signInAs(riderPage, DEMO_RIDER.email);
  await riderPage.goto("/rider?tab=my-rides&rides=past");
  await riderPage.locator(`a[href="${reviewsPath(trip.id)}"]`).click();
  await expect(riderPage).toHaveURL(reviewsPath(trip.id));
  const riderMain = riderPage.getByRole("main");
  const form = riderMain.getByRole("form", { name: /^Review Dana/ });
  await expect(form).toBeVisible();
  await expectAccessibleAndNarrow(riderPage, "trip-reviews");

  // stars by keyboard: a radio group, arrows move the choice
  const stars = form.getByRole("group", { name: "How was your trip with Dana?" });
  await stars.getByRole("radio", { name: "1 star" }).focus();
  await riderPage.keyboard.press("Space");
  await expect(stars.getByRole("radio", { name: "1 star" })).toBeChecked();
  for (let press = 0; press < 4; press += 1) await riderPage.keyboard.press("ArrowRight");
  await expect(stars.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await form.getByRole("checkbox", { name: "Safe driving" }).check();
  await form.getByRole("textbox", { name: "Comment (optional)" }).fill(riderComment);
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(riderMain.getByText(/^Submitted — visible once Dana reviews you or after /)).toBeVisible();
  await expect(form).toHaveCount(0);

  // the driver does not see it yet: not on the trip's reviews page, not on their profile
  const driverContext = await browser.newContext();
  const driverPage = await driverContext.newPage();
  await signInAs(driverPage, DEMO_DRIVER.email);
  await driverPage.goto("/driver");
  await driverPage.getByRole("tab", { name: "Past Trips" }).click();
  await driverPage.locator(`a[href="${reviewsPath(trip.id)}"]`).click();
  const driverMain = driverPage.getByRole("main");
  const ofDriver = driverMain.getByRole("region", { name: "Reviews of you" });
  await expect(ofDriver).toContainText("Reviews of you appear here once you have written yours");
  await expect(driverMain.getByText(riderComment)).toHaveCount(0);
  await driverPage.goto("/profile");
  await expect(driverPage.getByRole("main").getByRole("region", { name: "Reviews of you" })).toBeVisible();
  await expect(driverPage.getByRole("main").getByText(riderComment)).toHaveCount(0);

  // the driver reviews the rider back: both reviews are published
  await driverPage.goto(reviewsPath(trip.id));
  const driverForm = driverMain.getByRole("form", { name: /^Review Riley/ });
  // stars by pointer: the star itself
  const riderStars = driverForm.getByRole("group", { name: "How was your trip with Riley?" });
  await riderStars.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(riderStars.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await driverForm.getByRole("checkbox", { name: "Respectful" }).check();
  await driverForm.getByRole("textbox", { name: "Comment (optional)" }).fill(driverComment);
  await driverForm.getByRole("button", { name: "Submit review" }).click();
  await expect(ofDriver.getByText(riderComment)).toBeVisible();
  await expect(ofDriver.getByText("From Riley")).toBeVisible();

  await riderPage.reload();
  const ofRider = riderMain.getByRole("region", { name: "Reviews of you" });
  await expect(ofRider.getByText(driverComment)).toBeVisible();
  await expect(riderMain.getByRole("region", { name: "Your reviews" })).toContainText("Published");

  // the driver's public profile, from the rider's side: rating and the review
  await riderPage.goto(`/users/${driverId}`);
  await expect(riderMain.getByRole("heading", { name: "Dana Driver" })).toBeVisible();
  await expect(riderMain.getByText(/^Rated \d\.\d out of 5 from \d+ reviews?$/)).toBeAttached();
  await expect(
    riderMain.getByRole("region", { name: "Recent reviews" }).getByText(riderComment),
  ).toBeVisible();
  await expectAccessibleAndNarrow(riderPage, "public-profile");
  await driverContext.close();
});
