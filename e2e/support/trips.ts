import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import type { APIRequest, APIRequestContext, Page } from "@playwright/test";
import { expectNoHorizontalScroll } from "./accounts.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect } from "./test.ts";

/** The demo accounts' published password (the browser tests start with the demo data). */
export const DEMO_PASSWORD = "campusride-demo";

/** The seeded demo driver: a Toyota Camry and a verified license (apps/api/src/db/seed-demo.ts). */
export const DEMO_DRIVER = { email: "driver@demo.campusride.edu", password: DEMO_PASSWORD } as const;
/**
 * Another seeded verified driver (a Tesla), whose trips no other journey touches: a
 * journey that must know every trip the driver has (a weekly series that may not overlap
 * one) signs in as her.
 */
export const DEMO_DRIVER_PRIYA = { email: "priya@demo.campusride.edu", password: DEMO_PASSWORD } as const;

// Each run takes its own day and minute, well past the demo data's next 30 days, so its
// trips are told apart from anyone else's on the demo driver's dashboard.
export function uniqueTripSlot() {
  const date = addDaysLocal(todayLocal(), 40 + Math.floor(Math.random() * 300));
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, "0");
  return { date, time: `07:${minute}` };
}

/** Types into the place field `label` (From, To, Pickup…) and picks the suggestion naming `address`. */
export async function choosePlace(page: Page, label: string, typed: string, address: string) {
  const field = page.getByRole("combobox", { name: label });
  await field.fill(typed);
  await page
    .getByRole("listbox", { name: `${label} suggestions` })
    .getByRole("option")
    .filter({ hasText: address })
    .first()
    .click();
  await expect(field).toHaveValue(address);
}

/** A client address of its own, away from the browser's sign-in and sign-up limits. */
function ownClientAddress(): string {
  return `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/**
 * An API client signed in as `email`, sending the Origin header a page of the site would.
 * The demo accounts are made just after the server starts listening: the first sign-in
 * is tried again until they exist (each try from its own address, apart from the limit).
 */
export async function apiSession(
  api: APIRequest,
  baseURL: string,
  email: string,
  password: string,
): Promise<APIRequestContext> {
  const context = await api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await expect
    .poll(
      async () => {
        const response = await context.post("/api/auth/sign-in/email", {
          data: { email, password },
          headers: { "x-forwarded-for": ownClientAddress() },
        });
        return response.status();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe(200);
  return context;
}

/** A seat request made through the API by a signed-in rider; returns the booking's id. */
export async function requestSeats(
  rider: APIRequestContext,
  rideId: string,
  seatsRequested: number,
  notes?: string,
): Promise<string> {
  const response = await rider.post("/api/bookings", {
    data: { rideId, seatsRequested, bagsCount: 1, notes },
  });
  expect(response.status(), await response.text()).toBe(201);
  return String(((await response.json()) as { id: string }).id);
}

/**
 * A trip made through the API by a signed-in driver; returns its id. `extra` adds any
 * other field of the trip (notes, coordinates for the search).
 */
export async function createTripByApi(
  driver: APIRequestContext,
  trip: { from: string; to: string; date: string; time: string; seats: number; priceCents: number },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await driver.post("/api/rides", {
    data: {
      departureCity: trip.from,
      destinationCity: trip.to,
      departureDate: trip.date,
      departureTime: trip.time,
      availableSeats: trip.seats,
      pricePerSeatCents: trip.priceCents,
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return String(((await response.json()) as { id: string }).id);
}

/**
 * Axe finds nothing serious, and the page fits a 360 px wide phone without sideways
 * scrolling; `name` keeps a screenshot of each width in test-results/.
 */
export async function expectAccessibleAndNarrow(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/${name}-360.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Axe finds nothing serious, and the page fits its (phone) width without sideways scrolling. */
export async function expectAccessibleOnPhone(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/**
 * The demo driver signed in through the API, and a trip of theirs (Gainesville → Orlando,
 * 3 seats, unless `trip` says otherwise) in a slot of its own.
 */
export async function demoDriverTrip(
  api: APIRequest,
  baseURL: string,
  trip: Partial<{ from: string; to: string; seats: number; priceCents: number }> = {},
  extra: Record<string, unknown> = {},
) {
  const driverApi = await apiSession(api, baseURL, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = uniqueTripSlot();
  const rideId = await createTripByApi(
    driverApi,
    { from: "Gainesville, FL", to: "Orlando, FL", seats: 3, priceCents: 1800, ...slot, ...trip },
    extra,
  );
  return { driverApi, rideId, slot };
}

/** Where a place's suggestion puts it, so a trip made through the API is found by the search. */
export async function placeOf(api: APIRequestContext, typed: string, address: string) {
  const response = await api.get(`/api/places/autocomplete?q=${encodeURIComponent(typed)}`);
  const { results } = (await response.json()) as {
    results: Array<{ address: string; lat: number; lng: number }>;
  };
  const place = results.find((result) => result.address === address);
  expect(place, address).toBeDefined();
  return place!;
}

/** A Gainesville → Orlando trip in the driver's own slot, located for the search; returns its id. */
export async function locatedTrip(driver: APIRequestContext, slot: { date: string; time: string }) {
  const from = await placeOf(driver, "Gaines", "Gainesville, FL, USA");
  const to = await placeOf(driver, "Orlando", "Orlando, FL, USA");
  const response = await driver.post("/api/rides", {
    data: {
      departureCity: "Gainesville",
      destinationCity: "Orlando",
      originLat: from.lat,
      originLng: from.lng,
      destinationLat: to.lat,
      destinationLng: to.lng,
      departureDate: slot.date,
      departureTime: slot.time,
      availableSeats: 3,
      pricePerSeatCents: 1500,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return String(((await response.json()) as { id: string }).id);
}
