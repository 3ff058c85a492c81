import { GOOGLE_SIGN_IN_MESSAGES, TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { chooseCar, expectNoHorizontalScroll, uniqueEmail } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { addGoogleAccount, signInWithGoogle } from "../support/google.ts";
import { expect, test } from "../support/test.ts";

test.describe("a new .edu student", () => {
  // GET /api/me answers 404 until the profile exists: how /oauth-callback tells a new account
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("signs up with Google, completes the profile, and is welcomed back later", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("google");
    await addGoogleAccount(request, { email, givenName: "Jordan", familyName: "Lee" });

    await page.goto("/signup");
    // the provider's page is another origin: watch the browser go there and back
    const authorizations: URL[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === "/auth" && sent.isNavigationRequest()) authorizations.push(url);
    });
    await signInWithGoogle(page, email);
    expect(authorizations[0]?.searchParams.get("prompt")).toBe("select_account");
    expect(authorizations[0]?.searchParams.get("access_type")).toBe("offline");
    expect(authorizations[0]?.searchParams.get("hd")).toBe("*");

    // /oauth-callback, then /signup-complete after 1 s
    await expect(page).toHaveURL(/\/signup-complete$/);
    await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Jordan");
    await expect(page.getByLabel("Last name")).toHaveValue("Lee");
    await expect(page.getByLabel("University")).toHaveValue("University of Florida");
    await expectNoSeriousA11yViolations(page);

    // signed in without a profile: the app's pages send the student back here
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signup-complete$/);
    await expect(page.getByLabel("First name")).toHaveValue("Jordan");

    // a driver needs the whole car
    await page.getByLabel("Driver only").check();
    await page.getByLabel("Phone number").fill("(352) 555-0177");
    await page.getByLabel("Graduation year").selectOption(String(new Date().getFullYear() + 1));
    await page.getByRole("button", { name: "Complete Sign Up" }).click();
    await expect(page.getByText("All car details are required for drivers")).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await chooseCar(page, { make: "Toyota", model: "Camry", year: "2020", color: "Silver" });
    await page.getByRole("button", { name: "Complete Sign Up" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Your account has been created.")).toBeVisible();
    await expect(page.getByText("Welcome, Jordan! Account type: Driver only")).toBeVisible();

    // no password here: two-factor set-up is explained, not offered
    await page.goto("/profile");
    const twoFactorCard = page.getByRole("region", { name: TWO_FACTOR_MESSAGES.title });
    await expect(twoFactorCard).toContainText(TWO_FACTOR_MESSAGES.needsPassword);
    await expect(twoFactorCard.getByRole("button", { name: TWO_FACTOR_MESSAGES.enable })).toHaveCount(0);

    // signed out (as a student does, from the account menu: clearing cookies under the open
    // page made its queries still in flight answer 401) and back in with Google
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole("banner").getByRole("button", { name: "Hi, Jordan account menu" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await page.goto("/signin");
    await signInWithGoogle(page, email);
    await expect(page.getByText(`Welcome back, Jordan!`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back, Jordan!")).toBeVisible();
  });
});

test.describe("a personal Google account", () => {
  test("is refused, signed out and sent to /signup with the banner", async ({ page, request }) => {
    const email = `student${Date.now()}@gmail.com`;
    await addGoogleAccount(request, { email, givenName: "Pat", familyName: "Doe" });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/signin");
    await signInWithGoogle(page, email);

    await expect(page).toHaveURL(/\/oauth-callback\?error=invalid_email/);
    await expect(page.getByRole("alert")).toHaveText(GOOGLE_SIGN_IN_MESSAGES.notEdu);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    // after 3 s: /signup with the query banner, and nobody signed in
    await expect(page).toHaveURL(/\/signup\?error=invalid_email$/, { timeout: 6_000 });
    await expect(page.getByRole("alert")).toContainText("University Email Required");
    await expect(page.getByRole("alert")).toContainText("Only .edu email addresses are allowed.");
    const session = await page.request.get("/api/auth/get-session");
    expect(await session.json()).toBeNull();
  });
});

test("/signup-complete without the sign-in's state goes to /signup", async ({ page }) => {
  await page.goto("/signup-complete");
  await expect(page).toHaveURL(/\/signup$/);
});
