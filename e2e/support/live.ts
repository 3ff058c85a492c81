import type { Page } from "@playwright/test";

/**
 * Resolves once the page's live stream has answered (/api/events): what happens next
 * reaches the page as an event, not through a later read.
 */
export function streamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.status() === 200,
  );
}
