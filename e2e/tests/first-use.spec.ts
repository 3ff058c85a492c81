import type { Page } from "@playwright/test";
import { TIMINGS } from "@campusride/shared/limits";
import {
  riderBody,
  createSignedInAccount,
  createVerifiedAccount,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { LICENSE_PDF, saveHondaCivic } from "../support/profile.ts";
import { expect, test } from "../support/test.ts";

const CAR = { carMake: "Toyota", carModel: "Camry", carYear: 2020, carColor: "Silver" };

/** The seconds the auth-success countdown shows. */
async function secondsShown(page: Page): Promise<number> {
  const text = await page.getByText(/You will be taken to .* in \d+ seconds?\./).textContent();
  return Number(/in (\d+) second/.exec(text ?? "")?.[1]);
}

test("after the verification link the student is signed in and counted down to the dashboard", async ({
  page,
  request,
}) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("verified")));
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your email has been verified! You are signed in.",
  );
  await expect(page.getByText(/You will be taken to your dashboard in \d seconds?\./)).toBeVisible();
  const first = await secondsShown(page);
  expect(first).toBeGreaterThanOrEqual(3);
  await expect.poll(() => secondsShown(page)).toBeLessThan(first);
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 7000 });
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Hi, Riley").first()).toBeVisible();
});

test("'Offer a Ride' signed out asks to sign in, then opens the driver area", async ({ page, request }) => {
  const email = uniqueEmail("offer");
  await createVerifiedAccount(page, request, riderBody(email, { userType: "driver", ...CAR }));
  await page.goto("/");
  const offer = page.getByRole("link", { name: "Offer a Ride" });
  await expect(offer).toHaveAttribute("href", "/signin?redirect=/driver");
  await offer.click();
  await expect(page).toHaveURL("/signin?redirect=/driver");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("journey-pass-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  // straight there, or through the success page's countdown
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/driver$/);
});

test("a signed-in user's hero button opens the area even while the session is still loading", async ({
  page,
  request,
}) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("race"), { userType: "both", ...CAR }));
  // hold the session check: the page knows nothing yet about who is signed in
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/get-session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Offer a Ride" }).click();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Driver Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/driver$/);
});

test("signed in, /signin and /signup lead on to the dashboard (or the page asked for)", async ({
  page,
  request,
}) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("guard")));
  for (const path of ["/signin", "/signup", "/signup?role=driver"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  }
  await page.goto("/signin?redirect=/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await page.goto("/signin?redirect=//evil.example");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the success page goes on to the page named by ?redirect=", async ({ page, request }) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("onward")));
  await page.goto("/auth-success?redirect=/profile");
  await expect(page.getByText(/You will be taken to where you were going in \d seconds?\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/profile");
  // the countdown's 5 s, then the profile's own code and data: a busy machine needs more than 2 s for those
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible({
    timeout: TIMINGS.successRedirect + 10_000,
  });
});

test("the 'Sign Up As' dialog promises only what exists", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign Up Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign Up As" });
  await expect(dialog).toContainText("Riders can become drivers later");
  await expect(dialog).not.toContainText("the other role");
  const joinAsDriver = dialog.getByRole("link", { name: /Join as a Driver/ });
  // the wizard takes the role from the address, then drops it from the address
  await expect(joinAsDriver).toHaveAttribute("href", "/signup?role=driver");
  await joinAsDriver.click();
  await expect(page).toHaveURL(/\/signup(\?role=driver)?$/);
});

test("a rider becomes a driver from the profile: car, then license", async ({ page, request }) => {
  await createSignedInAccount(page, request, riderBody(uniqueEmail("upgrade")));
  await page.goto("/profile");
  const account = page.getByRole("region", { name: "Account Information" });
  await expect(account).toContainText("Rider only");
  const becomeDriver = page.getByRole("region", { name: "Become a driver" });
  await expect(becomeDriver).toContainText("Add your car in Vehicle Information below.");
  const vehicle = becomeDriver.getByRole("region", { name: "Vehicle Information" });
  await expect(vehicle.getByLabel("Upload driver license")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await vehicle.getByRole("button", { name: "Add Vehicle Information" }).click();
  await saveHondaCivic(vehicle);
  await expect(account).toContainText("Both rider and driver");
  await expect(account).toContainText("Currently acting as");
  await expect(becomeDriver.getByRole("listitem").first()).toContainText("(done)");

  await vehicle.getByLabel("Upload driver license").setInputFiles(LICENSE_PDF);
  await expect(vehicle).toContainText("Driver license: Pending review — verification takes about 24 hours");
  await expect(becomeDriver.getByRole("listitem").nth(1)).toContainText("(done)");
  // the new role shows in the top bar, with its switch
  await expect(
    page.getByRole("banner").getByRole("group", { name: "Acting as" }).getByRole("button", { name: "Rider" }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSeriousA11yViolations(page);
});

test("verified in another browser, the success page asks to sign in, then counts to the dashboard", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("again");
  await createVerifiedAccount(page, request, riderBody(email));
  await page.goto("/auth-success?verified=true");
  await expect(page.getByRole("status")).toHaveText("Your email has been verified! You can now sign in.");
  await expect(page.getByText(/You will be taken to the home page in \d seconds?\./)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expect(page.getByText(/You will be taken to your dashboard in \d seconds?\./)).toBeVisible();
});
