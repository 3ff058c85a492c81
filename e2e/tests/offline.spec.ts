import { CONNECTION_MESSAGES, CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import type { Page } from "@playwright/test";
import { expectNoHorizontalScroll } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { driverDoes, riderApiOf, tripWithRequest } from "../support/payments.ts";
import { expect, test } from "../support/test.ts";

/** Offline, a change must be refused at once, not left on "Sending…". */
const AT_ONCE = { timeout: 3_000 };
/** A trip three days out: a request on it stays pending until the driver answers. */
const THREE_DAYS_IN_MINUTES = 3 * 24 * 60;

const PHONE = { width: 360, height: 780 };

function offlineBanner(page: Page) {
  return page.getByRole("status").filter({ hasText: CONNECTION_MESSAGES.offline });
}

test("My Rides and a message thread say the connection is gone, keep what was loaded, refuse to send at once and catch up when it returns", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { driver, rider, rideId, bookingId } = await tripWithRequest(
    browser,
    baseURL!,
    THREE_DAYS_IN_MINUTES,
  );
  const riderApi = await riderApiOf(rider, baseURL!);
  const opened = await riderApi.post(`/api/rides/${rideId}/conversation`);
  expect(opened.ok(), await opened.text()).toBe(true);
  const { conversation } = (await opened.json()) as { conversation: { id: string } };
  await rider.setViewportSize(PHONE);
  const network = rider.context();

  // a message written offline is refused at once, and stays in the field
  await rider.goto(`/messages/${conversation.id}`);
  const composer = rider.getByRole("form", { name: "Your message" });
  await expect(composer).toBeVisible();
  await network.setOffline(true);
  await expect(offlineBanner(rider)).toBeVisible();
  const text = "Is there room for a guitar?";
  await composer.getByRole("textbox").fill(text);
  await composer.getByRole("button", { name: CONVERSATION_MESSAGES.send }).click();
  await expect(composer.getByRole("alert")).toHaveText(CONNECTION_MESSAGES.notSent, AT_ONCE);
  await expect(composer.getByRole("textbox")).toHaveValue(text);
  await expectNoSeriousA11yViolations(rider);

  // back online: the banner says so, and the same message goes
  await network.setOffline(false);
  await expect(rider.getByRole("status").filter({ hasText: CONNECTION_MESSAGES.backOnline })).toBeVisible();
  await expect(offlineBanner(rider)).toHaveCount(0);
  await composer.getByRole("button", { name: CONVERSATION_MESSAGES.send }).click();
  await expect(rider.getByRole("log", { name: "Messages" }).getByText(text)).toBeVisible();
  await expect(composer.getByRole("textbox")).toHaveValue("");

  // My Rides, loaded, then the connection goes
  await rider.goto("/rider?tab=my-rides");
  const card = rider
    .getByRole("article")
    .filter({ has: rider.locator(`a[href="/dashboard/ride-confirmation/${bookingId}"]`) });
  await expect(card).toContainText("Pending");
  await network.setOffline(true);
  await expect(offlineBanner(rider)).toBeVisible();
  await expect(card).toContainText("Pending");
  await expect(rider.getByText(CONNECTION_MESSAGES.keptOffline)).toBeVisible();

  // a list never loaded says it could not load, never that there is nothing
  await rider.getByRole("tab", { name: "Past & Cancelled" }).click();
  await expect(rider.getByText(CONNECTION_MESSAGES.notLoaded)).toBeVisible();
  await expect(rider.getByText(/You don't have any/)).toHaveCount(0);
  await rider.getByRole("tab", { name: "Upcoming Rides" }).click();
  await expect(card).toContainText("Pending");
  await expect(rider.getByText(/You don't have any/)).toHaveCount(0);

  // cancelling is refused at once, and says why
  await card.getByRole("button", { name: "Cancel" }).click();
  const dialog = rider.getByRole("dialog", { name: "Cancel this ride request?" });
  await dialog.getByRole("button", { name: "Cancel Request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(CONNECTION_MESSAGES.notSent, AT_ONCE);
  await expectNoSeriousA11yViolations(rider);
  await expectNoHorizontalScroll(rider);
  await dialog.getByRole("button", { name: "Keep Request" }).click();

  // the driver approves meanwhile; back online, My Rides catches up on its own
  await driverDoes(driver, `/api/bookings/${bookingId}/approve`);
  await expect(card).toContainText("Pending");
  await network.setOffline(false);
  await expect(offlineBanner(rider)).toHaveCount(0);
  await expect(card).toContainText("Confirmed", { timeout: 15_000 });
  await expect(rider.getByText(CONNECTION_MESSAGES.keptOffline)).toHaveCount(0);
});
