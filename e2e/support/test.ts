import { MAP_TILE_ORIGIN } from "@campusride/shared/domain/trip-spots";
import { test as base, expect, type BrowserContext } from "@playwright/test";

interface Options {
  /** Console errors a test provokes on purpose (e.g. a refused request). */
  allowedConsoleErrors: RegExp | null;
}

/** A blank 1×1 PNG: the map tile every journey gets (tests reach no outside tile server). */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Answers the pickup spot map's tile requests here, as the tile server would, without the network. */
export async function serveBlankMapTiles(context: BrowserContext): Promise<void> {
  await context.route(`${MAP_TILE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
}

/**
 * Playwright's test with one extra rule: a page that throws, or logs an error the test
 * did not expect, fails the test. Map tiles are answered locally (`serveBlankMapTiles`).
 */
export const test = base.extend<Options>({
  allowedConsoleErrors: [null, { option: true }],
  context: async ({ context }, use) => {
    await serveBlankMapTiles(context);
    await use(context);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowedConsoleErrors?.test(text)) problems.push(`console.error: ${text}`);
    });
    await use(page);
    expect(problems, "errors in the page").toEqual([]);
  },
});

export { expect };
