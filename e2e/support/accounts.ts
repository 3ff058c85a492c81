import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "journey-pass-1";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ufl.edu`;
}

/** A rider's sign-up body; `overrides` make a driver or both (with a car). */
export function accountBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Riley Rider",
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

/** The verification link mailed to `email`, read from the dev mailbox page. */
export async function verificationLinkFromMailbox(page: Page, email: string): Promise<string> {
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
  const message = page.getByRole("listitem").filter({ hasText: email }).first();
  const href = await message.getByRole("link").first().getAttribute("href");
  expect(href).toContain("/api/auth/verify-email?token=");
  return href!;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs up through the real endpoint; returns the verification link from the mailbox. */
async function signUpThroughApi(page: Page, request: APIRequestContext, body: Record<string, unknown>) {
  if (page.url() === "about:blank") await page.goto("/");
  const response = await request.post("/api/auth/sign-up/email", {
    data: { ...body, password: PASSWORD, confirmPassword: PASSWORD },
    headers: {
      origin: new URL(page.url()).origin,
      "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(response.status()).toBe(200);
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
  await page.goto(await signUpThroughApi(page, request, body));
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
}

/** A verified account while this browser stays signed out (the link is opened elsewhere). */
export async function createVerifiedAccount(
  page: Page,
  request: APIRequestContext,
  body: Record<string, unknown>,
) {
  const link = await signUpThroughApi(page, request, body);
  expect((await request.get(link)).ok()).toBe(true);
}
