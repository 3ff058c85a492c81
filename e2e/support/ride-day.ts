import { clockTime } from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { Browser, Page, Response } from "@playwright/test";
import { signIn } from "./accounts.ts";
import { expect } from "./test.ts";
import { DEMO_DRIVER, choosePlace, expectAccessibleOnPhone } from "./trips.ts";

/** A phone's screen: the trip's day is lived on one. */
export const PHONE = { width: 360, height: 780 } as const;

/** The zone a browser away from Florida's clock reads after a trip time. */
export const ZONE = "( E[SD]T)?";

/** "09:40" plus `plusMinutes`, as a trip keeps its time ("09:50"). */
export function timeAfter(time: string, plusMinutes: number): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const total = (hours * 60 + minutes + plusMinutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** "09:40" plus `plusMinutes` on the 12-hour clock, as the pages write a trip time in Florida ("9:50 AM"). */
export function clockOf(time: string, plusMinutes = 0): string {
  return clockTime(timeAfter(time, plusMinutes));
}

/** The demo driver (or another seeded driver) signed in, in a phone-sized browser of their own. */
export async function demoDriverOnPhone(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string } = DEMO_DRIVER,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const driver = await context.newPage();
  await signIn(driver, account.email, account.password);
  await driver.waitForURL(/\/auth-success/, { timeout: 30_000 });
  return driver;
}

/** Resolves with the page's answer to `method` on `pathname` (a form's write, to learn the id it made). */
function answerTo(page: Page, method: string, pathname: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === pathname,
  );
}

/**
 * The driver creates a Gainesville → Orlando trip through the create form and Confirm Your
 * Trip (axe on both), with a pickup spot chosen from the list and its note; returns its id.
 */
export async function createTripInForm(
  driver: Page,
  trip: {
    date: string;
    time: string;
    seats: number;
    pickup: { typed: string; address: string; note: string };
  },
): Promise<string> {
  await driver.goto("/driver/create-trip");
  const form = driver.getByRole("form", { name: "Create a trip" });
  await choosePlace(driver, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(driver, "To", "Orlando", "Orlando, FL, USA");
  await form.getByLabel("Date").fill(trip.date);
  await form.getByLabel("Time").fill(trip.time);
  await form.getByLabel("Available Seats").fill(String(trip.seats));
  await choosePlace(driver, TRIP_MESSAGES.pickupSpotLabel, trip.pickup.typed, trip.pickup.address);
  await form.getByLabel(TRIP_MESSAGES.spotNoteLabel(TRIP_MESSAGES.pickupSpotTitle)).fill(trip.pickup.note);
  await expectAccessibleOnPhone(driver);
  await form.getByRole("button", { name: "Create Ride" }).click();

  await expect(driver).toHaveURL(/\/driver\/confirm-trip$/, { timeout: 30_000 });
  await expect(driver.getByRole("heading", { level: 1, name: "Confirm Your Trip" })).toBeVisible();
  await expectAccessibleOnPhone(driver);
  const created = answerTo(driver, "POST", "/api/rides");
  await driver.getByRole("button", { name: "Confirm & Create Trip" }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(driver).toHaveURL(/\/driver$/);
  return String(((await response.json()) as { id: string }).id);
}

/** The rider asks for one seat through the trip's request page (axe on it); returns the booking's id. */
export async function requestSeatInForm(rider: Page, rideId: string): Promise<string> {
  await rider.goto(`/dashboard/request-ride/${rideId}`);
  const send = rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest });
  await expect(send).toBeVisible({ timeout: 15_000 });
  await expectAccessibleOnPhone(rider);
  const made = answerTo(rider, "POST", "/api/bookings");
  await send.click();
  const response = await made;
  expect(response.status(), await response.text()).toBe(201);
  await expect(rider.getByText(BOOKING_MESSAGES.submitted)).toBeVisible({ timeout: 15_000 });
  return String(((await response.json()) as { id: string }).id);
}

/** The driver approves `name`'s request on the trip's requests page (axe on the page and the dialog). */
export async function approveInPage(driver: Page, rideId: string, name: string) {
  await driver.goto(`/dashboard/trip-requests/${rideId}`);
  const request = driver.getByRole("article", { name });
  await expect(request).toBeVisible({ timeout: 15_000 });
  await expectAccessibleOnPhone(driver);
  await request.getByRole("button", { name: `Approve ${name}` }).click();
  const dialog = driver.getByRole("dialog", { name: "Approve Request" });
  await expect(dialog).toBeVisible();
  await expectAccessibleOnPhone(driver);
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toBeHidden();
  await expect(driver.getByRole("heading", { name: "Approved (1)" })).toBeVisible();
}
