import { CONTACT_SUBJECTS } from "@campusride/shared/schemas/contact";
import { CONTACT_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";

function form(page: Page) {
  return page.getByRole("form", { name: "Contact form" });
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
});

test("the page offers the eight subjects and the support details", async ({ page }) => {
  const options = form(page).getByLabel("Subject").locator('option:not([value=""])');
  await expect(options).toHaveText([...CONTACT_SUBJECTS]);
  const aside = page.getByRole("complementary", { name: "Other ways to reach us" });
  await expect(aside.getByRole("link", { name: "support@campusride.app" })).toHaveAttribute(
    "href",
    "mailto:support@campusride.app",
  );
  await expect(aside).toContainText("within 24 hours");
  await expect(aside.getByRole("link", { name: "Instagram" })).toBeVisible();
});

test("empty and invalid fields show clear messages and nothing is sent", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) posted = true;
  });
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.subjectRequired)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.messageRequired)).toBeVisible();
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await form(page).getByLabel("Email").fill("not-an-email");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.emailInvalid)).toBeVisible();

  await form(page).getByLabel("Message").fill("x".repeat(1001));
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(CONTACT_MESSAGES.messageTooLong)).toBeVisible();
  expect(posted).toBe(false);
});

// The second uses up a sender's allowance (5 per 15 minutes per sender and client): run in order.
test.describe.serial("sending", () => {
  // The refused request of the rate-limit case is logged by the browser.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 429/ });

  test("a valid message is stored, thanked after a second, and the form comes back empty", async ({
    page,
  }) => {
    await form(page).getByLabel("Name").fill("Maria Lopez");
    await form(page).getByLabel("Email").fill("maria.lopez@ufl.edu");
    await form(page).getByLabel("Subject").selectOption("Feature Request");
    await form(page)
      .getByLabel("Message")
      .fill("Could you add rides to Jacksonville for the Florida-Georgia game?");

    const started = Date.now();
    const response = page.waitForResponse(
      (res) => res.url().endsWith("/api/contact") && res.request().method() === "POST",
    );
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect((await response).status()).toBe(201);

    await expect(page.getByText(CONTACT_MESSAGES.thanks)).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await expect(form(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email")).toHaveValue("");
    await expect(form(page).getByLabel("Subject")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");
  });

  test("when the server refuses (rate limit), the form says so and keeps the text", async ({ page }) => {
    const body = { name: "Sam", email: "sam@fsu.edu", subject: "Other", message: "Hello CampusRide" };
    // Use up this sender's allowance through the real API.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await page.request.post("/api/contact", { data: body });
      if (response.status() === 429) break;
      expect(response.status()).toBe(201);
    }

    await form(page).getByLabel("Name").fill("Sam Carter");
    await form(page).getByLabel("Email").fill(body.email);
    await form(page).getByLabel("Subject").selectOption("Bug Report");
    await form(page).getByLabel("Message").fill("The search page froze on my phone.");
    await form(page).getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert")).toHaveText(CONTACT_MESSAGES.rateLimited);
    await expect(form(page).getByLabel("Name")).toHaveValue("Sam Carter");
    await expect(page.getByText(CONTACT_MESSAGES.thanks)).toBeHidden();
  });
});
