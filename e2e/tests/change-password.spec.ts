import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES } from "@campusride/shared/messages";
import {
  createSignedInAccount,
  expectNoHorizontalScroll,
  PASSWORD,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

const NEW_PASSWORD = "tangerine hammock at dawn";

test.describe("Change password on the profile", () => {
  // the other browser's own requests (the bell, the live stream) hear 401 once its session ends
  test.use({ allowedConsoleErrors: /status of 401/ });

  test("at 360 px, by keyboard: checks the new password, changes it and signs the other browser out", async ({
    page,
    request,
    browser,
  }) => {
    // four password hashes (two sign-ins, the change, the last sign-in) on a busy machine
    test.setTimeout(90_000);
    const email = uniqueEmail("change-password");
    await createSignedInAccount(page, request, riderBody(email));
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email);
    await expect(otherPage).toHaveURL(/\/(auth-success|dashboard)/);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/profile");
    const card = page.getByRole("region", { name: CHANGE_PASSWORD_MESSAGES.title });
    await expect(card).toContainText(CHANGE_PASSWORD_MESSAGES.intro);
    await card.getByRole("button", { name: CHANGE_PASSWORD_MESSAGES.open }).focus();
    await page.keyboard.press("Enter");
    const current = card.getByLabel(CHANGE_PASSWORD_MESSAGES.currentLabel, { exact: true });
    await expect(current).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    // the account's own name (Riley Rider) with a year: refused in the form, before any request
    const newPassword = card.getByLabel(CHANGE_PASSWORD_MESSAGES.newLabel, { exact: true });
    const confirm = card.getByLabel(CHANGE_PASSWORD_MESSAGES.confirmLabel, { exact: true });
    await current.fill(PASSWORD);
    await newPassword.fill("RileyRider2026");
    await confirm.fill("RileyRider2026");
    await confirm.press("Enter");
    await expect(card.getByText(PASSWORD_MESSAGES.personal)).toBeVisible();
    await expect(newPassword).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await confirm.press("Enter");
    await expect(card.getByRole("status")).toHaveText(CHANGE_PASSWORD_MESSAGES.changed, { timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);

    // the other browser is signed out; this one goes on, with a new session
    await otherPage.goto("/profile");
    await expect(otherPage).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await other.close();

    // the new password signs in, the old one no longer
    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await signIn(freshPage, email, NEW_PASSWORD);
    await expect(freshPage).toHaveURL(/\/(auth-success|dashboard)/);
    await fresh.close();
  });
});
