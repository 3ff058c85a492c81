import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { createVerifiedAccount, linkFromMailbox, riderBody, uniqueEmail } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test("a reset page without a token shows no form, only the way to a new link", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toContainText(AUTH_MESSAGES.invalidToken);
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test.describe("a used reset link", () => {
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("hides the form once the server refuses its token", async ({ page, request }) => {
    const email = uniqueEmail("used-reset");
    await page.goto("/");
    await createVerifiedAccount(page, request, riderBody(email));
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status")).toContainText("we sent a link to reset your password");
    const link = await linkFromMailbox(page, email, "Reset your CampusRide password");

    for (const attempt of ["first", "again"]) {
      await page.goto(link);
      await page.getByLabel("New password", { exact: true }).fill(`fresh-pass-${attempt}`);
      await page.getByLabel("Confirm new password", { exact: true }).fill(`fresh-pass-${attempt}`);
      await page.getByRole("button", { name: "Update Password" }).click();
      if (attempt === "first")
        await expect(page.getByRole("status")).toContainText("Your password has been updated");
    }
    await expect(page.getByRole("alert")).toContainText(AUTH_MESSAGES.invalidToken);
    await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  });
});
