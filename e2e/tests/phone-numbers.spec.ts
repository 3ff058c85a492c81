import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { createVerifiedAccount, expectNoHorizontalScroll, riderBody, signIn } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

test("a phone number is stored in one format however it was typed, and shown so it can be dialled", async ({
  page,
  request,
}) => {
  // a long address too: it wraps inside the card instead of widening the page
  const email = `casey.a.very.long.name.for.wrapping-${Date.now()}${Math.floor(Math.random() * 1e4)}@students.ufl.edu`;
  await page.goto("/");
  await createVerifiedAccount(page, request, riderBody(email, { phone: "352.555.0142" }));
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();

  const me = async () => (await (await page.request.get("/api/me")).json()).profile.phone as string;
  expect(await me()).toBe("+13525550142");
  await page.goto("/profile");
  const account = page.getByRole("region", { name: "Account Information" });
  await expect(account).toContainText("(352) 555-0142");

  await account.getByRole("button", { name: "Edit" }).click();
  await expect(account.getByLabel("Phone (optional)")).toHaveValue("(352) 555-0142");
  // a London number without its country code reads as a US number, which it is not
  await account.getByLabel("Phone (optional)").fill("020 7946 0958");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText(SIGNUP_MESSAGES.phoneInvalid)).toBeVisible();
  // with it, it is taken, and shown in the international format
  await account.getByLabel("Phone (optional)").fill("+44 20 7946 0958");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText("Profile information updated successfully!")).toBeVisible();
  await expect(account).toContainText("+44 20 7946 0958");
  expect(await me()).toBe("+442079460958");
  await account.getByRole("button", { name: "Edit" }).click();
  await account.getByLabel("Phone (optional)").fill("+1 407 555 0199");
  await account.getByRole("button", { name: "Save Changes" }).click();
  await expect(account.getByText("Profile information updated successfully!")).toBeVisible();
  await expect(account).toContainText("(407) 555-0199");
  expect(await me()).toBe("+14075550199");

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(account).toContainText(email);
  await expectNoHorizontalScroll(page);
});
