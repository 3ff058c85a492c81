import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./test.ts";

/** The local OpenID provider the web server starts beside the app (playwright.config.ts). */
const OIDC_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1000}`;

/** An account of the stand-in (its StandInAccount, apps/api/test/support/oidc-provider.ts). */
interface GoogleAccount {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/** Makes `account` one the provider's account chooser offers. */
export async function addGoogleAccount(request: APIRequestContext, account: GoogleAccount): Promise<void> {
  const answer = await request.post(`${OIDC_URL}/test/accounts`, { data: [account] });
  expect(answer.status()).toBe(204);
}

/** 'Continue with Google' on the page shown, then `email` in the provider's account chooser. */
export async function signInWithGoogle(page: Page, email: string): Promise<void> {
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  await page.getByRole("button", { name: email }).click();
}
