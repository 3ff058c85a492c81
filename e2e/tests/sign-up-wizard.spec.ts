import type { Page } from "@playwright/test";
import { chooseCar } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";

const progress = (page: Page) => page.getByRole("progressbar", { name: "Sign-up progress" });

async function fillDetails(page: Page) {
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Last name").fill("Nguyen");
  await page.getByLabel("University email (.edu)").fill("casey.nguyen@ufl.edu");
  await page.getByLabel("Phone number").fill("352.555.0142");
}

test("Back, Forward and a reload keep the step and the values, never the password", async ({ page }) => {
  await page.goto("/signup");
  await fillDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/signup\?step=2$/);
  const year = String(new Date().getFullYear() + 1);
  await page.getByLabel("Graduation year").selectOption(year);
  await page.getByLabel("Both rider and driver").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await chooseCar(page, { make: "Honda", model: "Civic", year: "2019", color: "Blue" });
  await page.getByRole("button", { name: "Upload license later" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "4");
  await page.getByLabel("Password", { exact: true }).fill("secret-pass-1");
  await page.getByLabel("Confirm password").fill("secret-pass-1");

  // a reload stays on the step with every value but the passwords
  await page.reload();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "4");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Confirm password")).toHaveValue("");
  const summary = page.getByRole("region", { name: "Account summary" });
  await expect(summary).toContainText("casey.nguyen@ufl.edu");
  await expect(summary).toContainText("(352) 555-0142");
  await expect(summary).toContainText("2019 Honda Civic (Blue)");
  const stored = await page.evaluate(() => sessionStorage.getItem("signupWizard") ?? "");
  expect(stored).toContain("casey.nguyen@ufl.edu");
  expect(stored).not.toContain("secret-pass-1");

  // the browser's Back and Forward walk the steps
  await page.goBack();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByLabel("Car model")).toHaveValue("Civic");
  await page.goBack();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
  await expect(page.getByLabel("Graduation year")).toHaveValue(year);
  await expect(page.getByLabel("Both rider and driver")).toBeChecked();
  await page.goBack();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByLabel("Phone number")).toHaveValue("352.555.0142");
  await page.goForward();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
  await expect(page).toHaveURL(/\?step=2$/);
});

test("an address naming a later step starts at the first unfinished one", async ({ page }) => {
  await page.goto("/signup?step=4");
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
  await expect(page).toHaveURL(/\/signup$/);
});

test("'Join as a Driver' (/signup?role=driver) has Driver chosen in the role step", async ({ page }) => {
  await page.goto("/signup?role=driver");
  await fillDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Driver only")).toBeChecked();
  await expect(page.getByLabel("Rider only")).not.toBeChecked();
});

test("inputs and selects are one height; the chosen license shows with Remove; Terms and Privacy are linked", async ({
  page,
}) => {
  await page.goto("/signup?role=driver");
  await fillDetails(page);
  await page.getByRole("button", { name: "Next" }).click();
  const select = await page.getByLabel("Graduation year").boundingBox();
  const input = await page.getByLabel("University").boundingBox();
  expect(select?.height).toBeGreaterThan(30);
  expect(select?.height).toBe(input?.height);

  await page.getByLabel("Graduation year").selectOption(String(new Date().getFullYear() + 2));
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  // each empty car field is marked
  for (const label of ["Car make", "Car model", "Car year", "Car color"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await page.getByLabel("Driver license").setInputFiles({
    name: "license.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await expect(page.getByText("license.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Remove license.pdf" }).click();
  await expect(page.getByText("license.pdf")).toHaveCount(0);
  await expect(page.getByLabel("Driver license")).toBeVisible();

  await chooseCar(page, { make: "Toyota", model: "Camry", year: "2020", color: "Silver" });
  await page.getByRole("button", { name: "Upload license later" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  const agreement = page.getByText("By creating an account you agree to");
  await expect(agreement.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
  await expect(agreement.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy");

  // the show-password toggle
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-pass-1");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("secret-pass-1");
});
