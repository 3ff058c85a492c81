import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import {
  PASSWORD,
  chooseCar,
  createSignedInAccount,
  createVerifiedAccount,
  expectNoHorizontalScroll,
  riderBody,
  signIn,
  uniqueEmail,
  verificationLinkFromMailbox,
} from "../support/accounts.ts";
import { LICENSE_PDF, saveHondaCivic } from "../support/profile.ts";
import { expect, test } from "../support/test.ts";

test("a new driver signs up, verifies, signs in, edits the profile and vehicle, signs out @smoke", async ({
  page,
}) => {
  // the whole journey of a new user, several screens and a mailbox round trip
  test.setTimeout(90_000);
  const email = uniqueEmail("driver");
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Account" })).toBeVisible();
  const progress = page.getByRole("progressbar", { name: "Sign-up progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "1");

  // step 1: Next validates
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("University email (.edu)").fill("jordan@gmail.com");
  await page.getByLabel("Phone number").fill("(352) 555-0142");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please use your .edu email address")).toBeVisible();
  await page.getByLabel("University email (.edu)").fill(email);
  await page.getByRole("button", { name: "Next" }).click();

  // step 2: university pre-filled from the email domain
  await expect(progress).toHaveAttribute("aria-valuenow", "2");
  await expect(page.getByLabel("University")).toHaveValue("University of Florida");
  const year = String(new Date().getFullYear() + 2);
  await page.getByLabel("Graduation year").selectOption(year);
  await page.getByLabel("Driver only").check();
  await page.getByRole("button", { name: "Next" }).click();

  // step 3: car details required, license now or later
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("All car details are required for drivers")).toBeVisible();
  await expect(
    page.getByText("Please upload your driver license or choose to upload it later."),
  ).toBeVisible();
  await expect(page.getByLabel("Car model")).toBeDisabled();
  await chooseCar(page, { make: "Toyota", model: "Camry", year: "2020", color: "Silver" });
  await page.getByRole("button", { name: "Upload license later" }).click();
  await expect(page.getByRole("button", { name: "Upload now instead" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // step 4: password, confirmation, summary; Previous goes back
  await expect(progress).toHaveAttribute("aria-valuenow", "4");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await expect(page.getByRole("region", { name: "Account summary" })).toContainText(
    "2020 Toyota Camry (Silver)",
  );
  await page.getByRole("button", { name: "Create Account" }).click();

  // check your email, then the link from the dev mailbox
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // the license was left for later: nothing is said to be under review
  await expect(page.getByText(/Upload your driver license from your profile/)).toBeVisible();
  await expect(page.getByText(/will be reviewed/)).toHaveCount(0);
  const resend = page.getByRole("button", { name: "Resend Verification Email" });
  await resend.click();
  await expect(page.getByRole("button", { name: "Email Sent" })).toBeDisabled();
  await page.goto(await verificationLinkFromMailbox(page, email));
  await expect(page).toHaveURL(/\/auth-success\?verified=true$/);
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();

  // the link signed the student in: on to the dashboard
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Account type: Driver only")).toBeVisible();
  await expect(page.getByRole("link", { name: /Offer a Ride/ })).toHaveAttribute("href", "/driver");
  await expect(page.getByText("Not Available")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Hi, Jordan").first()).toBeVisible();

  // /email-verified sees the confirmed, signed-in account and moves on to the dashboard
  await page.goto("/email-verified");
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });

  // a driver opening the rider area goes to /driver
  await page.goto("/rider");
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible();

  // profile: account information and vehicle
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  const account = page.getByRole("region", { name: "Account Information" });
  await expect(account).toContainText(email);
  await account.getByRole("button", { name: "Edit" }).click();
  await account.getByLabel("First name").fill("Jordy");
  await account.getByLabel("Phone (optional)").fill("");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText("Profile information updated successfully!")).toBeVisible();
  await expect(account).toContainText("Jordy Lee");
  await expect(account).toContainText("Not provided");
  await expect(page.getByRole("banner").getByText("Hi, Jordy").first()).toBeVisible();

  const vehicle = page.getByRole("region", { name: "Vehicle Information" });
  await expect(vehicle).toContainText("2020 Toyota Camry · Silver");
  await vehicle.getByRole("button", { name: "Edit" }).click();
  await vehicle.getByLabel("Car make").selectOption("Honda");
  await expect(vehicle.getByLabel("Car model")).toHaveValue("");
  await saveHondaCivic(vehicle);
  await expect(page.getByRole("region", { name: "Earnings Summary" })).toContainText("$0.00");

  // the license, uploaded later from the profile
  await expect(vehicle).toContainText("Driver license: Not uploaded");
  await vehicle.getByLabel("Upload driver license").setInputFiles(LICENSE_PDF);
  await expect(
    vehicle.getByText("Driver license uploaded. Verification takes about 24 hours."),
  ).toBeVisible();
  await expect(vehicle).toContainText("Driver license: Pending review — verification takes about 24 hours");
  await expect(vehicle.getByRole("link", { name: "View uploaded file" })).toHaveAttribute(
    "href",
    "/api/me/license",
  );
  await expect(page.getByRole("region", { name: "Spending Summary" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.goto("/dashboard");
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/profile");

  // sign out (in the account menu): back home, signed out, the session keys gone
  await page.getByRole("banner").getByRole("button", { name: "Hi, Jordy account menu" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("activeRole"))).toBeNull();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
});

test("a user of type both switches role by opening each area", async ({ page, request }) => {
  const email = uniqueEmail("both");
  await createSignedInAccount(
    page,
    request,
    riderBody(email, {
      name: "Sam Both",
      firstName: "Sam",
      lastName: "Both",
      phone: "(407) 555-0100",
      userType: "both",
      carMake: "Tesla",
      carModel: "Model 3",
      carYear: 2022,
      carColor: "White",
    }),
  );

  await page.goto("/profile");
  const account = page.getByRole("region", { name: "Account Information" });
  await expect(account).toContainText("Currently acting as");
  await expect(account).toContainText("Rider");
  await expect(page.getByRole("region", { name: "Spending Summary" })).toBeVisible();

  // the hero's 'Offer a Ride' opens the driver area, which switches the role (once the
  // session is known: before that it leads to /signin)
  await page.goto("/");
  await expect(page.getByRole("banner").getByText("Hi, Sam").first()).toBeVisible();
  await page.getByRole("link", { name: "Offer a Ride" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "Account Information" })).toContainText("Driver");
  await expect(page.getByRole("region", { name: "Earnings Summary" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("activeRole"))).toBe("driver");

  await page.goto("/driver");
  await page.getByRole("link", { name: "Switch to Rider Mode" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rider Dashboard" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Request a Ride/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Offer a Ride/ })).toBeVisible();

  // mobile menu: Dashboard and My Profile links and Sign Out
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "My Profile" })).toBeVisible();
  await menu.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a forgotten password is reset through the mailed link", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  await createVerifiedAccount(page, request, riderBody(email));
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("we sent a link to reset your password");

  await page.goto("/dev/mailbox");
  const message = page
    .getByRole("listitem")
    .filter({ hasText: "Reset your CampusRide password" })
    .filter({ hasText: email });
  const link = await message.getByRole("link").first().getAttribute("href");
  expect(link).toContain("/reset-password?token=");
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new-journey-pass-2");
  await page.getByLabel("Confirm new password").fill("something-else");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("new-journey-pass-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been updated");
  await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });
  await signIn(page, email, "new-journey-pass-2");
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
});

test.describe("sign-in failures", () => {
  test.use({ allowedConsoleErrors: /status of 40[13]/ });

  test("shows the server's message for a wrong password", async ({ page }) => {
    await signIn(page, "nobody-here@ufl.edu", "wrong-password-1");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  });
});

test("the sign-up error banners show and dismiss back to /signup", async ({ page }) => {
  await page.goto("/signup?error=invalid_email");
  await expect(page.getByRole("alert")).toContainText("University Email Required");
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto("/signup?error=oauth_failed");
  await expect(page.getByRole("alert")).toContainText("Google Sign-In Failed");
  await page.goto("/signup?error=callback_failed");
  await expect(page.getByRole("alert")).toContainText("Authentication Error");
});

test("forgot password shows the sent confirmation", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("someone@ufl.edu");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("we sent a link to reset your password");
});

const AUTH_PAGES = [
  { path: "/signin", heading: "Sign In" },
  { path: "/signup", heading: "Create Your Account" },
  { path: "/forgot-password", heading: "Reset Your Password" },
  { path: "/reset-password?token=abc", heading: "Choose a New Password" },
  { path: "/auth-success?verified=true", heading: "Email Verified!" },
  { path: "/email-verified", heading: "Verifying Your Email" },
] as const;

for (const { path, heading } of AUTH_PAGES) {
  test(`${path} is accessible and fits 360 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });
}

test("login-required pages send a signed-out visitor to /signin with a redirect back", async ({ page }) => {
  for (const path of ["/dashboard", "/profile", "/driver", "/rider"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=${encodeURIComponent(path)}$`));
  }
});
