import { AUTH_MESSAGES } from "@campusride/shared/messages";
import {
  createAccount,
  createVerifiedAccount,
  linkFromMailbox,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test("the password can be shown and hidden again", async ({ page }) => {
  await page.goto("/signin");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("journey-pass-1");
  const toggle = page.getByRole("button", { name: "Show password" });
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "password");
});

test.describe("an account that is not verified", () => {
  test.use({ allowedConsoleErrors: /status of 403/ });

  test("is told so at sign-in and can have the link sent again", async ({ page, request }) => {
    const email = uniqueEmail("unverified");
    await page.goto("/");
    await createAccount(page, request, riderBody(email));
    await signIn(page, email);
    await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.emailNotVerified);
    await page.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(page.getByRole("button", { name: "Email Sent" })).toBeDisabled();
    const link = await linkFromMailbox(page, email, "Your new CampusRide verification link");
    expect(link).toContain("/api/auth/verify-email?token=");
  });
});

test("sign-in from a login-required page hands the way back on to /auth-success", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("redirect");
  await page.goto("/");
  await createVerifiedAccount(page, request, riderBody(email));
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("journey-pass-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  // /auth-success forwards to the redirect target, or to the dashboard without one
  await expect(page).toHaveURL(/\/auth-success\?redirect=%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
});

test("a redirect off the site is dropped", async ({ page, request }) => {
  const email = uniqueEmail("offsite");
  await page.goto("/");
  await createVerifiedAccount(page, request, riderBody(email));
  await signIn(page, email, undefined, `/signin?redirect=${encodeURIComponent("//evil.example/steal")}`);
  await expect(page).toHaveURL(/\/auth-success$/);
});
