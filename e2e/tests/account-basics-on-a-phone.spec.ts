import {
  createVerifiedAccount,
  expectNoHorizontalScroll,
  riderBody,
  signIn,
  uniqueEmail,
} from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test.ts";

/*
 * A student's account on a 360 px phone: Back after signing in leaves the welcome
 * countdown behind, a last name longer than the profile keeps is refused on its field,
 * and an international student's UK number is taken and shown so it can be dialled.
 */
test.use({ viewport: { width: 360, height: 740 } });

test("Back after sign-in goes to the page before it, never to the welcome countdown", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("back-after-sign-in");
  await page.goto("/");
  await createVerifiedAccount(page, request, riderBody(email));

  // the student reads About, then signs in
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // a rider learns how to offer rides too
  await expect(page.getByText("Not Available")).toBeVisible();
  await expect(
    page.getByText("To offer rides too, add your car and driver license on your profile."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Become a driver" })).toHaveAttribute("href", "/profile");
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // one Back leaves the dashboard for About: no countdown, no sign-in form
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign In" })).toHaveCount(0);
  // and Forward is the dashboard again, not the countdown
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toHaveCount(0);
});

test("the profile refuses a last name too long on its field and takes a UK number", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("uk-number");
  await page.goto("/");
  await createVerifiedAccount(page, request, riderBody(email));
  await signIn(page, email, undefined, "/signin?redirect=/profile");
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });

  const account = page.getByRole("region", { name: "Account Information" });
  await account.getByRole("button", { name: "Edit" }).click();
  const lastName = account.getByLabel("Last name");
  await lastName.fill("Featherstonehaugh-Cholmondeley-Marjoribanks-Wolstenholme");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText("Last name must be 50 characters or fewer")).toBeVisible();
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  // a hyphenated name that fits, and the phone of an international student from the UK
  await lastName.fill("Featherstonehaugh-Cholmondeley");
  const phone = account.getByLabel("Phone (optional)");
  await expect(account.getByText("A US number, or start with + and the country code")).toBeVisible();
  await phone.fill("07911 123456");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText(/Please enter a valid phone number/)).toBeVisible();
  await phone.fill("+44 7911 123456");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText("Profile information updated successfully!")).toBeVisible();
  await expect(account).toContainText("Featherstonehaugh-Cholmondeley");
  await expect(account).toContainText("+44 7911 123456");
  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile).toMatchObject({ lastName: "Featherstonehaugh-Cholmondeley", phone: "+447911123456" });
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // the women-only choice: its Save button keeps clear of the text above it
  const womenOnly = page.getByRole("region", { name: "Women-only trips" });
  const save = womenOnly.getByRole("button", { name: "Save choice" });
  await save.scrollIntoViewIfNeeded();
  const saveBox = (await save.boundingBox())!;
  const textBox = (await womenOnly.getByText("You make this choice once").boundingBox())!;
  const checkBox = (await womenOnly
    .getByLabel("Show me women-only trips and let me book them")
    .boundingBox())!;
  expect(saveBox.y - (textBox.y + textBox.height)).toBeGreaterThanOrEqual(12);
  expect(textBox.y - (checkBox.y + checkBox.height)).toBeGreaterThanOrEqual(8);
  await save.click();
  const state = womenOnly.getByText("You did not ask for women-only trips.");
  await expect(state).toBeVisible();
  const change = womenOnly.getByRole("button", { name: "Request a change" });
  const stateBox = (await state.boundingBox())!;
  expect((await change.boundingBox())!.y - (stateBox.y + stateBox.height)).toBeGreaterThanOrEqual(12);
});
