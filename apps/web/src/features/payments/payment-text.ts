import type { LedgerEntry } from "@campusride/shared/schemas/payments";

/**
 * Texts of the payments screens that are the web's own wording. What the server and the
 * receipt email say too is in the shared catalogue (PAYMENT_MESSAGES).
 */
export const PAYMENT_TEXT = {
  loading: "Loading the payment…",
  statusTitle: "Payment",
  termsTitle: "Cancellation terms",
  confirmAndPay: "Confirm and Pay",
  redirecting: "Opening the payment page…",
  viewReceipt: "View receipt",
  previousAttempt: "Your last payment attempt failed:",
  tryAgain: "Try Again",
  receiptTitle: "Receipt",
  receiptLines: "Receipt lines",
  refundLine: "Total refunded",
  owedLine: "Owed to the driver at pickup",
  paidLine: "Paid",
  waitingForProvider: "Waiting for the payment provider to confirm your payment…",
  // payouts (drivers)
  payoutsTitle: "Payouts",
  payoutsIntro: "Your share of each completed ride, and when it is paid to you.",
  payoutSettings: "Payout settings",
  accountStatus: {
    not_set_up: "Not set up: set up payouts to receive your earnings.",
    incomplete: "Incomplete: finish setting up payouts to receive your earnings.",
    enabled: "Ready: your earnings are paid to your account.",
  },
  accountLabel: "Payout account",
  setUpPayouts: "Set up payouts",
  finishPayouts: "Finish setting up payouts",
  openingOnboarding: "Opening…",
  pendingTotal: "Pending",
  paidTotal: "Paid",
  historyTitle: "Payout history",
  loadingPayouts: "Loading your payouts…",
  payoutStatus: { scheduled: "Scheduled", paid: "Paid", at_pickup: "Paid at pickup" },
  columns: { route: "Route", date: "Date", amount: "Amount", status: "Status" },
  viewPayouts: "View payouts",
} as const;

/** A ledger entry as a receipt line, from the rider's side. */
export function entryLabel({ step, to }: Pick<LedgerEntry, "step" | "to">): string {
  switch (step) {
    case "authorise":
      return "Authorised on your card";
    case "release":
      return "Hold on your card released";
    case "capture":
      return "Charged to your card";
    case "owe":
      return "To pay the driver at pickup";
    case "refund":
      return "Refunded";
    case "settle":
      return to === "platform" ? "CampusRide fee" : "Driver's share";
    case "payout":
      return "Paid out to the driver";
  }
}
