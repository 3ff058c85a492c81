import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  CARD_URL,
  driverDoes,
  PAID_TRIP_LEAD_MINUTES,
  payOnCheckoutPage,
  riderApiOf,
  tripToRequest,
  tripWithRequest,
} from "../support/payments.ts";
import { afterServerTime } from "../support/clock.ts";
import { expect, test } from "../support/test.ts";
import { DEMO_DRIVER, expectAccessibleAndNarrow } from "../support/trips.ts";
import { signIn } from "../support/accounts.ts";

// The money of a seat, end to end: at pickup on the default server, and by card on the
// second server that takes payments through the local Stripe stand-in. Each trip costs
// $25.00 a seat, two seats: $50.00 for the driver; by card + $20.00 CampusRide fee = $70.00,
// at pickup the fee is waived: $50.00.

/** The rider's booking on the ride, as My Rides lists it. */
async function bookingOnRide(rider: APIRequestContext, rideId: string): Promise<string> {
  const body = (await (await rider.get("/api/bookings/mine?scope=upcoming")).json()) as {
    bookings: Array<{ id: string; ride: { id: string } }>;
  };
  const booking = body.bookings.find((found) => found.ride.id === rideId);
  expect(booking, "the rider's request on the trip").toBeTruthy();
  return booking!.id;
}

/** The driver's payouts as the API reports them for one booking. */
async function payoutOf(driver: APIRequestContext, bookingId: string) {
  const body = (await (await driver.get("/api/payouts")).json()) as {
    items: Array<{ bookingId: string; status: string; amountCents: number }>;
  };
  return body.items.find((item) => item.bookingId === bookingId);
}

async function expectReceipt(rider: Page, bookingId: string, status: string | RegExp) {
  await rider.goto(`/dashboard/confirmation?booking=${bookingId}`);
  await expect(rider.getByRole("region", { name: "Receipt" })).toContainText(status, { timeout: 15_000 });
}

/** The rider pays on Checkout from Confirm and Pay, and the driver approves: $70.00 charged. */
async function paidAndApproved(rider: Page, driver: APIRequestContext, bookingId: string) {
  await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
  await rider
    .getByRole("region", { name: "Payment" })
    .getByRole("button", { name: "Confirm and Pay" })
    .click();
  await payOnCheckoutPage(rider);
  await expect(rider.getByRole("region", { name: "Receipt" })).toContainText("Authorised $70.00", {
    timeout: 15_000,
  });
  await driverDoes(driver, `/api/bookings/${bookingId}/approve`);
}

/** The demo driver in a browser of their own on `baseURL`. */
async function driverPage(page: Page, baseURL: string): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL });
  const driver = await context.newPage();
  await signIn(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  await driver.waitForURL(/\/auth-success|\/dashboard|\/driver/);
  return driver;
}

test("pay at pickup: the itemised price before requesting, the fee waived, the driver's price owed and paid @smoke", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { driver, rider, rideId, departureAt } = await tripToRequest(
    page.context().browser()!,
    baseURL!,
    PAID_TRIP_LEAD_MINUTES,
  );

  // before committing, the request page itemises the price: no CampusRide fee at pickup
  await rider.goto(`/dashboard/request-ride/${rideId}?seats=2`);
  const price = rider.getByRole("region", { name: PAYMENT_MESSAGES.priceTitle });
  await expect(price).toContainText("Driver's price: $25.00 × 2 seats");
  await expect(
    price.getByRole("term").filter({ hasText: PAYMENT_MESSAGES.feeWaivedLine }).locator("+ dd"),
  ).toHaveText("$0.00");
  await expect(
    price
      .getByRole("term")
      .filter({ hasText: /^Total$/ })
      .locator("+ dd"),
  ).toHaveText("$50.00");
  await expect(price).toContainText(PAYMENT_MESSAGES.totalAtPickup("$50.00"));
  await expectAccessibleAndNarrow(rider, "payments-pickup-request");
  await rider.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }).click();
  await expect(rider.getByText(BOOKING_MESSAGES.submitted)).toBeVisible({ timeout: 15_000 });
  const bookingId = await bookingOnRide(await riderApiOf(rider, baseURL!), rideId);

  await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
  const payment = rider.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("$50.00");
  await expect(payment).toContainText(PAYMENT_MESSAGES.feeWaivedLine);
  await expect(payment).not.toContainText("$70.00");
  await expect(payment).toContainText("You pay the driver at pickup");

  await driverDoes(driver, `/api/bookings/${bookingId}/approve`);
  await rider.reload();
  // nothing is paid online: the button says what it does
  await expect(rider.getByRole("link", { name: "Confirm and Pay" })).toHaveCount(0);
  await rider.getByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup }).click();
  await expect(rider).toHaveURL(new RegExp(`/dashboard/confirmation\\?booking=${bookingId}`));
  await expect(rider.getByRole("region", { name: "Receipt" })).toContainText(
    "You'll pay $50.00 to the driver at pickup",
  );
  await expectAccessibleAndNarrow(rider, "payments-pickup-receipt");

  // the trip has left: the server's clock moves past its departure for the driver's completion
  await afterServerTime(baseURL!, departureAt, () => driverDoes(driver, `/api/rides/${rideId}/complete`));
  await expectReceipt(rider, bookingId, "Paid $50.00 to the driver at pickup");
  expect(await payoutOf(driver, bookingId)).toMatchObject({ status: "at_pickup", amountCents: 5000 });
  // the ledger: all of it the driver's, nothing to CampusRide
  const ledger = (await (await driver.get(`/api/bookings/${bookingId}/payment`)).json()) as {
    summary: { platformFeeCents: number; driverPaidCents: number; owedAtPickupCents: number };
  };
  expect(ledger.summary).toMatchObject({ platformFeeCents: 0, driverPaidCents: 5000, owedAtPickupCents: 0 });

  const driverView = await driverPage(page, baseURL!);
  await driverView.goto("/dashboard/payouts");
  await expect(driverView.getByText("Riders pay you in cash at pickup")).toBeVisible();
  await expect(
    driverView
      .getByRole("table", { name: "Payout history" })
      .getByRole("row")
      .filter({ hasText: "Paid at pickup" })
      .first(),
  ).toBeVisible();
  await expectAccessibleAndNarrow(driverView, "payments-pickup-payouts");
});

test.describe("card payments through Stripe", () => {
  test("request, pay on Checkout, charged at approval, completed, paid out to the driver", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { driver, rider, rideId, bookingId, departureAt } = await tripWithRequest(
      page.context().browser()!,
      CARD_URL,
      PAID_TRIP_LEAD_MINUTES,
    );
    await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
    const payment = rider.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText("$70.00");
    await expectAccessibleAndNarrow(rider, "payments-card-confirm");
    await payment.getByRole("button", { name: "Confirm and Pay" }).click();

    // a declined card first: the stand-in's page says so and keeps the session open
    await payOnCheckoutPage(rider, "4000 0000 0000 0002");
    await expect(rider.getByRole("alert")).toContainText("Your card was declined.");
    await payOnCheckoutPage(rider);
    await expect(rider).toHaveURL(new RegExp(`/dashboard/confirmation\\?booking=${bookingId}`));
    await expect(rider.getByRole("region", { name: "Receipt" })).toContainText("Authorised $70.00", {
      timeout: 15_000,
    });

    await driverDoes(driver, `/api/bookings/${bookingId}/approve`);
    await expectReceipt(rider, bookingId, "Paid $70.00");
    await expectAccessibleAndNarrow(rider, "payments-card-receipt");

    // the driver sets up payouts on the stand-in's Connect onboarding
    const driverView = await driverPage(page, CARD_URL);
    await driverView.goto("/dashboard/payouts");
    await driverView.getByRole("button", { name: /set up payouts/i }).click();
    await driverView.getByRole("button", { name: "Agree and submit" }).click();
    await expect(driverView).toHaveURL(/\/dashboard\/payouts/);
    await expect(driverView.getByRole("button", { name: /set up payouts/i })).toHaveCount(0);

    await afterServerTime(CARD_URL, departureAt, () => driverDoes(driver, `/api/rides/${rideId}/complete`));
    await expect
      .poll(async () => (await payoutOf(driver, bookingId))?.status, { timeout: 20_000 })
      .toBe("paid");
    await driverView.reload();
    await expect(
      driverView
        .getByRole("table", { name: "Payout history" })
        .getByRole("row")
        .filter({ hasText: "$50.00" })
        .first(),
    ).toBeVisible();
    await expectAccessibleAndNarrow(driverView, "payments-card-payouts");
  });

  test("a rider cancelling within 24 hours gets half back", async ({ page }) => {
    // a trip, a request, a payment on Checkout and an approval before the cancellation
    test.setTimeout(120_000);
    const { driver, rider, bookingId } = await tripWithRequest(page.context().browser()!, CARD_URL, 180);
    await paidAndApproved(rider, driver, bookingId);

    await rider.goto(`/dashboard/ride-confirmation/${bookingId}`);
    await rider.getByRole("button", { name: "Cancel", exact: true }).click();
    const dialog = rider.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText("If you cancel now, you get back $35.00.");
    await expectAccessibleAndNarrow(rider, "payments-card-cancel-dialog");
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await expectReceipt(rider, bookingId, "Refunded $35.00; $35.00 kept for the driver (late cancellation)");
  });

  test("a driver cancelling the trip refunds everything, fee included", async ({ page }) => {
    test.setTimeout(120_000);
    const { driver, rider, rideId, bookingId } = await tripWithRequest(
      page.context().browser()!,
      CARD_URL,
      180,
    );
    await paidAndApproved(rider, driver, bookingId);
    await driverDoes(driver, `/api/rides/${rideId}/cancel`);
    await expectReceipt(rider, bookingId, "Refunded $70.00");
  });
});
