import { clockTime } from "@campusride/shared/domain/local-time";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { PASSWORD, createVerifiedAccount, riderBody, signIn, uniqueEmail } from "./accounts.ts";
import { choosePlace } from "./trips.ts";

/**
 * A new rider signed in in a browser of their own (`page` only makes the account), and
 * their address;
 * `overrides` changes any sign-up field.
 */
export async function signedInRiderPage(
  browser: Browser,
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  overrides: Record<string, unknown> = {},
): Promise<{ rider: Page; email: string }> {
  const email = uniqueEmail("rider");
  await createVerifiedAccount(page, request, riderBody(email, overrides));
  const context = await browser.newContext({ baseURL });
  const rider = await context.newPage();
  await signIn(rider, email, PASSWORD);
  await rider.waitForURL(/\/auth-success/);
  return { rider, email };
}

/** Find a Ride from Gainesville to Orlando on `date`; the result card of the trip leaving at `time`. */
export async function searchGainesvilleToOrlando(rider: Page, slot: { date: string; time: string }) {
  await rider.goto("/rider");
  await choosePlace(rider, "Pickup", "Gaines", "Gainesville, FL, USA");
  await choosePlace(rider, "Destination", "Orlando", "Orlando, FL, USA");
  const search = rider.getByRole("form", { name: "Find a ride" });
  await search.getByLabel("Date").fill(slot.date);
  await search.getByRole("button", { name: "Search rides" }).click();
  const card = rider
    .getByRole("article", { name: "Gainesville to Orlando" })
    .filter({ hasText: clockTime(slot.time) });
  return { search, card };
}
