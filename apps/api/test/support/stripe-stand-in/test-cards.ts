/** What Stripe's test cards and test PaymentMethods do when a payment is confirmed with them. */
export type CardOutcome =
  | { kind: "authorise"; brand: string; last4: string }
  | { kind: "decline"; code: string; declineCode?: string; message: string; last4: string }
  | { kind: "three_d_secure"; brand: string; last4: string };

const declined = (last4: string): CardOutcome => ({
  kind: "decline",
  code: "card_declined",
  declineCode: "generic_decline",
  message: "Your card was declined.",
  last4,
});
const insufficientFunds = (last4: string): CardOutcome => ({
  kind: "decline",
  code: "card_declined",
  declineCode: "insufficient_funds",
  message: "Your card has insufficient funds.",
  last4,
});

/** Stripe's documented test card numbers (https://docs.stripe.com/testing). */
const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": { kind: "authorise", brand: "visa", last4: "4242" },
  "5555555555554444": { kind: "authorise", brand: "mastercard", last4: "4444" },
  "4000000000000002": declined("0002"),
  "4000000000009995": insufficientFunds("9995"),
  "4000002760003184": { kind: "three_d_secure", brand: "visa", last4: "3184" },
};

/** Stripe's test PaymentMethods, for payments confirmed server-side. */
const TEST_PAYMENT_METHODS: Record<string, CardOutcome> = {
  pm_card_visa: { kind: "authorise", brand: "visa", last4: "4242" },
  pm_card_mastercard: { kind: "authorise", brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: declined("0002"),
  pm_card_chargeDeclinedInsufficientFunds: insufficientFunds("9995"),
  pm_card_threeDSecure2Required: { kind: "three_d_secure", brand: "visa", last4: "3184" },
};

export const AUTHENTICATION_FAILED: CardOutcome & { kind: "decline" } = {
  kind: "decline",
  code: "payment_intent_authentication_failure",
  message:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  last4: "3184",
};

export function outcomeOfCard(number: string): CardOutcome {
  const digits = number.replace(/\D/g, "");
  const known = TEST_CARDS[digits];
  if (known) return known;
  // In test mode Stripe refuses every number that is not one of its test cards.
  return {
    kind: "decline",
    code: isLuhnValid(digits) ? "card_declined" : "incorrect_number",
    ...(isLuhnValid(digits) ? { declineCode: "test_mode_live_card" } : {}),
    message: isLuhnValid(digits)
      ? "Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing."
      : "Your card number is incorrect.",
    last4: digits.slice(-4),
  };
}

export function outcomeOfPaymentMethod(paymentMethod: string): CardOutcome | undefined {
  return TEST_PAYMENT_METHODS[paymentMethod];
}

function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}
