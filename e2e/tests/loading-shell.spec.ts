import { CONNECTION_MESSAGES } from "@campusride/shared/messages";
import type { Route } from "@playwright/test";
import { expectNoHorizontalScroll } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

test.use({ viewport: { width: 360, height: 780 } });

test("without JavaScript the page still shows the loading shell: the brand, the status and the skeleton", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("status")).toHaveText(CONNECTION_MESSAGES.loadingApp);
  await expect(page.getByText("CampusRide", { exact: true })).toBeVisible();
  await expect(page.locator(".shell-block").first()).toBeVisible();
  await context.close();
});

test("on a slow connection the shell is painted before the stylesheet and the code arrive, and the app replaces it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // every script and stylesheet is held back until the shell has been checked
  const held: Route[] = [];
  let isReleased = false;
  await page.route("**/assets/**", (route) => (isReleased ? route.continue() : void held.push(route)));
  await page.goto("/", { waitUntil: "commit" });

  const status = page.getByRole("status").filter({ hasText: CONNECTION_MESSAGES.loadingApp });
  await expect(status).toBeVisible();
  await expect(page.getByText("CampusRide", { exact: true })).toBeVisible();
  // painted, not only laid out: a stylesheet in the head would hold back every paint
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
    .toBe(1);
  expect(held.length, "the page's code and stylesheet are still on their way").toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // the code arrives: the first screen replaces the shell
  isReleased = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(status).toHaveCount(0);
});
