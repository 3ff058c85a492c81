import { test as base, expect, type Page } from "@playwright/test";

interface Options {
  /** Console errors a test provokes on purpose (e.g. a refused request). */
  allowedConsoleErrors: RegExp | null;
}

/**
 * Playwright's test with one extra rule: a page that throws, or logs an error the test
 * did not expect, fails the test.
 */
export const test = base.extend<Options>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems = pageProblems(page, allowedConsoleErrors);
    await use(page);
    expect(problems, "errors in the page").toEqual([]);
  },
});

/** What `page` throws or logs as an error from now on, but for what `allowed` matches. */
export function pageProblems(page: Page, allowed: RegExp | null): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allowed?.test(text)) problems.push(`console.error: ${text}`);
  });
  return problems;
}

export { expect };
