import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../support/public-pages.ts";
import { expect, test } from "../support/test.ts";

/** Pages a first visit lands on, each with the h1 its screen renders. */
const PAGES = [
  ...PUBLIC_PAGES.filter(({ path }) => ["/", "/faq", "/about"].includes(path)),
  { path: "/signin", heading: "Sign In" },
  { path: "/signup", heading: "Create Your Account" },
];

/** Lighthouse's "good" is ≤ 0.1; CampusRide aims for a page that does not move at all. */
const MAX_LAYOUT_SHIFT = 0.02;
/** Long enough for the shell to paint before the screen's code arrives, as on a slow phone. */
const SCREEN_CODE_DELAY_MS = 600;

/**
 * Every script and stylesheet that index.html names loads at once; the rest (the lazily
 * loaded screens) arrive late, the way they do on a mobile connection.
 */
async function delayScreenCode(page: Page): Promise<void> {
  const html = await (await page.request.get("/")).text();
  const initial = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
  await page.route("**/assets/**", async (route) => {
    if (!initial.has(new URL(route.request().url()).pathname)) {
      await new Promise((resolve) => setTimeout(resolve, SCREEN_CODE_DELAY_MS));
    }
    await route.continue();
  });
}

/** Sums the layout shifts of the page since it started loading (the page's CLS, roughly). */
async function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries are delivered before the next frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

for (const viewport of [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1280, height: 720 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of PAGES) {
      test(`${path}: the footer stays put while the page's content arrives`, async ({ page }) => {
        await delayScreenCode(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await layoutShiftSum(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      });
    }
  });
}
