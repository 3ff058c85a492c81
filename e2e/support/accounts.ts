import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./test.ts";

/** The password of every account the browser tests make. */
export const PASSWORD = "journey-pass-1";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ufl.edu`;
}

/** The last link mailed to `email` whose subject matches, read from the dev mailbox page. */
export async function linkFromMailbox(page: Page, email: string, subject?: string): Promise<string> {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
  let messages = page.getByRole("listitem").filter({ hasText: email });
  if (subject) messages = messages.filter({ hasText: subject });
  const href = await messages.first().getByRole("link").first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

/** The verification link mailed to `email`. */
export async function verificationLinkFromMailbox(page: Page, email: string): Promise<string> {
  const href = await linkFromMailbox(page, email);
  expect(href).toContain("/api/auth/verify-email?token=");
  return href;
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function signIn(page: Page, email: string, password = PASSWORD, path = "/signin") {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * An account made through the real sign-up endpoint, not yet verified; returns the
 * verification link from the mailbox.
 */
export async function createAccount(
  page: Page,
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<string> {
  if (page.url() === "about:blank") await page.goto("/");
  const response = await request.post("/api/auth/sign-up/email", {
    data: { ...body, password: PASSWORD, confirmPassword: PASSWORD },
    headers: {
      origin: new URL(page.url()).origin,
      // each API-made account claims its own client address, away from the browser's sign-up limit
      "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return verificationLinkFromMailbox(page, String(body.email));
}

/**
 * A new account whose student opened the verification link in this browser, which signs
 * them in: the page ends on /auth-success?verified=true.
 */
export async function createSignedInAccount(
  page: Page,
  request: APIRequestContext,
  body: Record<string, unknown>,
) {
  await page.goto(await createAccount(page, request, body));
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
}

/** A verified account while this browser stays signed out (the link is opened elsewhere). */
export async function createVerifiedAccount(
  page: Page,
  request: APIRequestContext,
  body: Record<string, unknown>,
) {
  const link = await createAccount(page, request, body);
  expect((await request.get(link)).ok()).toBe(true);
}

/** A rider's sign-up body; `overrides` changes any field (or makes a driver, with a car). */
export function riderBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Riley",
    lastName: "Rider",
    email,
    phone: "(352) 555-0100",
    graduationYear: new Date().getFullYear() + 1,
    university: "University of Florida",
    userType: "rider",
    ...overrides,
  };
}

/** Chooses a car in the four car selects inside `scope` (the wizard or the vehicle card). */
export async function chooseCar(
  scope: Page | Locator,
  car: { make: string; model: string; year: string; color: string },
) {
  await scope.getByLabel("Car make").selectOption(car.make);
  await scope.getByLabel("Car model").selectOption(car.model);
  await scope.getByLabel("Car year").selectOption(car.year);
  await scope.getByLabel("Car color").selectOption(car.color);
}

/** A different client address for each API-made request, away from the browser's own limits. */
function freshClientAddress(): string {
  return `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/**
 * Uploads a license file the way the sign-up wizard does before the account exists
 * (POST /api/signup/license); the sign-up body names the returned id as licenseUploadId.
 */
export async function uploadSignupLicense(
  page: Page,
  request: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  if (page.url() === "about:blank") await page.goto("/");
  const response = await request.post("/api/signup/license", {
    multipart: { file },
    headers: { origin: new URL(page.url()).origin, "x-forwarded-for": freshClientAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).uploadId as string;
}
