import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { riderBody, createSignedInAccount, uniqueEmail } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

const NAV = [
  { name: "How It Works", heading: "How CampusRide Works" },
  { name: "About", heading: "About CampusRide" },
  { name: "FAQ", heading: "Frequently Asked Questions" },
  { name: "Routes", heading: "Plan a route" },
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

const BOTH = { userType: "both", carMake: "Tesla", carModel: "Model 3", carYear: 2022, carColor: "White" };

/** The account links of the top bar (desktop) or the open mobile menu. */
async function expectAccountLinks(page: Page, scope: ReturnType<Page["locator"]>) {
  const account = scope.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(account.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/profile");
  const signOut = scope.getByRole("button", { name: "Sign Out" });
  await expect(signOut).toBeVisible();
  // a secondary action: outlined, not the filled primary button
  await expect(signOut).toHaveClass(/border/);
  await expect(signOut).not.toHaveClass(/bg-brand-700/);
  await expect(scope.getByRole("group", { name: "Acting as" })).toBeVisible();
}

test("signed in, the same account links and the active role show at every width", async ({
  page,
  request,
}) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("links"), BOTH));
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/dashboard");
    const bar = page.locator("header > div").first();
    await expect(bar.getByRole("group", { name: "Acting as" })).toBeVisible();
    // everything fits in the bar: nothing pushed out of it or over the page links
    expect(await bar.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);
    const account = bar.getByRole("button", { name: "Hi, Riley account menu" });
    await expect(account).toHaveAttribute("aria-expanded", "false");
    await account.click();
    await expectAccountLinks(page, bar);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(bar.getByRole("button", { name: "Sign Out" })).toBeHidden();
    await expect(account).toBeFocused();
  }
  // the links work from the panel, which closes
  await page.getByRole("banner").getByRole("button", { name: "Hi, Riley account menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "My Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "My Profile" })).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectAccountLinks(page, page.locator("#mobile-menu"));
  await expectNoSeriousA11yViolations(page);
  await page.locator("#mobile-menu").getByRole("link", { name: "My Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
});

test("a user of type both switches role from the top bar", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createSignedInAccount(page, request, riderBody(uniqueEmail("switch"), BOTH));
  await page.goto("/profile");
  const role = page.getByRole("banner").getByRole("group", { name: "Acting as" });
  await expect(role.getByRole("button", { name: "Rider" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Spending Summary" })).toBeVisible();

  // elsewhere the switch acts in place
  await role.getByRole("button", { name: "Driver" }).click();
  await expect(role.getByRole("button", { name: "Driver" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Account Information" })).toContainText("Driver");
  await expect(page.getByRole("region", { name: "Earnings Summary" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);

  // inside a role area it opens the other area
  await page.goto("/driver");
  await role.getByRole("button", { name: "Rider" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rider Dashboard" })).toBeVisible();
  await expect(role.getByRole("button", { name: "Rider" })).toHaveAttribute("aria-pressed", "true");
});

test("a rider or a driver sees no role switch", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createSignedInAccount(page, request, riderBody(uniqueEmail("rider-only")));
  await page.goto("/dashboard");
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Hi, Riley account menu" }),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "Acting as" })).toHaveCount(0);
});

test("the rider area is the Rider Dashboard; the driver area is the Driver Dashboard", async ({
  page,
  request,
}) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("areas"), BOTH));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/rider");
  await expect(page.getByRole("heading", { level: 1, name: "Rider Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Find a Ride" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "My Rides" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Find a ride" })).toBeVisible();
  // a user of type both switches from here
  await expect(page.getByRole("link", { name: "Switch to Driver Mode" })).toHaveAttribute("href", "/driver");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/driver");
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upcoming Trips" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(TRIP_MESSAGES.noUpcoming)).toBeVisible();
  // a user of type both switches from here
  await expect(page.getByRole("link", { name: "Switch to Rider Mode" })).toHaveAttribute("href", "/rider");
  await expectNoSeriousA11yViolations(page);
});

test("the home page's popular routes open /routes with both places filled in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /Gainesville to Orlando/ }).click();
  await expect(page).toHaveURL("/routes?from=city%3A4156404&to=city%3A4167147");
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Gainesville, FL, USA");
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Orlando, FL, USA");
  await expect(page.getByRole("region", { name: "Trip summary" }).getByText("115 miles")).toBeVisible();

  // the user can still change a place the address gave
  await page.getByRole("combobox", { name: "To" }).fill("Tampa");
  await page.getByRole("listbox", { name: "To suggestions" }).getByRole("option").first().click();
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Tampa, FL, USA");
});
