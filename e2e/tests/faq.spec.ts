import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";

const QUESTIONS = [
  "Who can use CampusRide?",
  "How much does a ride cost?",
  "How do I book a seat?",
  "What does CampusRide verify?",
  "What if I need to cancel?",
] as const;

function question(page: Page, name: string) {
  return page.getByRole("button", { name });
}

async function expectOnlyOpen(page: Page, open: string | null) {
  for (const name of QUESTIONS) {
    await expect(question(page, name)).toHaveAttribute("aria-expanded", String(name === open));
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto("/faq");
});

test("five questions, one open at a time by mouse, and the open one closes again", async ({ page }) => {
  await expect(page.getByRole("main").getByRole("button", { expanded: false })).toHaveCount(5);
  await expectOnlyOpen(page, null);

  await question(page, QUESTIONS[0]).click();
  await expectOnlyOpen(page, QUESTIONS[0]);
  await expect(page.getByText("aged 18 or over with a valid .edu email")).toBeVisible();

  await question(page, QUESTIONS[4]).click();
  await expectOnlyOpen(page, QUESTIONS[4]);
  await expect(page.getByText("aged 18 or over with a valid .edu email")).toBeHidden();
  await expect(page.getByText("Cancelling is free up to 24 hours before departure.")).toBeVisible();

  await question(page, QUESTIONS[4]).click();
  await expectOnlyOpen(page, null);
});

test("the accordion works by keyboard", async ({ page }) => {
  await question(page, QUESTIONS[0]).focus();
  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, QUESTIONS[0]);

  await page.keyboard.press("ArrowDown");
  await expect(question(page, QUESTIONS[1])).toBeFocused();
  await page.keyboard.press("Space");
  await expectOnlyOpen(page, QUESTIONS[1]);

  await page.keyboard.press("End");
  await expect(question(page, QUESTIONS[4])).toBeFocused();
  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, QUESTIONS[4]);

  await page.keyboard.press("Enter");
  await expectOnlyOpen(page, null);
});

test("the FAQ links to the contact page", async ({ page }) => {
  await page.getByRole("link", { name: "Contact us", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
});
