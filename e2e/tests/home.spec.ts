import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

test("the home page shows three how-it-works cards and four benefits", async ({ page }) => {
  await page.goto("/");
  const howItWorks = page.getByRole("region", { name: "From campus to home in three steps" });
  await expect(howItWorks.getByRole("listitem")).toHaveCount(3);
  const benefits = page.getByRole("region", { name: "Built for students, by students" });
  await expect(benefits.getByRole("listitem")).toHaveCount(4);
});

test("signed out, the hero buttons lead to sign-in, keeping where they were going", async ({ page }) => {
  for (const [name, area] of [
    ["Request a Ride", "/rider"],
    ["Offer a Ride", "/driver"],
  ] as const) {
    await page.goto("/");
    const button = page.getByRole("link", { name });
    // once the session is known to be absent (before, the area's guard sends to sign-in)
    await expect(button).toHaveAttribute("href", `/signin?redirect=${area}`);
    await button.click();
    await expect(page).toHaveURL(`/signin?redirect=${area}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  }
});

test("the hero buttons show a white focus ring on the dark background", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("link", { name: "Request a Ride" });
  await expect(button).toBeVisible();
  // reach it by keyboard, so the browser applies :focus-visible
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  const ring = () =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle };
    });
  // white on the hero's dark brand gradient, like the white text beside it (axe checks that
  // text); polled, since the button's colours ease in
  await expect.poll(ring).toEqual({ color: "rgb(255, 255, 255)", width: "2px", style: "solid" });
  await expectNoSeriousA11yViolations(page);
});

test("the 'Sign Up As' dialog traps focus, closes on Escape and leads to sign-up", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Sign Up Now" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Sign Up As" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Join as a Rider/ })).toHaveAttribute(
    "href",
    "/signup?role=rider",
  );
  await expect(dialog.getByRole("link", { name: /Join as a Driver/ })).toHaveAttribute(
    "href",
    "/signup?role=driver",
  );
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
  const joinAsDriver = page.getByRole("dialog").getByRole("link", { name: /Join as a Driver/ });
  await expect(joinAsDriver).toHaveAttribute("href", "/signup?role=driver");
  await joinAsDriver.click();
  // the wizard takes the role from the address, then drops it from there (the role step
  // has Driver chosen: sign-up-wizard.spec.ts)
  await expect(page).toHaveURL(/\/signup(\?role=driver)?$/);
  await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
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
