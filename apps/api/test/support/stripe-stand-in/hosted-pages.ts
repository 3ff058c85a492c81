import {
  finishCheckoutAuthentication,
  findCheckoutSession,
  payCheckoutSession,
  paymentIntentOf,
  sessionOfPaymentIntent,
  type CheckoutAttempt,
} from "./checkout.ts";
import { completeOnboarding } from "./connect.ts";
import { StripeApiError } from "./errors.ts";
import type { CheckoutSession } from "./objects.ts";
import {
  challengeHtml,
  formatAmount,
  messageHtml,
  onboardingHtml,
  payFormHtml,
  type PayFormView,
} from "./page-html.ts";
import { finishAuthentication, findPaymentIntent } from "./payments.ts";
import type { StandInContext } from "./state.ts";
import { outcomeOfCard } from "./test-cards.ts";

/** What a hosted page answers: HTML, or a 303 to another address. */
export type PageAnswer = { status: number; html: string } | { redirect: string };

/**
 * Stripe's hosted pages: Checkout's pay page, the 3-D Secure challenge and Connect onboarding.
 * Card details are posted here, to the stand-in playing Stripe, never to CampusRide.
 */
export function answerPageRequest(
  context: StandInContext,
  method: string,
  url: URL,
  form: URLSearchParams,
): PageAnswer | null {
  const [kind, id, action] = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (!id) return null;
  try {
    if (kind === "pay" && action === undefined)
      return method === "POST" ? pay(context, id, form) : showPayForm(context, id);
    if (kind === "authenticate" && action === undefined) {
      const sessionId = sessionOfPaymentIntent(context, id);
      return method === "POST"
        ? authenticate(context, id, sessionId, form)
        : showChallenge(context, id, sessionId);
    }
    if (kind === "connect" && action === "onboarding") {
      return method === "POST" ? submitOnboarding(context, id, form) : showOnboarding(context, id, url);
    }
  } catch (error) {
    if (error instanceof StripeApiError && error.status === 404) {
      return { status: 404, html: messageHtml("Page not found", "This link is not valid.") };
    }
    throw error;
  }
  return null;
}

function payView(
  context: StandInContext,
  session: CheckoutSession,
  error: PayFormView["error"],
  values?: PayFormView["values"],
): PayFormView {
  const plan = context.state.checkoutPlans.get(session.id);
  return {
    action: `/pay/${session.id}`,
    itemName: plan?.lineItems.map((item) => item.name).join(", ") ?? "Payment",
    amount: formatAmount(session.amount_total, session.currency),
    cancelUrl: session.cancel_url,
    error,
    values: values ?? { expiry: "", name: "" },
  };
}

function showPayForm(context: StandInContext, sessionId: string): PageAnswer {
  const session = findCheckoutSession(context, sessionId);
  if (session.status !== "open") return closedSessionPage(session);
  return { status: 200, html: payFormHtml(payView(context, session, null)) };
}

function pay(context: StandInContext, sessionId: string, form: URLSearchParams): PageAnswer {
  const session = findCheckoutSession(context, sessionId);
  if (session.status !== "open") return closedSessionPage(session);
  const values = { expiry: form.get("exp-date") ?? "", name: form.get("billingName") ?? "" };
  const invalid = checkCardForm(form);
  if (invalid) return { status: 200, html: payFormHtml(payView(context, session, invalid, values)) };
  const attempt = payCheckoutSession(context, sessionId, outcomeOfCard(form.get("cardnumber") ?? ""), null);
  return answerAttempt(context, session, attempt, values);
}

function answerAttempt(
  context: StandInContext,
  session: CheckoutSession,
  attempt: CheckoutAttempt,
  values?: PayFormView["values"],
): PageAnswer {
  switch (attempt.kind) {
    case "complete":
      return { redirect: attempt.successUrl };
    case "requires_action":
      return { redirect: attempt.authenticateUrl };
    case "declined":
      return {
        status: 200,
        html: payFormHtml(payView(context, session, { message: attempt.message, field: null }, values)),
      };
    case "closed":
      return closedSessionPage(session);
  }
}

function closedSessionPage(session: CheckoutSession): PageAnswer {
  return session.status === "complete"
    ? { status: 200, html: messageHtml("Payment complete", "This payment has already been made.") }
    : {
        status: 200,
        html: messageHtml(
          "Payment page expired",
          "This payment page is no longer active.",
          session.cancel_url ? { href: session.cancel_url, text: "Go back" } : undefined,
        ),
      };
}

/** Stripe's checks of the card form before it tries the card. */
function checkCardForm(form: URLSearchParams): PayFormView["error"] {
  const number = (form.get("cardnumber") ?? "").replace(/\s/g, "");
  if (!/^\d{12,19}$/.test(number)) return { message: "Your card number is incomplete.", field: "cardnumber" };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.get("exp-date") ?? "");
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { message: "Your card's expiration date is incomplete.", field: "exp-date" };
  }
  const now = new Date();
  const year = 2000 + Number(expiry[2]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { message: "Your card's expiration year is in the past.", field: "exp-date" };
  }
  if (!/^\d{3,4}$/.test((form.get("cvc") ?? "").trim())) {
    return { message: "Your card's security code is incomplete.", field: "cvc" };
  }
  if (!(form.get("billingName") ?? "").trim())
    return { message: "Enter the name on your card.", field: "billingName" };
  return null;
}

function showChallenge(
  context: StandInContext,
  paymentIntentId: string,
  sessionId: string | null,
): PageAnswer {
  const paymentIntent = findPaymentIntent(context, paymentIntentId);
  if (paymentIntent.status !== "requires_action") {
    return {
      status: 200,
      html: messageHtml("Nothing to authenticate", "This payment needs no authentication."),
    };
  }
  const action = `/authenticate/${paymentIntent.id}${sessionId ? `?session=${encodeURIComponent(sessionId)}` : ""}`;
  return {
    status: 200,
    html: challengeHtml(action, formatAmount(paymentIntent.amount, paymentIntent.currency)),
  };
}

function authenticate(
  context: StandInContext,
  paymentIntentId: string,
  sessionId: string | null,
  form: URLSearchParams,
): PageAnswer {
  const isAuthenticated = form.get("outcome") === "complete";
  if (sessionId) {
    const session = findCheckoutSession(context, sessionId);
    if (paymentIntentOf(context, sessionId).status !== "requires_action")
      return showPayForm(context, sessionId);
    return answerAttempt(context, session, finishCheckoutAuthentication(context, sessionId, isAuthenticated));
  }
  const paymentIntent = findPaymentIntent(context, paymentIntentId);
  if (paymentIntent.status !== "requires_action") return showChallenge(context, paymentIntentId, null);
  const returnUrl = paymentIntent.next_action?.redirect_to_url.return_url ?? null;
  finishAuthentication(context, paymentIntent, isAuthenticated);
  if (returnUrl) {
    const target = new URL(returnUrl);
    target.searchParams.set("payment_intent", paymentIntent.id);
    return { redirect: target.toString() };
  }
  return {
    status: 200,
    html: messageHtml(
      isAuthenticated ? "Authentication complete" : "Authentication failed",
      "You can close this page.",
    ),
  };
}

function showOnboarding(context: StandInContext, accountId: string, url: URL): PageAnswer {
  const token = url.searchParams.get("link") ?? "";
  const link = usableLink(context, accountId, token);
  if (link.kind === "refresh") return { redirect: link.refreshUrl };
  if (link.kind === "invalid")
    return { status: 404, html: messageHtml("Page not found", "This link is not valid.") };
  return { status: 200, html: onboardingHtml(`/connect/${accountId}/onboarding`, token, link.returnUrl) };
}

function submitOnboarding(context: StandInContext, accountId: string, form: URLSearchParams): PageAnswer {
  const token = form.get("link") ?? "";
  const link = usableLink(context, accountId, token);
  if (link.kind === "refresh") return { redirect: link.refreshUrl };
  if (link.kind === "invalid")
    return { status: 404, html: messageHtml("Page not found", "This link is not valid.") };
  const record = context.state.accountLinks.get(token);
  if (record) record.isUsed = true;
  completeOnboarding(context, accountId);
  return { redirect: link.returnUrl };
}

/** An account link works once and for five minutes; after that Stripe sends the user to refresh_url. */
function usableLink(
  context: StandInContext,
  accountId: string,
  token: string,
): { kind: "ok"; returnUrl: string } | { kind: "refresh"; refreshUrl: string } | { kind: "invalid" } {
  const link = context.state.accountLinks.get(token);
  if (!link || link.account !== accountId) return { kind: "invalid" };
  if (link.isUsed || Date.now() / 1000 > link.expiresAt)
    return { kind: "refresh", refreshUrl: link.refreshUrl };
  return { kind: "ok", returnUrl: link.returnUrl };
}
