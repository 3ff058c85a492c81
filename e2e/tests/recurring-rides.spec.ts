import {
  addDaysLocal,
  clockTime,
  isoWeekday,
  shortCalendarDay,
  todayLocal,
} from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import type { APIRequestContext, Page } from "@playwright/test";
import { PHONE, demoDriverOnPhone, requestSeatInForm } from "../support/ride-day.ts";
import { signedInRiderPage } from "../support/rider.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER_PRIYA, apiSession, choosePlace, expectAccessibleOnPhone } from "../support/trips.ts";

// A driver's weekly commute (docs/product/recurring-rides.md) on phones 360 px wide: the
// driver makes a Mon + Wed series through the create form, cancels one of its dates (whose
// rider is told), and a second rider asks for every date of it in one step.

/** "Mon, Dec 7, 2026": a date as the pages write a trip's. */
function tripDateText(date: string): string {
  const format = {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  } as const;
  return new Intl.DateTimeFormat("en-US", format).format(new Date(`${date}T12:00:00Z`));
}

/** The Monday at least two days from today (Florida's). */
function nextMonday(): string {
  let date = addDaysLocal(todayLocal(), 2);
  while (isoWeekday(date) !== 1) date = addDaysLocal(date, 1);
  return date;
}

/** Minutes from 1970 of a Florida date and time, read as UTC: enough to compare two trips. */
function minutesOf(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`) / 60_000;
}

/**
 * A departure time free on each of `dates` for the series' driver, whose demo trips fill the
 * next weeks' days: no trip of theirs leaves within 8 hours before it or 3 hours after.
 */
async function freeTime(driverApi: APIRequestContext, dates: string[]): Promise<string> {
  const response = await driverApi.get("/api/rides/mine?scope=upcoming");
  const { rides } = (await response.json()) as {
    rides: Array<{ departureDate: string; departureTime: string }>;
  };
  const taken = rides.map((ride) => minutesOf(ride.departureDate, ride.departureTime));
  const candidates = ["03:3", "04:0", "02:3", "23:0", "05:0", "01:0"].map(
    (start) => `${start}${Math.floor(Math.random() * 5)}`,
  );
  const time = candidates.find((candidate) =>
    dates.every((date) => {
      const start = minutesOf(date, candidate);
      return taken.every((other) => other <= start - 8 * 60 || other >= start + 3 * 60);
    }),
  );
  expect(time, "a time the driver's trips leave free").toBeDefined();
  return time!;
}

/**
 * The create form, Gainesville → Orlando on `date` at `time`, set to repeat weekly until
 * `until` (the date's weekday chosen already); returns the form.
 */
async function fillWeeklyTrip(driver: Page, trip: { date: string; time: string; until: string }) {
  await driver.goto("/driver/create-trip");
  const form = driver.getByRole("form", { name: "Create a trip" });
  await choosePlace(driver, "From", "Gaines", "Gainesville, FL, USA");
  await choosePlace(driver, "To", "Orlando", "Orlando, FL, USA");
  await form.getByLabel("Date").fill(trip.date);
  await form.getByLabel("Time").fill(trip.time);
  await form.getByRole("checkbox", { name: WEEKLY_SERIES_MESSAGES.repeatLabel }).check();
  await form.getByLabel(WEEKLY_SERIES_MESSAGES.untilLabel).fill(trip.until);
  return form;
}

/** The series page's row of the trip on `date`. */
function tripRow(page: Page, date: string) {
  return page
    .getByRole("region", { name: WEEKLY_SERIES_MESSAGES.upcomingTitle })
    .getByRole("listitem")
    .filter({ hasText: tripDateText(date) });
}

test("a weekly commute: made in the form, one date cancelled, every date requested", async ({
  browser,
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const monday = nextMonday();
  const wednesday = addDaysLocal(monday, 2);
  const lastDate = addDaysLocal(monday, 16);
  const dates = [0, 2, 7, 9, 14, 16].map((days) => addDaysLocal(monday, days));
  const driverApi = await apiSession(
    playwright.request,
    baseURL!,
    DEMO_DRIVER_PRIYA.email,
    DEMO_DRIVER_PRIYA.password,
  );
  const time = await freeTime(driverApi, dates);

  // the driver: the create form with "Repeat weekly", Mon and Wed until two weeks on
  const driver = await demoDriverOnPhone(browser, baseURL!, DEMO_DRIVER_PRIYA);
  const form = await fillWeeklyTrip(driver, { date: monday, time, until: lastDate });
  await form.getByLabel("Available Seats").fill("3");
  // the first date's weekday is chosen already; Wednesday is added with the keyboard
  await expect(form.getByRole("checkbox", { name: "Monday" })).toBeChecked();
  await form.getByRole("checkbox", { name: "Wednesday" }).focus();
  await driver.keyboard.press("Space");
  await expect(form.getByRole("checkbox", { name: "Wednesday" })).toBeChecked();
  await expect(form.getByText(/^6 trips: every Mon, Wed from /)).toBeVisible();
  await expectAccessibleOnPhone(driver);
  await form.screenshot({ path: "test-results/recurring-rides-form-360.png" });
  await form.getByRole("button", { name: "Create Ride" }).click();

  // Confirm Your Trip says it repeats, and makes the series
  await expect(driver).toHaveURL(/\/driver\/confirm-trip$/, { timeout: 30_000 });
  await expect(
    driver.getByText(WEEKLY_SERIES_MESSAGES.repeatsValue("Mon, Wed", tripDateText(lastDate))),
  ).toBeVisible();
  await expectAccessibleOnPhone(driver);
  const made = driver.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/ride-series",
  );
  await driver.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.createButton }).click();
  const answer = await made;
  expect(answer.status(), await answer.text()).toBe(201);
  const created = (await answer.json()) as {
    series: { id: string };
    rides: Array<{ id: string; departureDate: string }>;
  };
  const rideOn = (date: string) => created.rides.find((ride) => ride.departureDate === date)!.id;

  // the series page: every date, each with its requests, edit and cancel
  await expect(driver).toHaveURL(`/series/${created.series.id}`);
  await expect(driver.getByText(WEEKLY_SERIES_MESSAGES.created)).toBeVisible();
  for (const date of dates) await expect(tripRow(driver, date)).toBeVisible();
  await expect(
    tripRow(driver, monday).getByRole("link", { name: WEEKLY_SERIES_MESSAGES.viewRequests }),
  ).toBeVisible();
  await expectAccessibleOnPhone(driver);
  await driver.screenshot({ path: "test-results/recurring-rides-series-360.png", fullPage: true });

  // the same series again overlaps the first: the confirm screen says so, and makes nothing
  await fillWeeklyTrip(driver, { date: monday, time, until: wednesday });
  await form.getByRole("button", { name: "Create Ride" }).click();
  await expect(driver).toHaveURL(/\/driver\/confirm-trip$/, { timeout: 30_000 });
  await driver.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.createButton }).click();
  const confirmForm = driver.getByRole("form", { name: "Confirm your trip" });
  await expect(confirmForm.getByRole("alert")).toBeVisible();
  await expect(driver).toHaveURL(/\/driver\/confirm-trip$/);
  await expectAccessibleOnPhone(driver);

  // the driver's trips show the series they belong to, and lead to it
  await driver.goto("/driver");
  const tag = driver.getByRole("link", { name: WEEKLY_SERIES_MESSAGES.weeklyTag("Mon, Wed") }).first();
  await expect(tag).toBeVisible({ timeout: 15_000 });
  await tag.click();
  await expect(driver).toHaveURL(`/series/${created.series.id}`);

  // a rider asks for the first Monday; the driver cancels that date alone
  const first = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Maya" });
  await first.rider.setViewportSize(PHONE);
  await requestSeatInForm(first.rider, rideOn(monday));
  await tripRow(driver, monday).getByRole("button", { name: "Cancel Trip" }).click();
  const dialog = driver.getByRole("dialog", { name: /Cancel/ });
  await expect(dialog).toBeVisible();
  await expectAccessibleOnPhone(driver);
  await dialog.getByRole("button", { name: "Cancel Trip" }).click();
  await expect(dialog).toBeHidden();
  await expect(tripRow(driver, monday)).toHaveCount(0);
  await expect(tripRow(driver, wednesday)).toBeVisible();

  // the rider is told, in the bell's panel
  await first.rider.goto("/rider");
  const bell = first.rider.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const panel = first.rider.getByRole("dialog", { name: "Notifications" });
  await expect(
    panel
      .getByRole("link")
      .filter({ hasText: `The driver cancelled` })
      .filter({
        hasText: `${shortCalendarDay(monday)} at ${clockTime(time)}`,
      }),
  ).toBeVisible();
  await expectAccessibleOnPhone(first.rider);

  // another rider asks for every date left in one step, from the Wednesday's page
  const second = await signedInRiderPage(browser, page, request, baseURL!, { firstName: "Noah" });
  await second.rider.setViewportSize(PHONE);
  await second.rider.goto(`/dashboard/request-ride/${rideOn(wednesday)}`);
  const offer = second.rider.getByRole("region", { name: WEEKLY_SERIES_MESSAGES.requestAllTitle });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  const left = dates.filter((date) => date !== monday);
  for (const date of left) await expect(offer.getByText(tripDateText(date))).toBeVisible();
  await expectAccessibleOnPhone(second.rider);
  await offer.screenshot({ path: "test-results/recurring-rides-request-all-360.png" });
  await offer.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.requestAllButton(left.length) }).click();
  await expect(offer.getByText(WEEKLY_SERIES_MESSAGES.requestAllDone(left.length))).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessibleOnPhone(second.rider);

  // the driver sees the requests on each date
  await tripRow(driver, addDaysLocal(monday, 7))
    .getByRole("link", { name: WEEKLY_SERIES_MESSAGES.viewRequests })
    .click();
  await expect(driver.getByRole("article", { name: "Noah Rider" })).toBeVisible({ timeout: 15_000 });
  await expectAccessibleOnPhone(driver);

  // the driver raises the series' price: each date already requested keeps the price its
  // riders asked at, and the page lists them; then the driver ends the series
  await driver.goto(`/series/${created.series.id}`);
  const edit = driver.getByRole("form", { name: WEEKLY_SERIES_MESSAGES.editTitle });
  await edit.getByLabel(WEEKLY_SERIES_MESSAGES.priceLabel).fill("21.00");
  await edit.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.saveButton }).click();
  await expect(driver.getByText(WEEKLY_SERIES_MESSAGES.savedWithSkipped(left.length))).toBeVisible({
    timeout: 15_000,
  });
  const keptOwn = driver.getByRole("list", { name: WEEKLY_SERIES_MESSAGES.keptOwn });
  for (const date of left) await expect(keptOwn.getByText(tripDateText(date))).toBeVisible();
  await expect(driver.getByText("$21.00")).toBeVisible();
  await expectAccessibleOnPhone(driver);
  await driver.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.cancelButton }).click();
  const end = driver.getByRole("dialog", { name: WEEKLY_SERIES_MESSAGES.cancelTitle });
  await expect(end.getByText(WEEKLY_SERIES_MESSAGES.cancelQuestion(left.length))).toBeVisible();
  await expectAccessibleOnPhone(driver);
  await end.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.cancelConfirm }).click();
  await expect(driver.getByText(WEEKLY_SERIES_MESSAGES.cancelled(left.length))).toBeVisible({
    timeout: 15_000,
  });
  await expect(driver.getByText(WEEKLY_SERIES_MESSAGES.isCancelled)).toBeVisible();
  await expect(driver.getByText(WEEKLY_SERIES_MESSAGES.noUpcoming)).toBeVisible();
  await second.rider.goto(`/dashboard/request-ride/${rideOn(wednesday)}`);
  await expect(second.rider.getByText(BOOKING_MESSAGES.rideUnavailable)).toBeVisible({ timeout: 15_000 });

  await Promise.all([
    driver.context().close(),
    first.rider.context().close(),
    second.rider.context().close(),
  ]);
});
