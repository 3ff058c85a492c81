import { NO_SHOW_MESSAGES, PAYMENT_MESSAGES, PRIVACY_MESSAGES } from "@campusride/shared/messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import FaqPage from "../../src/app/routes/faq.tsx";
import PrivacyPage from "../../src/app/routes/privacy.tsx";
import TermsPage from "../../src/app/routes/terms.tsx";
import { renderScreen } from "../support/render-screen.tsx";

const mainText = () => document.body.textContent ?? "";

describe("the Terms and the FAQ", () => {
  it("state the fee rule: charged by card, waived when the rider pays the driver at pickup", () => {
    renderScreen(<TermsPage />, { path: "/terms" });
    expect(screen.getByText(PAYMENT_MESSAGES.feeRule)).toBeTruthy();
    expect(mainText()).toContain("the CampusRide fee is waived");
    // the itemised price is shown before the request
    expect(mainText()).toContain("is shown before you send a request");
    expect(mainText()).not.toContain("Riders pay the driver's price plus the CampusRide service fee.");
  });

  it("state what a no-show costs a rider and a driver, and when it shows on a profile", () => {
    renderScreen(<TermsPage />, { path: "/terms" });
    expect(screen.getByText(NO_SHOW_MESSAGES.termsRider)).toBeTruthy();
    expect(screen.getByText(NO_SHOW_MESSAGES.termsDriver)).toBeTruthy();
    expect(mainText()).toContain("once there are 2 or more in 6 months");
  });

  it("the FAQ says the same", async () => {
    const { user } = renderScreen(<FaqPage />, { path: "/faq" });
    await user.click(screen.getByRole("button", { name: "How much does a ride cost?" }));
    expect(mainText()).toContain(PAYMENT_MESSAGES.feeRule);
  });
});

describe("the Privacy Policy", () => {
  it("says who sees the phone and the plate, and when, and no longer that they stay private", () => {
    renderScreen(<PrivacyPage />, { path: "/privacy" });
    expect(screen.getByRole("heading", { name: PRIVACY_MESSAGES.sharingTitle })).toBeTruthy();
    for (const line of [
      PRIVACY_MESSAGES.anyone,
      PRIVACY_MESSAGES.members,
      PRIVACY_MESSAGES.phone,
      PRIVACY_MESSAGES.plate,
      PRIVACY_MESSAGES.payments,
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    expect(PRIVACY_MESSAGES.phone).toContain("once a seat is confirmed");
    expect(PRIVACY_MESSAGES.plate).toContain("Share my trip");
    expect(mainText()).not.toMatch(/phone number, license plate and driver license stay private/);
  });
});
