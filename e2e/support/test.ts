import { test as base, expect } from "@playwright/test";

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
