import { MAPS_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

// No maps key is configured: the offline gazetteer and estimates answer.

function field(page: Page, label: "From" | "To") {
  return page.getByRole("combobox", { name: label });
}

function suggestions(page: Page, label: "From" | "To") {
  return page.getByRole("listbox", { name: `${label} suggestions` });
}

async function choose(page: Page, label: "From" | "To", typed: string, address: string) {
  await field(page, label).fill(typed);
  await suggestions(page, label).getByRole("option").filter({ hasText: address }).first().click();
  await expect(field(page, label)).toHaveValue(address);
}

test("typing 'Gaines' offers Gainesville, FL and the University of Florida", async ({ page }) => {
  await page.goto("/routes");
  await field(page, "From").fill("Gaines");
  const list = suggestions(page, "From");
  await expect(list.getByRole("option").first()).toContainText("Gainesville, FL, USA");
  await expect(list.getByRole("option").filter({ hasText: "University of Florida" })).toBeVisible();
  await expect(field(page, "From")).toHaveAttribute("aria-expanded", "true");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/places-suggestions.png" });
});

test("Gainesville → Orlando shows 115 miles, the time and the suggested price on a map of Florida", async ({
  page,
}) => {
  await page.goto("/routes");
  await choose(page, "From", "Gaines", "Gainesville, FL, USA");

  // The keyboard works too: arrow down to the first suggestion, Enter picks it.
  const to = field(page, "To");
  await to.fill("Orlando");
  await expect(suggestions(page, "To").getByRole("option").first()).toContainText("Orlando, FL, USA");
  await to.press("ArrowDown");
  const activeId = await to.getAttribute("aria-activedescendant");
  expect(activeId).toBeTruthy();
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
  await to.press("Enter");
  await expect(to).toHaveValue("Orlando, FL, USA");

  const summary = page.getByRole("region", { name: "Trip summary" });
  await expect(summary.getByText("115 miles")).toBeVisible();
  await expect(summary.getByText("1 hour 55 mins")).toBeVisible();
  // 115 / 50 MPG × $3.17 + 115 × $0.06 = $14.19; paid to the driver at pickup (this server),
  // riders pay just that: CampusRide's fee is waived
  await expect(summary.getByRole("definition").filter({ hasText: "$7.29" })).toBeVisible();
  await expect(summary.getByRole("row", { name: /CampusRide fee per seat \(waived/ })).toContainText("$0.00");
  // the labels say what each number is: the whole trip's gas, prices per seat
  for (const [label, value] of [
    ["Gas cost for the trip", "$7.29"],
    ["Suggested price per seat", "$14.19"],
    ["Rider pays per seat", "$14.19"],
  ] as const) {
    await expect(summary.getByRole("term").filter({ hasText: label }).locator("+ dd")).toHaveText(value);
  }
  // each seat pays the whole sum: nothing in it is a share or a split
  await expect(summary).not.toContainText(/share|split/i);

  const map = page.getByRole("img", { name: "Map of Florida showing the route from Gainesville to Orlando" });
  await expect(map).toBeVisible();
  await expect(map.locator('path[data-state="Florida"]')).toHaveCount(1);
  await expect(page.getByText("Gainesville to Orlando in Florida: 115 miles by road")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/places-route.png", fullPage: true });
});

test("Escape closes the suggestions, and a search without matches says so", async ({ page }) => {
  await page.goto("/routes");
  const from = field(page, "From");
  await from.fill("Tampa");
  await expect(suggestions(page, "From").getByRole("option").first()).toBeVisible();
  await from.press("Escape");
  await expect(suggestions(page, "From")).toBeHidden();
  await expect(from).toHaveAttribute("aria-expanded", "false");
  await expect(from).toHaveValue("Tampa");
  // a second Escape, with the list closed, leaves the text alone
  await from.press("Escape");
  await expect(from).toHaveValue("Tampa");

  await from.fill("zzqxv");
  await expect(page.getByText(MAPS_MESSAGES.noPlaces, { exact: true }).first()).toBeVisible();
});

test.describe("when place search is unavailable", () => {
  test.use({ allowedConsoleErrors: /Failed to load resource/ });

  test("the user is warned and can still type both places", async ({ page }) => {
    await page.route("**/api/places/autocomplete**", (route) => route.abort("failed"));
    await page.goto("/routes");
    await field(page, "From").fill("Tampa, FL");
    await expect(page.getByText(MAPS_MESSAGES.placesUnavailable)).toBeVisible();
    await field(page, "To").fill("Miami, FL");
    await page.getByRole("button", { name: "Plan route" }).click();
    await expect(page.getByRole("region", { name: "Trip summary" }).getByText("280 miles")).toBeVisible();
  });
});

test("asking without places names both", async ({ page }) => {
  await page.goto("/routes");
  await page.getByRole("button", { name: "Plan route" }).click();
  await expect(page.getByRole("alert")).toHaveText(MAPS_MESSAGES.bothLocations);
});

test("at 360 px the route screen does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/routes");
  await choose(page, "From", "Gaines", "Gainesville, FL, USA");
  await choose(page, "To", "Orlan", "Orlando, FL, USA");
  await expect(page.getByRole("img", { name: /Map of Florida/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/places-route-360.png", fullPage: true });
});

test("the home page loads no map code or state outlines", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(requested.filter((url) => /route-map|states-10m|plan-route/.test(url))).toEqual([]);
});

test("stale suggestions go while the next ones load", async ({ page }) => {
  await page.goto("/routes");
  const from = field(page, "From");
  await from.fill("Tampa");
  await expect(suggestions(page, "From").getByRole("option").first()).toContainText("Tampa");

  // the next answer is held back: until it comes, no suggestion for the old text shows
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/places\/autocomplete\?q=Orlan/, async (route) => {
    await held;
    await route.continue();
  });
  await from.fill("Orlan");
  await expect(from).toHaveAttribute("aria-busy", "true");
  await expect(suggestions(page, "From").getByRole("option").filter({ hasText: "Tampa" })).toHaveCount(0);
  await expect(suggestions(page, "From")).toBeHidden();
  release();
  await expect(suggestions(page, "From").getByRole("option").first()).toContainText("Orlando, FL, USA");
});

test("'No places found' pushes the button below down instead of covering it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/routes");
  await field(page, "To").fill("zzqxv");
  const empty = page.getByText(MAPS_MESSAGES.noPlaces, { exact: true }).first();
  await expect(empty).toBeVisible();
  const message = (await empty.boundingBox())!;
  const button = (await page.getByRole("button", { name: "Plan route" }).boundingBox())!;
  expect(message.y + message.height).toBeLessThanOrEqual(button.y);
  await expectNoSeriousA11yViolations(page);
});
