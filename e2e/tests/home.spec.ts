import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

test("the home page shows three how-it-works cards and four benefits", async ({ page }) => {
  await page.goto("/");
  const howItWorks = page.getByRole("region", { name: "From campus to home in three steps" });
  await expect(howItWorks.getByRole("listitem")).toHaveCount(3);
  const benefits = page.getByRole("region", { name: "Built for students, by students" });
  await expect(benefits.getByRole("listitem")).toHaveCount(4);
});

test("signed out, the hero buttons lead to sign-in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Request a Ride" }).click();
  await expect(page).toHaveURL("/signin");
  await page.goto("/");
  await page.getByRole("link", { name: "Offer a Ride" }).click();
  await expect(page).toHaveURL("/signin");
});

test("the 'Sign Up As' dialog traps focus, closes on Escape and leads to sign-up", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Sign Up Now" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Sign Up As" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Join as a Rider/ })).toHaveAttribute("href", "/signup");
  await expect(dialog.getByRole("link", { name: /Join as a Driver/ })).toHaveAttribute("href", "/signup");
  await expectNoSeriousA11yViolations(page);

  // Tabbing well past the number of controls never leaves the dialog.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    const isInside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(isInside).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: /Join as a Driver/ })
    .click();
  await expect(page).toHaveURL("/signup");
});

test("navigating to a new page starts at the top", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a URL with a hash scrolls to the element it names", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/#benefits");
  const heading = page.getByRole("heading", { level: 2, name: "Built for students, by students" });
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
});
