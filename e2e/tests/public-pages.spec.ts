import { PAYMENT_MESSAGES, PRIVACY_MESSAGES } from "@campusride/shared/messages";
import { expect, test } from "../support/test.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { PUBLIC_PAGES } from "../support/public-pages.ts";

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} shows its one heading and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2025 CampusRide");
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("no public page scrolls sideways", async ({ page }) => {
    for (const { path, heading } of [...PUBLIC_PAGES, { path: "/no-such-page", heading: "Page Not Found" }]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test("a deep link loads the page directly and survives a reload", async ({ page }) => {
  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect(page).toHaveTitle(/Frequently Asked Questions · CampusRide/);
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  await page.goto("/rides-to-nowhere/123");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Share the ride home. Split the cost." }),
  ).toBeVisible();
});

test("terms state the cancellation and data deletion rules", async ({ page }) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main).toContainText("free up to 24 hours before departure");
  await expect(main).toContainText("up to 50%");
  await expect(main).toContainText("deleted within 30 days of account deletion");
  await expect(main).toContainText("aged 18 or over");
});

test("terms state the fee: charged by card, waived when riders pay the driver at pickup", async ({
  page,
}) => {
  await page.goto("/terms");
  await expect(page.getByRole("main")).toContainText(PAYMENT_MESSAGES.feeRule);
});

test("the privacy policy says who sees the phone and the plate, and when", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: PRIVACY_MESSAGES.sharingTitle })).toBeVisible();
  await expect(main).toContainText(PRIVACY_MESSAGES.phone);
  await expect(main).toContainText(PRIVACY_MESSAGES.plate);
  await expect(main).not.toContainText("license plate and driver license stay private");
});

test("how it works has four steps and links to safety", async ({ page }) => {
  await page.goto("/how-it-works");
  const steps = page.getByRole("main").getByRole("list").first().locator(":scope > li");
  await expect(steps).toHaveCount(4);
  for (const name of [
    "Create your profile",
    "Find or offer rides",
    "Connect and confirm",
    "Travel together",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await page.getByRole("link", { name: "Our safety guidelines" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Safety at CampusRide" })).toBeVisible();
});

test("about shows three values and the mission", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
  for (const name of ["Safety", "Community", "Affordability"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
});
