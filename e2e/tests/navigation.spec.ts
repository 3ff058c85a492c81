import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

const NAV = [
  { name: "How It Works", heading: "How CampusRide Works" },
  { name: "About", heading: "About CampusRide" },
  { name: "FAQ", heading: "Frequently Asked Questions" },
  { name: "Contact", heading: "Get in Touch" },
  { name: "Home", heading: "Share the ride home. Split the cost." },
] as const;

test("the top bar reaches every public page and shows Sign In / Sign Up when signed out", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  for (const { name, heading } of NAV) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  }
  const banner = page.getByRole("banner").first();
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/signin");
  await expect(banner.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
});

test("the footer has Company, Support and Connect columns", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Company", "Support", "Connect"]) {
    await expect(footer.getByRole("heading", { name })).toBeVisible();
  }
  await expect(footer).toContainText("rides since 2024");
  await expect(footer).toContainText("© 2025 CampusRide");
  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
});

test("the skip link moves focus to the page content", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About CampusRide" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu opens and closes by keyboard and navigates", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("when a screen's code cannot be fetched", () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|dynamically imported module/i });

  test("shows the error panel with Try Again and Go Home", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Share the ride home. Split the cost." }),
    ).toBeVisible();
    // The FAQ screen's code cannot be fetched (network drop mid-session).
    await page.route(/\/assets\/faq-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "FAQ", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(
      page.getByText(
        "An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();

    await page.unroute(/\/assets\/faq-[^/]+\.js$/);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();

    await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Share the ride home. Split the cost." }),
    ).toBeVisible();
  });
});
