import type { APIRequestContext, Page } from "@playwright/test";
import { PASSWORD, createVerifiedAccount, riderBody, signIn } from "./accounts.ts";
import { expect } from "./test.ts";

/** The demo admin: outside production ADMIN_EMAILS names it unless set otherwise. */
export const DEMO_ADMIN_EMAIL = "admin@demo.campusride.edu";

/**
 * The browser tests run without demo data (DEMO_DATA=0), so the demo admin is signed up
 * by the first test that needs it. Specs using it run their tests one after another
 * (test.describe.configure({ mode: "serial" })), so two never sign it up at once.
 */
async function ensureDemoAdmin(page: Page, request: APIRequestContext) {
  if (page.url() === "about:blank") await page.goto("/");
  const probe = await request.post("/api/auth/sign-in/email", {
    data: { email: DEMO_ADMIN_EMAIL, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin, "x-forwarded-for": "10.79.0.1" },
  });
  if (probe.ok()) return;
  await createVerifiedAccount(
    page,
    request,
    riderBody(DEMO_ADMIN_EMAIL, { firstName: "Avery", lastName: "Admin" }),
  );
}

/** Signs this browser in as the demo admin. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await ensureDemoAdmin(page, request);
  await signIn(page, DEMO_ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);
}
