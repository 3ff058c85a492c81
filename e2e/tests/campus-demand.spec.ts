import { addDaysLocal, shortCalendarDay } from "@campusride/shared/domain/local-time";
import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";
import type { NotificationsPage } from "@campusride/shared/schemas/notifications";
import type { APIRequestContext, Page } from "@playwright/test";
import { PASSWORD, createVerifiedAccount, riderBody, signIn, uniqueEmail } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { afterServerTime } from "../support/clock.ts";
import { streamOpened } from "../support/live.ts";
import { signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER, apiSession, expectAccessibleOnPhone, placeOf } from "../support/trips.ts";

/** A live event reaches the page within a second or two (decision 0018); a little slack for a busy machine. */
const LIVE = { timeout: 5_000 };
const HOUR_MS = 3_600_000;
const RIDERS = 5;

// a phone: the board as most students see it
test.use({ viewport: { width: 360, height: 780 } });

/**
 * The day the riders want to leave: the eve of the first break starting within the
 * board's days (the break table's), else three weeks ahead; always after the board's first day.
 */
function travelDay(board: CampusDemandResponse): string {
  const start = board.breaks
    .map((period) => period.startsOn)
    .sort()
    .find((startsOn) => startsOn > addDaysLocal(board.from, 1) && startsOn <= board.to);
  return start ? addDaysLocal(start, -1) : addDaysLocal(board.from, 21);
}

/** A rider's ride alert from Gainesville to Miami on `date`, saved through the API. */
async function saveAlert(rider: APIRequestContext, date: string) {
  const from = await placeOf(rider, "Gaines", "Gainesville, FL, USA");
  const to = await placeOf(rider, "Miami", "Miami, FL, USA");
  const response = await rider.post("/api/ride-alerts", {
    data: {
      originLat: from.lat,
      originLng: from.lng,
      originAddress: from.address,
      destinationLat: to.lat,
      destinationLng: to.lng,
      destinationAddress: to.address,
      departureDate: date,
      passengers: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The rider's notifications of a ride matching one of their alerts. */
async function alertNotices(rider: APIRequestContext) {
  const page = (await (await rider.get("/api/notifications")).json()) as NotificationsPage;
  return page.notifications.filter((notification) => notification.type === "ride_alert");
}

/** The number of students the day's Miami cell shows (0 without one). */
async function miamiCount(page: Page, date: string): Promise<number> {
  const offer = page.getByRole("link", { name: miamiOfferName(date) });
  if ((await offer.count()) === 0) return 0;
  // the innermost item holding the link: the destination's, within its day's
  const text = await page.getByRole("listitem").filter({ has: offer }).last().innerText();
  return Number(/(\d+) students/.exec(text)?.[1] ?? 0);
}

function miamiOfferName(date: string): RegExp {
  return new RegExp(`^${DEMAND_BOARD_MESSAGES.offer}: to Miami, FL on .*${shortCalendarDay(date)}, `);
}

test("five riders' alerts reach the UF board; the driver offers the trip from its cell and they hear of it live", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const opening = (await (await request.get("/api/campuses/ufl/demand")).json()) as CampusDemandResponse;
  const date = travelDay(opening);

  // five riders from Gainesville want to get to Miami that day: one watches her dashboard,
  // the others saved their alert through the API
  const watcher = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Maya" });
  const riders: APIRequestContext[] = [
    await apiSession(playwright.request, baseURL!, watcher.email, PASSWORD),
  ];
  for (let index = 1; index < RIDERS; index += 1) {
    const email = uniqueEmail(`board-rider-${index}`);
    await createVerifiedAccount(page, request, riderBody(email));
    riders.push(await apiSession(playwright.request, baseURL!, email, PASSWORD));
  }
  for (const rider of riders) await saveAlert(rider, date);
  const opened = streamOpened(watcher.rider);
  await watcher.rider.goto("/rider");
  await opened;

  // the driver, on the UF board an hour later (it counts as of the last full hour)
  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await page.waitForURL(/\/auth-success/, { timeout: 30_000 });
  const serverNow = new Date(((await (await request.get("/api/test/clock")).json()) as { now: string }).now);
  await afterServerTime(baseURL!, new Date(serverNow.getTime() + HOUR_MS), async () => {
    await page.goto("/campus/ufl");
    await expect(
      page.getByRole("heading", { level: 1, name: "Where University of Florida students want to go" }),
    ).toBeVisible();
    await expect(page.getByText(DEMAND_BOARD_MESSAGES.explanation)).toBeVisible();
    await expect(page.getByRole("link", { name: miamiOfferName(date) })).toBeVisible();
    expect(await miamiCount(page, date)).toBeGreaterThanOrEqual(RIDERS);
    const [firstBreak] = opening.breaks;
    if (firstBreak && firstBreak.startsOn <= opening.to) {
      await expect(page.getByRole("region", { name: DEMAND_BOARD_MESSAGES.breaksTitle })).toContainText(
        firstBreak.name,
      );
    }
    if (opening.source) {
      await expect(
        page.getByText(DEMAND_BOARD_MESSAGES.source(opening.source.name, opening.source.academicYear)),
      ).toBeVisible();
    }
    await expectAccessibleOnPhone(page);
    await page.screenshot({ path: "test-results/campus-demand-board-360.png", fullPage: true });
    // wider: a table of days and destinations, scrolled by the keyboard in its own box
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole("region", { name: DEMAND_BOARD_MESSAGES.tableRegion });
    await expect(table.getByRole("columnheader", { name: "Miami, FL" })).toBeVisible();
    await expect(table.getByRole("link", { name: miamiOfferName(date) })).toBeVisible();
    await table.focus();
    await expect(table).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/campus-demand-board.png" });
    await page.setViewportSize({ width: 360, height: 780 });
  });

  // 'Offer this trip': Create a Trip with the campus, Miami and the day filled in
  await page.getByRole("link", { name: miamiOfferName(date) }).click();
  await expect(page).toHaveURL(/\/driver\/create-trip$/);
  const form = page.getByRole("form", { name: "Create a trip" });
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue(
    "University of Florida, Gainesville, FL, USA",
  );
  await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("Miami, FL");
  await expect(form.getByLabel("Date")).toHaveValue(date);
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, "0");
  await form.getByLabel("Time").fill(`09:${minute}`);
  await form.getByLabel("Available Seats").fill("4");
  await expectAccessibleOnPhone(page);
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Your Trip" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "University of Florida to Miami" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm & Create Trip" }).click();
  await expect(page).toHaveURL(/\/driver$/);
  // the dashboard leads back to the boards (the demo driver's address names no campus: the picker)
  await expect(page.getByRole("link", { name: DEMAND_BOARD_MESSAGES.driverPick })).toHaveAttribute(
    "href",
    "/campus",
  );

  // the watching rider's bell rings without a reload; every one of the five is told
  await expect(watcher.rider.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible(LIVE);
  for (const rider of riders) {
    await expect.poll(async () => (await alertNotices(rider)).length, { timeout: 15_000 }).toBe(1);
  }
  await watcher.rider.context().close();
});

test.describe("the board's own page", () => {
  // an unknown campus is the API's 404, which the browser logs
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("any campus from the picker, an unknown one, and the way from the home page", async ({ page }) => {
    await page.goto("/");
    const boards = page.getByRole("region", { name: DEMAND_BOARD_MESSAGES.homeTitle });
    await expect(boards.getByRole("link")).toHaveCount(4);
    await expectAccessibleOnPhone(page);
    await boards.getByRole("link", { name: /^UF/ }).click();
    await expect(page).toHaveURL(/\/campus\/ufl$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Where University of Florida students want to go" }),
    ).toBeVisible();
    await expect(page.getByText(DEMAND_BOARD_MESSAGES.explanation)).toBeVisible();
    // a visitor is asked to sign in to offer a trip
    await expect(page.getByRole("link", { name: DEMAND_BOARD_MESSAGES.signIn })).toHaveAttribute(
      "href",
      "/signin?redirect=%2Fcampus%2Fufl",
    );
    await expectAccessibleOnPhone(page);

    // the picker, by keyboard: another campus
    const picker = page.getByRole("combobox", { name: DEMAND_BOARD_MESSAGES.pickerLabel });
    await expect(picker).toBeEnabled();
    await picker.focus();
    await picker.selectOption({ label: "Florida State University" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: DEMAND_BOARD_MESSAGES.pickerButton })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/campus\/fsu$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Where Florida State University students want to go" }),
    ).toBeVisible();

    // a campus nobody knows: said, with the way back to the picker
    await page.goto("/campus/nowhere");
    await expect(page.getByRole("alert")).toContainText(DEMAND_BOARD_MESSAGES.notFound);
    await page.getByRole("link", { name: DEMAND_BOARD_MESSAGES.chooseAnother }).click();
    await expect(page).toHaveURL(/\/campus$/);
    await expect(page.getByText(DEMAND_BOARD_MESSAGES.choose)).toBeVisible();
    await expectAccessibleOnPhone(page);
  });
});
