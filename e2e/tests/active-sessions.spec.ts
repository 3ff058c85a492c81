import { AUTH_MESSAGES, RECENT_SIGN_IN_MESSAGES, SESSION_MESSAGES } from "@campusride/shared/messages";
import {
  createSignedInAccount,
  PASSWORD,
  linkFromMailbox,
  expectNoHorizontalScroll,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";
import type { APIRequestContext, Browser, Page } from "@playwright/test";

/**
 * A new account signed in on `page` (by the verification link) and on a second browser:
 * that browser's page.
 */
async function signedInTwice(page: Page, request: APIRequestContext, browser: Browser, email: string) {
  await createSignedInAccount(page, request, riderBody(email));
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await expect(otherPage).toHaveURL(/\/(auth-success|dashboard)/);
  return otherPage;
}

test("the profile lists both signed-in browsers, and signs the other one out", async ({
  page,
  request,
  browser,
}) => {
  const otherPage = await signedInTwice(page, request, browser, uniqueEmail("sessions"));

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Active sessions" });
  const sessions = card.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(card.getByText("This device")).toHaveCount(1);
  await expect(sessions.filter({ hasText: "This device" }).getByRole("button")).toHaveCount(0);
  await expect(
    sessions.filter({ hasNotText: "This device" }).getByRole("button", { name: /^Sign out/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);

  await card.getByRole("button", { name: "Sign out other sessions" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign out other sessions?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Sign out others" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("status")).toHaveText("1 other session was signed out.");
  await expect(sessions).toHaveCount(1);
  await expect(card.getByText("No other browser is signed in to your account.")).toBeVisible();

  // the other browser is signed out: its next visit to the profile asks it to sign in
  await otherPage.goto("/profile");
  await expect(otherPage).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
  // and this one is still signed in
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await otherPage.context().close();
});

test.describe("a browser signed in more than a day ago", () => {
  // the refusal that asks for the password is a 403 the browser reports
  test.use({ allowedConsoleErrors: /status of 403/ });

  test("gives the password before signing another browser out", async ({ page, request, browser }) => {
    const otherPage = await signedInTwice(page, request, browser, uniqueEmail("stale-sessions"));

    // this browser's sign-in is fresh: the API's answer to a stale one stands in for the first try
    const sent: (string | null)[] = [];
    await page.route("**/api/me/sessions/*", async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      sent.push(route.request().postData());
      if (sent.length > 1) return route.fallback();
      return route.fulfill({
        status: 403,
        json: { error: { code: "SESSION_NOT_FRESH", message: AUTH_MESSAGES.sessionNotFresh } },
      });
    });

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Active sessions" });
    const sessions = card.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
    await sessions
      .filter({ hasNotText: "This device" })
      .getByRole("button", { name: /^Sign out/ })
      .click();

    const dialog = page.getByRole("dialog", { name: RECENT_SIGN_IN_MESSAGES.title });
    await expect(dialog).toContainText(AUTH_MESSAGES.sessionNotFresh);
    const password = dialog.getByLabel(RECENT_SIGN_IN_MESSAGES.passwordLabel);
    await expect(password).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    // by keyboard alone
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("status")).toHaveText(SESSION_MESSAGES.signedOutOne);
    await expect(sessions).toHaveCount(1);
    expect(sent.map((body) => (body ? JSON.parse(body) : null))).toEqual([
      null,
      { currentPassword: PASSWORD },
    ]);

    await otherPage.goto("/profile");
    await expect(otherPage).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
    await otherPage.context().close();
  });
});

test.describe("a password reset", () => {
  // the signed-in page's own requests (the bell, the live stream) hear 401 once its session ends
  test.use({ allowedConsoleErrors: /status of 401/ });

  test("signs every browser out, the one that reset included", async ({ page, request, browser }) => {
    // two sign-ins, a reset by mail and a third sign-in, each through the 5 s welcome page
    test.setTimeout(90_000);
    const email = uniqueEmail("reset-sessions");
    const otherPage = await signedInTwice(page, request, browser, email);

    // this browser, signed in, asks for a link and sets a new password
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    // (signed in, the header has a live region of its own)
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "we sent a link to reset your password",
    );
    await page.goto(await linkFromMailbox(page, email, "Reset your CampusRide password"));
    await page.getByLabel("New password", { exact: true }).fill("fresh-sessions-pass-3");
    await page.getByLabel("Confirm new password", { exact: true }).fill("fresh-sessions-pass-3");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your password has been updated");

    for (const signedOut of [page, otherPage]) {
      await signedOut.goto("/profile");
      await expect(signedOut).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
    }
    // back in with the new password: one session, this one
    await signIn(page, email, "fresh-sessions-pass-3", "/signin?redirect=%2Fprofile");
    // the welcome page counts down before it hands over to the profile
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    const sessions = page
      .getByRole("region", { name: "Active sessions" })
      .getByRole("list", { name: "Active sessions" })
      .getByRole("listitem");
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText("This device");
    await otherPage.context().close();
  });
});
