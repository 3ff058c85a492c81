import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { BOOKING_MESSAGES, CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import type { TripRequests } from "@campusride/shared/schemas/bookings";
import type { Page } from "@playwright/test";
import { createSignedInAccount, riderBody, signIn, uniqueEmail } from "../support/accounts.ts";
import { expect, test } from "../support/test.ts";
import {
  DEMO_DRIVER,
  apiSession,
  createTripByApi,
  expectAccessibleAndNarrow,
  uniqueTripSlot,
} from "../support/trips.ts";

/** A message must reach the other side within a second or two, through the live stream. */
const LIVE = { timeout: 3_000 };
/** The demo driver's phone (apps/api/src/db/seed-demo.ts), and the new rider's. */
const DRIVER_PHONE = "(352) 555-0100";
const RIDER_PHONE = "(407) 555-0142";

/** Goes to `path` and waits until the page's live stream has answered, so what follows arrives live. */
async function openLive(page: Page, path: string) {
  const opened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/events" && response.status() === 200,
  );
  await page.goto(path);
  await opened;
}

test("a rider asks the driver, the two talk live, and once the seat is approved each sees the other's phone @smoke", async ({
  page: riderPage,
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driverApi = await apiSession(playwright.request, baseURL!, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const slot = uniqueTripSlot();
  const rideId = await createTripByApi(driverApi, {
    from: "Gainesville",
    to: "Tampa",
    date: slot.date,
    time: slot.time,
    seats: 2,
    priceCents: 2000,
  });

  // the driver watches their inbox in a browser of their own
  const driverContext = await browser.newContext({ baseURL });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driverPage.waitForURL(/\/auth-success/);
  await openLive(driverPage, "/messages");
  await expect(driverPage.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

  // a new rider asks a question from the ride's page; their phone is hidden before approval
  await createSignedInAccount(
    riderPage,
    request,
    riderBody(uniqueEmail("messages-rider"), { firstName: "Mia", lastName: "Moreno", phone: RIDER_PHONE }),
  );
  await openLive(riderPage, `/dashboard/request-ride/${rideId}`);
  await riderPage.getByRole("button", { name: CONVERSATION_MESSAGES.askDriver }).click();
  const question = riderPage.getByRole("textbox", { name: "Your question" });
  await question.fill("Hi! Is there room for a guitar? Text me at 407 555 0142");
  await expect(riderPage.getByText(CONVERSATION_MESSAGES.characterCount(55))).toBeVisible();
  await riderPage.getByRole("button", { name: CONVERSATION_MESSAGES.send, exact: true }).click();
  await expect(riderPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const riderLog = riderPage.getByRole("log", { name: "Messages" });
  await expect(riderLog).toContainText(`Hi! Is there room for a guitar? Text me at ${MASKED_CONTACT}`);
  await expect(riderLog).toContainText(CONVERSATION_MESSAGES.maskedMark);
  const threadPath = new URL(riderPage.url()).pathname;

  // the driver's inbox and messages link show it without a reload
  const driverMain = driverPage.getByRole("main");
  const thread = driverMain.getByRole("link", { name: /Mia Moreno/ });
  await expect(thread).toBeVisible(LIVE);
  await expect(thread).toContainText("1 unread");
  await expect(driverPage.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible(LIVE);
  await expectAccessibleAndNarrow(driverPage, "messages-inbox");

  // the driver opens the thread (which reads it) and replies
  await thread.click();
  await expect(driverPage).toHaveURL(threadPath);
  await expect(driverPage.getByRole("log", { name: "Messages" })).toContainText(
    "Is there room for a guitar?",
  );
  await expect(driverPage.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await driverPage
    .getByRole("textbox", { name: "Your message" })
    .fill("Yes, the trunk is empty. See you at 7!");
  await driverPage.getByRole("button", { name: CONVERSATION_MESSAGES.send, exact: true }).click();
  await expect(driverPage.getByRole("textbox", { name: "Your message" })).toHaveValue("");

  // the rider sees the reply live, no reload
  await expect(riderLog).toContainText("Yes, the trunk is empty. See you at 7!", LIVE);
  await expect(riderPage.getByRole("main").getByText(CONVERSATION_MESSAGES.maskedNotice)).toBeVisible();
  await expectAccessibleAndNarrow(riderPage, "messages-thread");

  // the rider requests a seat; the driver approves it
  await riderPage.goto(`/dashboard/request-ride/${rideId}`);
  await riderPage.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();
  await expect(riderPage).toHaveURL("/rider");
  await driverPage.goto(`/dashboard/trip-requests/${rideId}`);
  const pending = driverPage.getByRole("article", { name: "Mia Moreno" });
  await expect(pending.getByRole("button", { name: "Message Mia" })).toBeVisible();
  await pending.getByRole("button", { name: "Approve Mia Moreno" }).click();
  await driverPage
    .getByRole("dialog", { name: "Approve Request" })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(driverPage.getByRole("heading", { name: "Approved (1)" })).toBeVisible();
  // the driver sees the rider's phone on the approved list and in the thread
  await expect(driverMain.getByRole("link", { name: RIDER_PHONE })).toBeVisible();
  await driverMain.getByRole("button", { name: "Message Mia" }).click();
  await expect(driverPage).toHaveURL(threadPath);
  await expect(
    driverMain.getByRole("link", { name: CONVERSATION_MESSAGES.phoneShared(RIDER_PHONE) }),
  ).toBeVisible();

  // and the rider the driver's, in the thread; a message is no longer masked
  await openLive(riderPage, threadPath);
  await expect(
    riderPage.getByRole("main").getByRole("link", { name: CONVERSATION_MESSAGES.phoneShared(DRIVER_PHONE) }),
  ).toBeVisible();
  await riderPage.getByRole("textbox", { name: "Your message" }).fill("Great, my number is 407 555 0142");
  await riderPage.getByRole("button", { name: CONVERSATION_MESSAGES.send, exact: true }).click();
  await expect(driverPage.getByRole("log", { name: "Messages" })).toContainText(
    "Great, my number is 407 555 0142",
    LIVE,
  );

  // the rider's booking shows the driver's phone too, and its Message button leads to the thread
  const requests = (await (await driverApi.get(`/api/rides/${rideId}/requests`)).json()) as TripRequests;
  await riderPage.goto(`/dashboard/ride-confirmation/${requests.approved[0]!.id}`);
  const riderMain = riderPage.getByRole("main");
  await expect(riderMain.getByRole("link", { name: DRIVER_PHONE })).toBeVisible();
  await riderMain.getByRole("button", { name: "Message Dana" }).click();
  await expect(riderPage).toHaveURL(threadPath);
  await driverContext.close();
});
