import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Payouts } from "../../../src/features/payments/components/payouts.tsx";
import { SummaryCards } from "../../../src/features/profiles/components/summary-cards.tsx";
import { profileOf } from "../../support/profiles.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { payoutItemOf, payoutsOf } from "../../support/payment-fixtures.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { asShown } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPayouts() {
  return renderScreen(<Payouts />, { path: "/dashboard/payouts" });
}

describe("the driver's payouts", () => {
  it("shows the totals and the history: route, date, amount and status, as a table and as a list", async () => {
    standIn().answer(
      200,
      payoutsOf({
        account: { status: "enabled" },
        pendingCents: 3300,
        paidCents: 5500,
        items: [
          payoutItemOf(),
          payoutItemOf({
            bookingId: "2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b",
            route: "Gainesville to Orlando",
            amountCents: 2500,
            status: "paid",
            paidAt: "2030-03-10T14:00:00.000Z",
          }),
          payoutItemOf({
            bookingId: "3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d",
            route: "Gainesville to Ocala",
            amountCents: 3000,
            status: "at_pickup",
            availableAt: null,
            departureAt: "2030-03-01T13:00:00.000Z",
          }),
        ],
      }),
    );
    renderPayouts();
    // 12-hour, in Florida's time (daylight time from March 10)
    const tampa = asShown("Sat, Mar 16, 2030, 4:05 PM", "2030-03-16T20:05:00.000Z");
    const orlando = asShown("Sun, Mar 10, 2030, 10:00 AM", "2030-03-10T14:00:00.000Z");
    const ocala = asShown("Fri, Mar 1, 2030, 8:00 AM", "2030-03-01T13:00:00.000Z");
    const table = await screen.findByRole("table", { name: "Payout history" });
    expect(standIn().requests[0]!.url).toBe("/api/payouts");
    expect(screen.getByText("Pending").nextElementSibling!.textContent).toBe("$33.00");
    expect(screen.getAllByText("Paid")[0]!.nextElementSibling!.textContent).toBe("$55.00");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Gainesville to Tampa", tampa, "$33.00", "Scheduled"],
      ["Gainesville to Orlando", orlando, "$25.00", "Paid"],
      ["Gainesville to Ocala", ocala, "$30.00", "Paid at pickup"],
    ]);
    // under 640 px the same history is a list of cards
    const list = screen.getByRole("list", { name: "Payout history" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `Gainesville to TampaDate${tampa}Amount$33.00StatusScheduled`,
      `Gainesville to OrlandoDate${orlando}Amount$25.00StatusPaid`,
      `Gainesville to OcalaDate${ocala}Amount$30.00StatusPaid at pickup`,
    ]);
    // an account that is ready needs nothing more
    expect(screen.getByText(/Ready: your earnings are paid to your account/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /payouts/ })).toBeNull();
  });

  it.each([
    ["not set up", "not_set_up" as const, "Set up payouts"],
    ["incomplete", "incomplete" as const, "Finish setting up payouts"],
  ])("card, account %s: the button opens the provider's onboarding page", async (_case, status, label) => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    standIn().answer(200, payoutsOf({ account: { status } }));
    const { user } = renderPayouts();
    standIn().answerPath("/api/payouts/account", 200, { url: "https://connect.stripe.test/setup/acct_1" });
    await user.click(await screen.findByRole("button", { name: label }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://connect.stripe.test/setup/acct_1"));
    expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
      "POST /api/payouts/account",
    );
  });

  it("card: shows the provider's failure in an alert", async () => {
    standIn().answer(200, payoutsOf());
    const { user } = renderPayouts();
    standIn().answerPath("/api/payouts/account", 503, {
      error: { code: "UNAVAILABLE", message: PAYMENT_MESSAGES.providerUnavailable },
    });
    await user.click(await screen.findByRole("button", { name: "Set up payouts" }));
    expect((await screen.findByRole("alert")).textContent).toBe(PAYMENT_MESSAGES.providerUnavailable);
  });

  it("pay at pickup: says riders pay in cash, with no account to set up", async () => {
    standIn().answer(200, payoutsOf({ method: "pay_at_pickup", account: { status: "not_set_up" } }));
    renderPayouts();
    expect(await screen.findByText(PAYMENT_MESSAGES.payoutsAtPickup)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Set up payouts" })).toBeNull();
  });

  it("says when there are no payouts yet", async () => {
    standIn().answer(200, payoutsOf({ items: [], pendingCents: 0 }));
    renderPayouts();
    expect(await screen.findByText(PAYMENT_MESSAGES.noPayouts)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says the failure with 'Try Again' when the payouts cannot be read, and reads them again", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "An unexpected error occurred." } });
    const { user } = renderPayouts();
    expect((await screen.findByRole("alert")).textContent).toContain(PAYMENT_MESSAGES.payoutsLoadFailed);
    standIn().answer(200, payoutsOf());
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("table", { name: "Payout history" })).toBeTruthy();
  });

  it("are one link away from the profile's Earnings Summary", async () => {
    standIn().answer(200, {
      totalEarningsCents: 5500,
      tripsOffered: 3,
      ridesCompleted: 2,
      totalSpentCents: 0,
      ridesTaken: 0,
    });
    renderScreen(<SummaryCards profile={profileOf()} activeRole="driver" />, { path: "/profile" });
    const earnings = await screen.findByRole("region", { name: "Earnings Summary" });
    expect(within(earnings).getByRole("link", { name: "View payouts" }).getAttribute("href")).toBe(
      "/dashboard/payouts",
    );
  });
});
