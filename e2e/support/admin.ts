import type { Page } from "@playwright/test";
import { signIn } from "./accounts.ts";
import { expect } from "./test.ts";
import { DEMO_PASSWORD } from "./trips.ts";

/** The demo admin (the browser tests start with the demo data, as `npm start` does). */
export const DEMO_ADMIN_EMAIL = "admin@demo.campusride.edu";

/** Signs this browser in as the demo admin. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  // past the welcome page's 5 s countdown
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}
