import { GOOGLE_SIGN_IN_MESSAGES, TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import {
  createSignedInAccount,
  expectNoHorizontalScroll,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { addGoogleAccount, signInWithGoogle } from "../support/google.ts";
import { expect, test } from "../support/test.ts";
import { currentStep, STEP_MS, totpCode } from "../support/totp.ts";

/** Forgets this browser's session, off the app first. */
async function signOut(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

test.describe("two-factor authentication", () => {
  // the refused code is an answer the page shows, and the browser logs it
  test.use({ allowedConsoleErrors: /status of 401/ });

  test("is turned on from /profile; sign-in then asks for a code, and takes each code once", async ({
    page,
    request,
  }) => {
    test.slow();
    // the browser's clock is Playwright's: the confirmation's 3 s countdown is skipped, not waited
    await page.clock.install();
    const email = uniqueEmail("two-factor");
    await createSignedInAccount(page, request, riderBody(email));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/profile");
    const card = page.getByRole("region", { name: TWO_FACTOR_MESSAGES.title });
    await expect(card).toContainText(TWO_FACTOR_MESSAGES.statusOff);
    await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.enable }).click();
    await card.getByLabel(TWO_FACTOR_MESSAGES.passwordLabel).fill("journey-pass-1");
    await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.continue }).click();

    // the QR code and the key to type by hand
    await expect(card.getByRole("img", { name: TWO_FACTOR_MESSAGES.qrLabel })).toBeVisible();
    const key = (await card.getByTestId("two-factor-key").textContent())!;
    expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    // Three codes in a row (enrolment, sign-in, Google sign-in), each from a later step
    // than the last, all inside the server's window (the step before now to the step
    // after) without waiting for the next step: the enrolment takes the previous step's
    // code unless that step is about to leave the window.
    const enrolStep = currentStep(Date.now() + STEP_MS / 3) - 1;
    const codeField = card.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await codeField.fill(totpCode(key, enrolStep));
    await codeField.press("Enter");

    // the backup codes, once
    const codes = card
      .getByRole("list", { name: TWO_FACTOR_MESSAGES.backupCodesTitle })
      .getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const backupCode = (await codes.first().textContent())!;
    await expect(card.getByRole("button", { name: TWO_FACTOR_MESSAGES.downloadCodes })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.done }).click();

    await expect(page).toHaveURL(/\/two-factor-confirmation$/);
    await expect(page.getByRole("heading", { name: TWO_FACTOR_MESSAGES.confirmationTitle })).toBeVisible();
    await expect(page.getByText(TWO_FACTOR_MESSAGES.confirmationBody)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // home after 3 s
    await page.clock.fastForward(3_000);
    await expect(page).toHaveURL(/\/$/);

    // signed out, the password alone is not enough
    await signOut(page);
    await signIn(page, email);
    const step = page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
    await expect(step).toBeFocused();
    await expect(step).toHaveAttribute("autocomplete", "one-time-code");
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    const signInStep = Math.max(enrolStep + 1, currentStep());
    const code = totpCode(key, signInStep);
    await step.fill(code);
    await step.press("Enter");
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();

    // the same code again, in a new sign-in: refused; a backup code gets in
    await signOut(page);
    await signIn(page, email);
    await page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel).fill(code);
    await page.getByRole("button", { name: TWO_FACTOR_MESSAGES.verify }).click();
    await expect(page.getByRole("alert")).toHaveText(TWO_FACTOR_MESSAGES.codeUsed);
    await page.getByRole("button", { name: TWO_FACTOR_MESSAGES.useBackupCode }).click();
    await page.getByLabel(TWO_FACTOR_MESSAGES.backupCodeLabel).fill(backupCode);
    await page.getByRole("button", { name: TWO_FACTOR_MESSAGES.verify }).click();
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();

    // Google sign-in of the same (verified) account asks for the code too
    await signOut(page);
    await addGoogleAccount(request, { email, givenName: "Riley", familyName: "Rider" });
    await page.goto("/signin");
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(/\/oauth-callback\?twoFactor=1$/);
    await expect(page.getByText(GOOGLE_SIGN_IN_MESSAGES.codeStepIntro)).toBeVisible();
    const googleStep = page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
    await expect(googleStep).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    // a code after the one used above
    const googleCodeStep = Math.max(signInStep + 1, currentStep());
    await googleStep.fill(totpCode(key, googleCodeStep));
    await googleStep.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back, Riley!").first()).toBeVisible();

    // and it can be turned off again with the password
    await page.goto("/profile");
    await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.disable }).click();
    await card.getByLabel(TWO_FACTOR_MESSAGES.passwordLabel).fill("journey-pass-1");
    await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.disable }).click();
    await expect(card.getByRole("status")).toHaveText(TWO_FACTOR_MESSAGES.disabled);
    await expect(card).toContainText(TWO_FACTOR_MESSAGES.statusOff);
  });
});

test("an auth link's hash of type email opens /two-factor-confirmation, without the hash", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/#access_token=not-a-real-token&type=email");
  await expect(page).toHaveURL(/\/two-factor-confirmation$/);
  await expect(page.getByRole("heading", { name: TWO_FACTOR_MESSAGES.confirmationTitle })).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
