import { departureInstant, TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";
import { request, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signedInRiderPage } from "./rider.ts";
import { expect } from "./test.ts";
import { apiSession, createTripByApi, DEMO_DRIVER, requestSeats } from "./trips.ts";

/** The card-payments CampusRide and its Stripe stand-in (playwright.config.ts). */
export const CARD_URL = process.env.E2E_CARD_URL!;
const STAND_IN_URL = process.env.E2E_STRIPE_STAND_IN_URL!;

/** A trip slot `minutes` from now, to the minute, in the trips' time zone (a trip must leave in the future). */
export function slotIn(minutes: number): { date: string; time: string; departureAt: Date } {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: TRIP_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, departureAt: departureInstant(date, time) };
}

/**
 * How far ahead a paid trip leaves: room for a busy machine to sign a rider up, request and
 * pay before the trip leaves; the journeys then move the server's clock past it
 * (support/clock.ts) rather than wait.
 */
export const PAID_TRIP_LEAD_MINUTES = 10;

export interface PaidTrip {
  driver: APIRequestContext;
  rider: Page;
  rideId: string;
  bookingId: string;
  departureAt: Date;
}

/**
 * The demo driver's trip on the server at `baseURL` leaving `minutes` from now at $25.00 a
 * seat, and a new rider signed in in a browser of their own, who has not requested it yet.
 */
export async function tripToRequest(
  browser: Browser,
  baseURL: string,
  minutes: number,
): Promise<Omit<PaidTrip, "bookingId">> {
  const driver = await apiSession(request, baseURL, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = slotIn(minutes);
  const rideId = await createTripByApi(driver, {
    from: "Gainesville, FL",
    to: "Orlando, FL",
    date: slot.date,
    time: slot.time,
    seats: 3,
    priceCents: 2500,
  });
  const context = await browser.newContext({ baseURL });
  const setup = await context.newPage();
  const { rider } = await signedInRiderPage(browser, setup, context.request, baseURL);
  await setup.close();
  return { driver, rider, rideId, departureAt: slot.departureAt };
}

/**
 * That trip and the rider's request for two seats, made in the rider's browser session
 * ($50.00 at pickup; $70.00 by card, CampusRide's fee included).
 */
export async function tripWithRequest(browser: Browser, baseURL: string, minutes: number): Promise<PaidTrip> {
  const trip = await tripToRequest(browser, baseURL, minutes);
  const bookingId = await requestSeats(await riderApiOf(trip.rider, baseURL), trip.rideId, 2);
  return { ...trip, bookingId };
}

/** An API client with the rider's browser session, sending the Origin a page of the site would. */
export async function riderApiOf(rider: Page, baseURL: string): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: await rider.context().storageState(),
  });
}

/** The driver answers through the API (200). */
export async function driverDoes(driver: APIRequestContext, path: string): Promise<void> {
  const response = await driver.post(path);
  expect(response.status(), await response.text()).toBe(200);
}

/** Pays on the stand-in's hosted Checkout page, as a rider types a card. */
export async function payOnCheckoutPage(page: Page, card = "4242 4242 4242 4242"): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${STAND_IN_URL}/pay/`));
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Riley Rider");
  await page.getByRole("button", { name: /^Pay / }).click();
}
